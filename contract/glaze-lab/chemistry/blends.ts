import type { RecipeLine } from "./types";

/**
 * Blends for test tiles (product.md#r257, docs/decisions/0305-batches-substitution-and-blends.md). Each corner recipe
 * is first taken as a percent of its own base (base lines sum to 100, additions as their percent of that base), then
 * the corners are mixed by weight; a material in several corners is one line, base and addition kept apart. Amounts
 * are rounded to 0.01.
 */
export type BlendRecipe = { lines: readonly RecipeLine[] };
export type BlendPoint = {
  /** What a tile's label says: "A 75 · B 25", or Currie's grid number "14". */
  label: string;
  /** Where it sits: the line blend's step, the triaxial's row and column, the grid's row and column (all from 1). */
  position: { row: number; column: number };
  /** Each corner's share in percent, in the order the corners were given. */
  shares: number[];
  lines: RecipeLine[];
};

const round2 = (n: number) => Math.round(n * 100) / 100;

/** A recipe's lines as percent of its base. */
export function normaliseLines(lines: readonly RecipeLine[]): RecipeLine[] {
  const base = lines.reduce((s, l) => s + (l.addition ? 0 : Math.max(0, l.amount)), 0);
  if (base <= 0) return lines.map((l) => ({ ...l }));
  return lines.map((l) => ({ ...l, amount: (Math.max(0, l.amount) / base) * 100 }));
}

/** The corners mixed by their shares (percent, summing to 100). */
export function mixRecipes(corners: readonly BlendRecipe[], shares: readonly number[]): RecipeLine[] {
  const out = new Map<string, RecipeLine>();
  corners.forEach((corner, i) => {
    const share = (shares[i] ?? 0) / 100;
    if (share <= 0) return;
    for (const l of normaliseLines(corner.lines)) {
      const key = `${l.addition ? "+" : ""}${l.material}`;
      const line = out.get(key) ?? { material: l.material, amount: 0, addition: l.addition };
      line.amount += l.amount * share;
      out.set(key, line);
    }
  });
  return [...out.values()].map((l) => ({ ...l, amount: round2(l.amount) })).filter((l) => l.amount > 0);
}

const LETTERS = ["A", "B", "C", "D"];
function shareLabel(shares: readonly number[]): string {
  return shares
    .map((s, i) => ({ s: round2(s), letter: LETTERS[i] ?? "?" }))
    .filter(({ s }) => s > 0)
    .map(({ s, letter }) => `${letter} ${s}`)
    .join(" · ");
}

/** A line blend from A to B in `steps` tiles (2–21), both ends included: 5 steps are 100/0, 75/25 … 0/100. */
export function lineBlend(a: BlendRecipe, b: BlendRecipe, steps: number): BlendPoint[] {
  const n = Math.max(2, Math.min(21, Math.round(steps)));
  return Array.from({ length: n }, (_, i) => {
    const tb = (i / (n - 1)) * 100;
    const shares = [round2(100 - tb), round2(tb)];
    return { label: shareLabel(shares), position: { row: 1, column: i + 1 }, shares, lines: mixRecipes([a, b], shares) };
  });
}

/**
 * A triaxial blend with `steps` tiles on each side (2–11): A at the top, B bottom left, C bottom right; row r (from 1)
 * has r tiles, so 5 steps make 15 tiles.
 */
export function triaxialBlend(a: BlendRecipe, b: BlendRecipe, c: BlendRecipe, steps: number): BlendPoint[] {
  const n = Math.max(2, Math.min(11, Math.round(steps)));
  const d = n - 1;
  const points: BlendPoint[] = [];
  for (let row = 0; row < n; row++) {
    for (let col = 0; col <= row; col++) {
      const shares = [round2(((d - row) / d) * 100), round2(((row - col) / d) * 100), round2((col / d) * 100)];
      points.push({ label: shareLabel(shares), position: { row: row + 1, column: col + 1 }, shares, lines: mixRecipes([a, b, c], shares) });
    }
  }
  return points;
}

/**
 * Ian Currie's grid ("Revealing Glazes", 2000): 35 tiles in 5 rows of 7, corners A (top left), B (top right),
 * C (bottom left), D (bottom right), each tile a bilinear mix of the four, numbered 1–35 row by row.
 */
export function fourCornerBlend(a: BlendRecipe, b: BlendRecipe, c: BlendRecipe, d: BlendRecipe): BlendPoint[] {
  const rows = 5;
  const cols = 7;
  const points: BlendPoint[] = [];
  for (let r = 0; r < rows; r++) {
    for (let k = 0; k < cols; k++) {
      const u = k / (cols - 1);
      const v = r / (rows - 1);
      const raw = [(1 - u) * (1 - v), u * (1 - v), (1 - u) * v, u * v].map((s) => s * 100);
      const shares = raw.map(round2);
      points.push({ label: String(r * cols + k + 1), position: { row: r + 1, column: k + 1 }, shares, lines: mixRecipes([a, b, c, d], raw) });
    }
  }
  return points;
}

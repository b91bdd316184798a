/**
 * Small dense least squares for the substitution (docs/decisions/0305-batches-substitution-and-blends.md): at most a
 * few dozen oxides by a few dozen materials, so normal equations solved by Gaussian elimination with partial
 * pivoting are exact enough, and the Lawson–Hanson active set keeps every amount at zero or above.
 */
type Matrix = number[][];

const at = (m: Matrix, i: number, j: number): number => (m[i] as number[])[j] as number;

/** Solves A x = b for a small square A; a column with no pivot gets 0 (a material that adds nothing). */
export function solveSquare(a: Matrix, b: number[]): number[] {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i] as number]);
  const zero = new Set<number>();
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let r = col + 1; r < n; r++) if (Math.abs(at(m, r, col)) > Math.abs(at(m, pivot, col))) pivot = r;
    if (Math.abs(at(m, pivot, col)) < 1e-12) {
      zero.add(col);
      continue;
    }
    [m[col], m[pivot]] = [m[pivot] as number[], m[col] as number[]];
    const rowC = m[col] as number[];
    for (let r = 0; r < n; r++) {
      if (r === col) continue;
      const row = m[r] as number[];
      const f = (row[col] as number) / (rowC[col] as number);
      if (f === 0) continue;
      for (let c = col; c <= n; c++) row[c] = (row[c] as number) - f * (rowC[c] as number);
    }
  }
  return Array.from({ length: n }, (_, i) => (zero.has(i) ? 0 : at(m, i, n) / at(m, i, i)));
}

/** The x ≥ 0 minimising |A x − b|², A given by its columns (one per material, one entry per oxide). */
export function nonNegativeLeastSquares(columns: number[][], b: number[]): number[] {
  const n = columns.length;
  const rows = b.length;
  const dot = (u: number[], v: number[]) => u.reduce((s, x, i) => s + x * (v[i] as number), 0);
  const ax = (x: number[]) => Array.from({ length: rows }, (_, r) => columns.reduce((s, col, j) => s + (col[r] as number) * (x[j] as number), 0));
  const solveOn = (set: number[]): number[] => {
    const ata = set.map((i) => set.map((j) => dot(columns[i] as number[], columns[j] as number[])));
    const atb = set.map((i) => dot(columns[i] as number[], b));
    const z = solveSquare(ata, atb);
    const full = new Array<number>(n).fill(0);
    set.forEach((i, k) => (full[i] = z[k] as number));
    return full;
  };
  let x = new Array<number>(n).fill(0);
  const passive = new Set<number>();
  for (let iter = 0; iter < 3 * n + 10; iter++) {
    const residual = b.map((v, r) => v - (ax(x)[r] as number));
    const w = columns.map((col) => dot(col, residual));
    let best = -1;
    for (let j = 0; j < n; j++) if (!passive.has(j) && (w[j] as number) > 1e-12 && (best < 0 || (w[j] as number) > (w[best] as number))) best = j;
    if (best < 0) break;
    passive.add(best);
    for (;;) {
      const z = solveOn([...passive]);
      const bad = [...passive].filter((j) => (z[j] as number) <= 1e-14);
      if (bad.length === 0) {
        x = z;
        break;
      }
      let alpha = 1;
      for (const j of bad) {
        const xj = x[j] as number;
        const d = xj - (z[j] as number);
        if (d > 0) alpha = Math.min(alpha, xj / d);
      }
      x = x.map((xj, j) => xj + alpha * ((z[j] as number) - xj));
      for (const j of [...passive]) if ((x[j] as number) <= 1e-12) passive.delete(j);
      if (passive.size === 0) break;
    }
  }
  return x.map((v) => (v < 0 ? 0 : v));
}

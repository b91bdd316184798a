/**
 * Standard atomic weights (IUPAC 2013 conventional values, g/mol) of the elements glaze materials carry, and a reader
 * of chemical formulas ("CaCO3", "CaMg(CO3)2", "Li2O·Al2O3·4SiO2"), so that every oxide's molar mass and every pure
 * compound's analysis is computed from one table (docs/decisions/0303-glaze-chemistry-core.md).
 */
export const ATOMIC_WEIGHTS: Readonly<Record<string, number>> = {
  H: 1.008,
  Li: 6.94,
  B: 10.81,
  C: 12.011,
  N: 14.007,
  O: 15.999,
  F: 18.998,
  Na: 22.99,
  Mg: 24.305,
  Al: 26.982,
  Si: 28.085,
  P: 30.974,
  S: 32.06,
  Cl: 35.45,
  K: 39.098,
  Ca: 40.078,
  Ti: 47.867,
  V: 50.942,
  Cr: 51.996,
  Mn: 54.938,
  Fe: 55.845,
  Co: 58.933,
  Ni: 58.693,
  Cu: 63.546,
  Zn: 65.38,
  Sr: 87.62,
  Zr: 91.224,
  Sn: 118.71,
  Sb: 121.76,
  Ba: 137.327,
  Ce: 140.116,
  Pr: 140.908,
  Hf: 178.49,
  Pb: 207.2,
  Bi: 208.98,
};

export type ElementCounts = Record<string, number>;

function addCounts(into: ElementCounts, from: ElementCounts, times: number): void {
  for (const [el, n] of Object.entries(from)) into[el] = (into[el] ?? 0) + n * times;
}

/** Reads one formula without dots: elements with counts, parentheses nested, counts after a parenthesis. */
function readPart(text: string): ElementCounts {
  const stack: ElementCounts[] = [{}];
  let i = 0;
  const number = (): number => {
    const m = /^\d+(\.\d+)?/.exec(text.slice(i));
    if (!m) return 1;
    i += m[0].length;
    return Number(m[0]);
  };
  while (i < text.length) {
    const ch = text[i] ?? "";
    if (ch === "(" || ch === "[") {
      stack.push({});
      i += 1;
    } else if (ch === ")" || ch === "]") {
      i += 1;
      const group = stack.pop();
      const top = stack[stack.length - 1];
      if (!group || !top) throw new Error(`Unbalanced formula: ${text}`);
      addCounts(top, group, number());
    } else {
      const m = /^[A-Z][a-z]?/.exec(text.slice(i));
      if (!m || ATOMIC_WEIGHTS[m[0]] === undefined) throw new Error(`Unknown element in formula: ${text}`);
      i += m[0].length;
      const top = stack[stack.length - 1] as ElementCounts;
      top[m[0]] = (top[m[0]] ?? 0) + number();
    }
  }
  if (stack.length !== 1) throw new Error(`Unbalanced formula: ${text}`);
  return stack[0] as ElementCounts;
}

/** The elements of a formula; parts joined by "·" or "*" may start with a count ("Li2O·Al2O3·4SiO2"). */
export function parseFormula(formula: string): ElementCounts {
  const total: ElementCounts = {};
  for (const raw of formula.replace(/\s+/g, "").split(/[·*•]/)) {
    if (!raw) continue;
    const m = /^(\d+(?:\.\d+)?)(.*)$/.exec(raw);
    addCounts(total, readPart(m ? (m[2] ?? "") : raw), m ? Number(m[1]) : 1);
  }
  return total;
}

export function formulaMass(formula: string): number {
  let mass = 0;
  for (const [el, n] of Object.entries(parseFormula(formula))) mass += (ATOMIC_WEIGHTS[el] ?? 0) * n;
  return mass;
}

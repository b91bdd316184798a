/**
 * Benchmark: the glaze lab's chemistry (product.md#r252, docs/decisions/0303-glaze-chemistry-core.md). Times
 * `analyseRecipe` on a 20-line recipe (16 base materials and 4 additions from the default library, with a cone so the
 * limit warnings run too), the work the recipe screen does at each keystroke. Pure CPU, no database. Target: median
 * under 1 ms. Also times a substitution on the same recipe (the least-squares solve). Results go to
 * docs/benchmarks.md. `BENCH_GLAZE_RUNS` sets the number of timed runs (default 5,000).
 */
import os from "node:os";
import { analyseRecipe, DEFAULT_MATERIALS, linesForAnalysis, substituteMaterial, type RecipeLine } from "../contract/glaze-lab/chemistry";
import { machineNote, percentile, writeSection } from "./report";

const RUNS = Number(process.env.BENCH_GLAZE_RUNS ?? 5_000);
const TARGET_MS = 1;

const BASE = ["custer-feldspar", "minspar-200", "nepheline-syenite", "silica", "epk", "om-4-ball-clay", "whiting", "wollastonite", "dolomite", "talc", "ferro-frit-3134", "ferro-frit-3124", "gerstley-borate", "zinc-oxide", "strontium-carbonate", "lithium-carbonate"];
const ADDITIONS = ["zircopax", "red-iron-oxide", "cobalt-carbonate", "rutile"];

function time(runs: number, work: () => unknown): number[] {
  for (let i = 0; i < Math.min(200, runs); i++) work();
  const out: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    work();
    out.push(performance.now() - t0);
  }
  return out.sort((a, b) => a - b);
}

function main() {
  const recipe: RecipeLine[] = [
    ...BASE.map((material, i) => ({ material, amount: 2 + (i % 7) * 1.5, addition: false })),
    ...ADDITIONS.map((material, i) => ({ material, amount: 0.5 + i, addition: true })),
  ];
  if (recipe.length !== 20) throw new Error(`expected 20 lines, got ${recipe.length}`);
  const analysisLines = linesForAnalysis(recipe, DEFAULT_MATERIALS);
  if (analysisLines.length !== 20) throw new Error("a material of the bench recipe is missing from the library");

  const analyse = time(RUNS, () => analyseRecipe(analysisLines, { cone: "6" }));
  const withLookup = time(RUNS, () => analyseRecipe(linesForAnalysis(recipe, DEFAULT_MATERIALS), { cone: "6" }));
  const g200 = DEFAULT_MATERIALS.find((m) => m.key === "g-200-feldspar");
  if (!g200) throw new Error("no G-200 in the library");
  const substitute = time(Math.max(10, Math.round(RUNS / 10)), () => substituteMaterial(recipe, DEFAULT_MATERIALS, 0, g200));

  const row = (name: string, sorted: number[]) =>
    `| ${name} | ${sorted.length} | ${percentile(sorted, 50).toFixed(3)} | ${percentile(sorted, 95).toFixed(3)} | ${percentile(sorted, 99).toFixed(3)} |`;
  const median = percentile(analyse, 50);
  const verdict = median < TARGET_MS ? "meets" : "MISSES";
  const md = `## Glaze lab: a 20-line recipe's analysis

${machineNote()}. \`bench/glaze-analysis.bench.ts\`: \`analyseRecipe\` on 16 base materials and 4 additions at cone 6
(UMF, oxide and mole %, expansion, limit warnings), pure CPU. Target: median under ${TARGET_MS} ms (${verdict} it).
The machine's load average was ${(os.loadavg()[0] ?? 0).toFixed(1)} during the run: the p95 and p99 tails are waits for a core, not the work.

| work | runs | median ms | p95 ms | p99 ms |
|---|---|---|---|---|
${row("analyseRecipe (lines with analyses)", analyse)}
${row("lookup by key + analyseRecipe", withLookup)}
${row("substituteMaterial (Custer → G-200, 16 free amounts)", substitute)}
`;
  console.log(md);
  writeSection("glaze-analysis", md);
  if (median >= TARGET_MS) process.exit(1);
}

main();

/**
 * `npm run bench`: runs every bench/*.bench.ts in turn (or only those named on the command line) as its own
 * process, so one benchmark's memory and timers never disturb the next.
 */
import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";
import path from "node:path";

const dir = import.meta.dirname;
const wanted = process.argv.slice(2);
const benches = readdirSync(dir)
  .filter((f) => f.endsWith(".bench.ts"))
  .filter((f) => wanted.length === 0 || wanted.some((w) => f.includes(w)))
  .sort();

let failed = 0;
for (const file of benches) {
  console.log(`\n=== ${file}`);
  const result = spawnSync(process.execPath, ["node_modules/tsx/dist/cli.mjs", path.join("bench", file)], {
    stdio: "inherit",
    env: process.env,
  });
  if (result.status !== 0) {
    failed += 1;
    console.error(`${file} failed (exit ${result.status})`);
  }
}
console.log(`\n${benches.length - failed} benchmarks finished, ${failed} failed`);
process.exit(failed ? 1 : 0);

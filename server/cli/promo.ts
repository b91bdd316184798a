/**
 * product.md#r14: operators manage promo codes from the command line.
 *   npm run promo -- create CODE --days N
 *   npm run promo -- list
 */
import { parseArgs } from "node:util";
import { createPromoCode, listPromoCodes } from "../services/billing/promo";
import { runCli } from "./open-deps";

const USAGE = "Usage: npm run promo -- create CODE --days N | npm run promo -- list";

async function main(): Promise<void> {
  const { positionals, values } = parseArgs({
    args: process.argv.slice(2),
    allowPositionals: true,
    options: { days: { type: "string" } },
  });
  const [command, code] = positionals;
  if (command === "create") {
    if (!code || values.days === undefined || !/^[0-9]+$/.test(values.days)) {
      console.error(USAGE);
      process.exitCode = 1;
      return;
    }
    const days = Number(values.days);
    await runCli(async (deps) => {
      const row = await createPromoCode(deps.db, code, days, deps.now());
      console.info(`Created promo code ${row.code}: ${row.freeDays} free days`);
    });
    return;
  }
  if (command === "list") {
    await runCli(async (deps) => {
      const rows = await listPromoCodes(deps.db);
      if (rows.length === 0) console.info("No promo codes yet.");
      for (const row of rows) console.info(`${row.code}\t${row.freeDays} days\tcreated ${row.createdAt.toISOString()}`);
    });
    return;
  }
  console.error(USAGE);
  process.exitCode = 1;
}

void main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : String(err));
  process.exitCode = 1;
});

/**
 * The operators' command lines (product.md#r13, product.md#r14), run as real processes on an embedded database.
 * A unit-project file so it runs once, not once per database kind.
 */
import { execFile } from "node:child_process";
import { rmSync } from "node:fs";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migratedDataDir } from "../helpers/migrated-database";

const run = promisify(execFile);
let dataDir: string;
beforeAll(async () => {
  dataDir = await migratedDataDir("claybook-cli-");
});
afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

const tool = (script: string, ...args: string[]) =>
  run(process.execPath, ["--import", "tsx", script, ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", NODE_ENV: "development", LOG_LEVEL: "silent" },
  });

describe("command line", () => {
  it("npm run promo creates and lists codes, refusing duplicates and missing days", async () => {
    const created = await tool("server/cli/promo.ts", "create", "SpringSale", "--days", "21");
    expect(created.stdout).toContain("Created promo code springsale: 21 free days");
    const listed = await tool("server/cli/promo.ts", "list");
    expect(listed.stdout).toMatch(/springsale\t21 days/);
    await expect(tool("server/cli/promo.ts", "create", "SPRINGSALE", "--days", "5")).rejects.toMatchObject({
      stderr: expect.stringContaining("already exists"),
    });
    await expect(tool("server/cli/promo.ts", "create", "nodays")).rejects.toMatchObject({ stderr: expect.stringContaining("Usage") });
  }, 180_000);

  it("npm run jobs -- purge runs the retention purge by hand", async () => {
    const purged = await tool("server/cli/jobs.ts", "purge");
    expect(purged.stdout).toContain("Retention purge: 0 expired account(s) deleted.");
    await expect(tool("server/cli/jobs.ts", "nothing")).rejects.toMatchObject({ stderr: expect.stringContaining("Usage") });
  }, 180_000);
});

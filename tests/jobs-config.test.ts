import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadConfig } from "../server/config";

const dataDir = mkdtempSync(path.join(os.tmpdir(), "claybook-jobs-config-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const load = (extra: Record<string, string>) =>
  loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir, SESSION_SECRET: "s".repeat(40), TOKEN_SECRET: "t".repeat(40), ...extra }, { readDotEnv: false });

describe("JOBS_FIRST_RUN_DELAY_SECONDS", () => {
  it("is unset (first run after one interval) when absent or empty", () => {
    expect(load({}).jobsFirstRunDelayMs).toBeUndefined();
    expect(load({ JOBS_FIRST_RUN_DELAY_SECONDS: "" }).jobsFirstRunDelayMs).toBeUndefined();
  });

  it("reads whole seconds, zero included", () => {
    expect(load({ JOBS_FIRST_RUN_DELAY_SECONDS: "90" }).jobsFirstRunDelayMs).toBe(90_000);
    expect(load({ JOBS_FIRST_RUN_DELAY_SECONDS: "0" }).jobsFirstRunDelayMs).toBe(0);
  });

  it("refuses anything else instead of guessing", () => {
    for (const bad of ["-1", "1.5", "ten", "1e3", "99999999"]) {
      expect(() => load({ JOBS_FIRST_RUN_DELAY_SECONDS: bad }), bad).toThrow("JOBS_FIRST_RUN_DELAY_SECONDS must be a whole number of seconds");
    }
  });
});

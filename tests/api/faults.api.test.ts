import { rmSync } from "node:fs";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../server/app";
import { fromPool, openDatabase } from "../../server/db/client";
import { DataDirLockedError } from "../../server/db/data-dir-lock";
import { anonymous } from "../helpers/client";
import { createTestContext, type TestContext } from "../helpers/test-app";
import { migratedDataDir } from "../helpers/migrated-database";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

describe("faults", () => {
  it("answers 503 from health while the database is down, and 200 again once it is back", async () => {
    const original = ctx.deps.database.ping;
    ctx.deps.database.ping = async () => {
      throw new Error("connection refused");
    };
    try {
      const down = await anonymous(ctx).get("/api/health");
      expect(down.status).toBe(503);
      expect(down.body).toEqual({ status: "unavailable" });
    } finally {
      ctx.deps.database.ping = original;
    }
    const up = await anonymous(ctx).get("/health");
    expect(up.status).toBe(200);
  });

  it("recovers when a real PostgreSQL server is unreachable and then reachable", async () => {
    // A pool pointed at a closed port: health must say 503, never throw or hang.
    const dead = fromPool(new pg.Pool({ connectionString: "postgres://postgres@127.0.0.1:1/postgres", connectionTimeoutMillis: 500 }));
    const app = createApp({ ...ctx.deps, database: dead, db: dead.db });
    const res = await app.request("/api/health");
    expect(res.status).toBe(503);
    await dead.close();
  });

  it("refuses a second server on the same embedded DATA_DIR with a clear message", async () => {
    const dataDir = await migratedDataDir("claybook-lock-");
    const first = await openDatabase({ dataDir });
    try {
      await expect(openDatabase({ dataDir })).rejects.toBeInstanceOf(DataDirLockedError);
      await expect(openDatabase({ dataDir })).rejects.toThrow(/Another Claybook server .* is using the embedded database/);
    } finally {
      await first.close();
    }
    // Once the first one has stopped, the directory can be opened again.
    const again = await openDatabase({ dataDir });
    await again.close();
    rmSync(dataDir, { recursive: true, force: true });
  }, 120_000);
});

/**
 * The API files share a process per worker, one after another (vitest.config.ts, docs/decisions/0284-ci-time.md).
 * Whatever ran before it, a file still gets the database its project names, and a database of its own: nothing an
 * earlier file stored is in it.
 */
import { count } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { users } from "../../server/db/schema";
import { signUp } from "../helpers/client";
import { createTestContext, type TestContext } from "../helpers/test-app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

it("runs on the database its project names, which starts with no account and keeps the one signed up here", async ({ task }) => {
  expect(ctx.kind).toBe(task.file.projectName === "api-postgres" ? "postgres" : "pglite");
  expect(await ctx.db.select({ n: count() }).from(users)).toEqual([{ n: 0 }]);
  await signUp(ctx);
  expect(await ctx.db.select({ n: count() }).from(users)).toEqual([{ n: 1 }]);
});

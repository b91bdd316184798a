import { writeFileSync } from "node:fs";
import { afterAll, beforeAll, it } from "vitest";
import { anonymous } from "../helpers/client";
import { createTestContext, type TestContext } from "../helpers/test-app";
let ctx: TestContext;
beforeAll(async () => { ctx = await createTestContext(); });
afterAll(async () => { await ctx?.close(); });
it("dumps", async () => {
  const doc = await anonymous(ctx).get("/api/openapi.json");
  writeFileSync(process.env.DUMP_TO!, JSON.stringify(doc.body, null, 1));
});

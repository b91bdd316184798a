import { afterAll, beforeAll, it } from "vitest";
import { signUp } from "../helpers/client";
import { createTestContext, type TestContext } from "../helpers/test-app";
let ctx: TestContext;
beforeAll(async () => { ctx = await createTestContext(); });
afterAll(async () => { await ctx.close(); });
it("probe", async () => {
  const { client } = await signUp(ctx);
  for (const p of ["/api/glaze-combinations/by-name/%E0%A4%A", "/api/glaze-combinations/by-name/%00", "/api/glaze-combinations/by-name/a%2Fb", "/api/glazes/1/combinations?x=1"]) {
    const r = await client.get(p); console.log(p, r.status, r.text.slice(0, 120));
  }
  const r = await client.post("/api/glazes", { name: "a\u0000b" }); console.log("nul", r.status, r.text.slice(0,120));
  const r2 = await client.post("/api/glazes", { name: "ok", clayBodies: ["x\u0000"] }); console.log("nul2", r2.status, r2.text.slice(0,120));
  const r3 = await client.patch("/api/glazes/1", {}); console.log("empty", r3.status);
});

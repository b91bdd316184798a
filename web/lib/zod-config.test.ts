import { describe, expect, it } from "vitest";

describe("zod-config", () => {
  it("makes zod run jitless, so it never probes eval under the CSP", async () => {
    await import("./zod-config");
    const { z } = await import("zod");
    expect(z.config().jitless).toBe(true);
    const { util } = await import("zod/v4/core");
    expect(util.allowsEval.value).toBe(false);
    expect(z.object({ name: z.string() }).parse({ name: "Bowl" })).toEqual({ name: "Bowl" });
  });
});

import { zodResolver } from "@hookform/resolvers/zod";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { lazyResolver } from "./lazy-resolver";

const schema = z.object({ email: z.email("Enter a valid email") });
const options = { fields: {}, shouldUseNativeValidation: false } as const;

describe("lazyResolver", () => {
  it("loads the schema once, on first use, and validates with it", async () => {
    const load = vi.fn(async () => zodResolver(schema));
    const { resolver, preload } = lazyResolver(load);
    expect(load).not.toHaveBeenCalled();
    const bad = await resolver({ email: "clay" }, undefined, options);
    expect(bad.errors.email?.message).toBe("Enter a valid email");
    const good = await resolver({ email: "lia@example.com" }, undefined, options);
    expect(good.values).toEqual({ email: "lia@example.com" });
    await preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("tries a failed load again (offline before the code was kept on the device)", async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error("offline")).mockResolvedValue(zodResolver(schema));
    const { resolver, preload } = lazyResolver(load);
    await expect(preload()).rejects.toThrow("offline");
    const result = await resolver({ email: "clay" }, undefined, options);
    expect(result.errors.email?.message).toBe("Enter a valid email");
    expect(load).toHaveBeenCalledTimes(2);
  });
});

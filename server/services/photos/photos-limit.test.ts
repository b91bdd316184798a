import { describe, expect, it } from "vitest";
import { createLimiter } from "./photos-limit";

describe("createLimiter", () => {
  it("runs at most N tasks at once, in arrival order, and survives failures", async () => {
    const limit = createLimiter(2);
    let running = 0;
    let peak = 0;
    const order: number[] = [];
    const task = (i: number) => async () => {
      running += 1;
      peak = Math.max(peak, running);
      await new Promise((r) => setTimeout(r, 5));
      running -= 1;
      order.push(i);
      if (i === 2) throw new Error("boom");
      return i;
    };
    const results = await Promise.allSettled([0, 1, 2, 3, 4, 5].map((i) => limit(task(i))));
    expect(peak).toBe(2);
    expect(order).toEqual([0, 1, 2, 3, 4, 5]);
    expect(results[2]!.status).toBe("rejected");
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(5);
    expect(await limit(async () => "after")).toBe("after");
  });
});

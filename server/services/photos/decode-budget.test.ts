import { describe, expect, it } from "vitest";
import { createByteBudget } from "./decode-budget";

/** A task that holds its reservation until released, recording what ran together. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((r) => (open = r));
  return { opened, open };
}

describe("createByteBudget", () => {
  it("[ASVS 5.2.1] never reserves more than the budget: big decodes wait, in arrival order, and failures give bytes back", async () => {
    const budget = createByteBudget(100);
    const started: string[] = [];
    const gates = { a: gate(), b: gate(), c: gate(), d: gate() };
    const run = (name: keyof typeof gates, bytes: number, fail = false) =>
      budget.run(bytes, async () => {
        started.push(name);
        await gates[name].opened;
        if (fail) throw new Error("decode failed");
        return name;
      });
    const a = run("a", 60, true);
    const b = run("b", 60);
    // Small, but behind b: it waits its turn rather than slipping past (b would starve otherwise).
    const c = run("c", 10);
    // Larger than the whole budget: runs alone when its turn comes.
    const d = run("d", 500);
    await Promise.resolve();
    expect(started).toEqual(["a"]);
    expect(budget.inUse()).toBe(60);
    gates.a.open();
    await expect(a).rejects.toThrow("decode failed");
    await new Promise((r) => setImmediate(r));
    expect(started).toEqual(["a", "b", "c"]);
    expect(budget.inUse()).toBe(70);
    gates.b.open();
    gates.c.open();
    expect(await b).toBe("b");
    expect(await c).toBe("c");
    await new Promise((r) => setImmediate(r));
    expect(started).toEqual(["a", "b", "c", "d"]);
    expect(budget.inUse()).toBe(100);
    gates.d.open();
    expect(await d).toBe("d");
    expect(budget.inUse()).toBe(0);
  });
});

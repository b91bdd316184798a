import { afterEach, beforeEach, vi } from "vitest";

/** An unexpected console.error is a test failure (docs/decisions/0002-test-harness.md quality bar). */
let calls: unknown[][] = [];

beforeEach(() => {
  calls = [];
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    calls.push(args);
  });
});

afterEach(() => {
  vi.mocked(console.error).mockRestore();
  if (calls.length > 0) {
    const first = calls[0]!.map((a) => (a instanceof Error ? a.stack : String(a))).join(" ");
    throw new Error(`Unexpected console.error (${calls.length}x): ${first}`);
  }
});

import { describe, expect, it } from "vitest";
import { BATCH_HOLD_MS, BATCH_RECORDS, nextBatchSize } from "./import-batch";

describe("an import's batch size follows how long a batch held the database", () => {
  it("shrinks to what fits at once, and grows by at most a quarter a step", () => {
    // 100 records took four times the hold time: 25 would fit, and the next batch takes 25.
    expect(nextBatchSize(100, 100, 4 * BATCH_HOLD_MS)).toBe(25);
    // 100 records took a quarter of it: 400 would fit; the next takes 125.
    expect(nextBatchSize(100, 100, BATCH_HOLD_MS / 4)).toBe(125);
    // On target it stays.
    expect(nextBatchSize(100, 100, BATCH_HOLD_MS)).toBe(100);
  });

  it("stays within its bounds, and a batch of nothing changes nothing", () => {
    expect(nextBatchSize(BATCH_RECORDS.min, BATCH_RECORDS.min, 60_000)).toBe(BATCH_RECORDS.min);
    expect(nextBatchSize(BATCH_RECORDS.max, BATCH_RECORDS.max, 0)).toBe(BATCH_RECORDS.max);
    expect(nextBatchSize(80, 0, 5_000)).toBe(80);
  });
});

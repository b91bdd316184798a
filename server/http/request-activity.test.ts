import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { requestActivity } from "./request-activity";

describe("background work gives way to the requests being handled", () => {
  let clock = 0;
  beforeEach(() => {
    vi.useFakeTimers();
    clock = 0;
  });
  afterEach(() => vi.useRealTimers());
  const advance = async (ms: number) => {
    clock += ms;
    await vi.advanceTimersByTimeAsync(ms);
  };

  it("waits for the running requests to end, and not at all when none runs", async () => {
    const activity = requestActivity(() => clock);
    let done = false;
    await activity.settled(500);
    activity.begin();
    activity.begin();
    void activity.settled(500).then(() => (done = true));
    await advance(10);
    activity.end();
    await advance(10);
    expect(done).toBe(false);
    activity.end();
    await advance(0);
    expect(done).toBe(true);
    expect(activity.inFlight).toBe(0);
  });

  it("starts anyway after its longest wait when the server is never idle", async () => {
    const activity = requestActivity(() => clock);
    activity.begin();
    let done = false;
    void activity.settled(500).then(() => (done = true));
    await advance(499);
    expect(done).toBe(false);
    await advance(1);
    expect(done).toBe(true);
  });

  it("finds a quiet spell only after no request began or ended for that long", async () => {
    const activity = requestActivity(() => clock);
    activity.begin();
    let quiet: boolean | null = null;
    void activity.quiet(1000, 10_000).then((q) => (quiet = q));
    await advance(300);
    activity.end();
    await advance(900);
    expect(quiet).toBe(null);
    // A new request starts the spell again.
    activity.begin();
    activity.end();
    await advance(999);
    expect(quiet).toBe(null);
    await advance(1);
    expect(quiet).toBe(true);
  });

  it("answers false when no quiet spell came in time", async () => {
    const activity = requestActivity(() => clock);
    let quiet: boolean | null = null;
    activity.begin();
    void activity.quiet(1000, 2000).then((q) => (quiet = q));
    await advance(2000);
    expect(quiet).toBe(false);
  });
});

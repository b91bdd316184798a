import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../api-error";
import { Outbox, withServerIds, type OutboxEntry, type OutboxState } from "./outbox";

function memoryStorage(initial?: OutboxState) {
  let stored = initial ? structuredClone(initial) : undefined;
  return {
    load: async () => (stored ? structuredClone(stored) : undefined),
    save: async (state: OutboxState) => {
      stored = structuredClone(state);
    },
    get stored() {
      return stored;
    },
  };
}

let n = 0;
const entry = (path: string, extra: Partial<OutboxEntry> = {}): OutboxEntry => ({
  key: `k${++n}`,
  method: "POST",
  path,
  createdAt: 0,
  ...extra,
});
const offline = () => new ApiError("Network error", 0, { code: "NETWORK" });

afterEach(() => vi.useRealTimers());

describe("the outbox", () => {
  it("sends at once when it can and answers with the server's answer", async () => {
    const sent: string[] = [];
    const outbox = new Outbox(memoryStorage(), async (e) => {
      sent.push(`${e.key} ${e.path}`);
      return { id: 7 };
    });
    const outcome = await outbox.submit(entry("/api/pieces"));
    expect(outcome).toEqual({ kind: "sent", answer: { id: 7 } });
    expect(outbox.entries).toHaveLength(0);
    expect(sent).toHaveLength(1);
  });

  it("keeps a change through a failed connection, on the device, and sends it once with the same key later", async () => {
    vi.useFakeTimers();
    const storage = memoryStorage();
    const keys: string[] = [];
    let online = false;
    const outbox = new Outbox(storage, async (e) => {
      keys.push(e.key);
      if (!online) throw offline();
      return { id: 1 };
    });
    const first = await outbox.submit(entry("/api/pieces"));
    expect(first.kind).toBe("deferred");
    expect(storage.stored?.entries).toHaveLength(1);
    // A second change waits behind it without a request of its own.
    const second = await outbox.submit(entry("/api/inspirations"));
    expect(second.kind).toBe("deferred");
    online = true;
    await vi.advanceTimersByTimeAsync(1_000);
    expect(outbox.entries).toHaveLength(0);
    expect(storage.stored?.entries).toHaveLength(0);
    // Each key went out twice at most (the failed try, then the good one), and in order.
    expect(keys[keys.length - 2]).toBe(keys[0]);
    expect(new Set(keys).size).toBe(2);
  });

  it("drops a change the server refuses, tells about it, and sends the ones behind it", async () => {
    vi.useFakeTimers();
    let online = false;
    const refused: string[] = [];
    const sent: string[] = [];
    const outbox = new Outbox(
      memoryStorage(),
      async (e) => {
        if (!online) throw offline();
        if (e.path === "/bad") throw new ApiError("Name must be at most 200 characters", 400, { code: "INVALID_INPUT" });
        sent.push(e.path);
        return {};
      },
      { onRefused: (e, error) => refused.push(`${e.label}: ${error.message}`) },
    );
    await outbox.submit(entry("/bad", { label: "Mug" }));
    await outbox.submit(entry("/good"));
    online = true;
    await vi.advanceTimersByTimeAsync(1_000);
    expect(refused).toEqual(["Mug: Name must be at most 200 characters"]);
    expect(sent).toEqual(["/good"]);
    expect(outbox.entries).toHaveLength(0);
  });

  it("retries 'still in progress', 429 and 5xx, and pauses on 401 without dropping anything", async () => {
    vi.useFakeTimers();
    const answers = [
      new ApiError("busy", 409, { code: "IDEMPOTENCY_IN_PROGRESS" }),
      new ApiError("slow down", 429),
      new ApiError("oops", 503),
      new ApiError("Unauthorized", 401),
    ];
    const outbox = new Outbox(memoryStorage(), async () => {
      const next = answers.shift();
      if (next) throw next;
      return { id: 3 };
    });
    await outbox.submit(entry("/api/pieces"));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(outbox.isPaused).toBe(true);
    expect(outbox.entries).toHaveLength(1);
    outbox.resume();
    await vi.advanceTimersByTimeAsync(0);
    expect(outbox.entries).toHaveLength(0);
  });

  it("sends later changes that name a temporary id with the server's id", async () => {
    vi.useFakeTimers();
    let online = false;
    const sent: OutboxEntry[] = [];
    const mapped: string[] = [];
    const outbox = new Outbox(
      memoryStorage(),
      async (e) => {
        if (!online) throw offline();
        sent.push(e);
        return e.path === "/api/pieces" ? { id: 42 } : {};
      },
      { onIdMapped: (from, to) => mapped.push(`${from}→${to}`) },
    );
    const tempId = await outbox.nextTempId();
    expect(tempId).toBeLessThan(0);
    await outbox.submit(entry("/api/pieces", { tempId }));
    await outbox.submit(entry("/api/stage-history", { body: { pieceId: tempId, stage: "Trimmed", sizes: [3] } }));
    await outbox.submit(entry("/api/pieces/{id}", { method: "PATCH", params: { id: tempId }, body: { name: "Jug" } }));
    online = true;
    await vi.advanceTimersByTimeAsync(1_000);
    expect(mapped).toEqual([`${tempId}→42`]);
    expect(sent[1]!.body).toEqual({ pieceId: 42, stage: "Trimmed", sizes: [3] });
    expect(sent[2]!.params).toEqual({ id: 42 });
    expect(outbox.serverId(tempId)).toBe(42);
  });

  it("reads its queue back after a restart, and never hands out a temporary id twice", async () => {
    const storage = memoryStorage();
    const first = new Outbox(storage, async () => {
      throw offline();
    });
    first.stop();
    const a = await first.nextTempId();
    await first.submit(entry("/api/pieces"));
    const second = new Outbox(storage, async () => ({}));
    second.stop();
    await second.ready;
    expect(second.entries).toHaveLength(1);
    expect(await second.nextTempId()).toBeLessThan(a);
  });

  it("starts empty when the stored queue cannot be read", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const outbox = new Outbox({ load: async () => Promise.reject(new Error("corrupt")), save: async () => undefined }, async () => ({}));
    await outbox.ready;
    expect(outbox.entries).toHaveLength(0);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});

describe("withServerIds", () => {
  it("replaces only the temporary ids it knows", () => {
    expect(withServerIds({ id: -3, ids: [-3, -4, 5], name: "-3", n: 2 }, { "-3": 9 })).toEqual({ id: 9, ids: [9, -4, 5], name: "9", n: 2 });
  });
});

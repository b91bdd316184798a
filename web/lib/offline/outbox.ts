/**
 * The outbox (docs/decisions/0116-outbox.md): every change the app makes is stored on the device before it is sent,
 * then sent in order, once, with its own Idempotency-Key, so a lost answer or a retry never applies twice.
 *
 * - A change the server refuses (a 4xx other than 401, 408, 429 and "still in progress") leaves the queue with a
 *   message and never blocks the changes behind it.
 * - A network failure, 408, 429, 5xx or "still in progress" is retried with back-off; nothing is dropped.
 * - A 401 pauses the queue until the potter signs in again.
 * - Records created offline carry a temporary negative id; once the create is accepted, later changes naming that id
 *   are sent with the server's id (the id map is kept with the queue).
 *
 * This module is the queue alone (storage and sending are passed in), so unit tests drive it without a browser.
 */
import { ApiError } from "../api-error";

export interface OutboxEntry {
  /** The entry's Idempotency-Key: a UUID, the same on every attempt. */
  key: string;
  method: string;
  /** The path template, e.g. /api/pieces/{id}; ids are filled in at send time from `params`. */
  path: string;
  params?: Record<string, string | number>;
  query?: Record<string, string | number | boolean | null | undefined>;
  body?: unknown;
  /** The temporary id a create's answer was given offline; mapped to the server's id once it is accepted. */
  tempId?: number;
  /** What the change concerns, for the message when the server refuses it. */
  label?: string;
  createdAt: number;
}

export interface OutboxState {
  entries: OutboxEntry[];
  /** Temporary id → the server's id. */
  idMap: Record<string, number>;
  nextTempId: number;
}

export interface OutboxStorage {
  load(): Promise<OutboxState | undefined>;
  save(state: OutboxState): Promise<void>;
}

export type Send = (entry: OutboxEntry) => Promise<unknown>;

export type Outcome =
  | { kind: "sent"; answer: unknown }
  | { kind: "refused"; error: ApiError }
  /** Not sent yet (no connection, or changes ahead of it are waiting); it stays queued. */
  | { kind: "deferred"; error: unknown };

export interface OutboxEvents {
  /** A change sent after its caller had moved on was refused: tell the potter. */
  onRefused?: (entry: OutboxEntry, error: ApiError) => void;
  /** A temporary id now has the server's id. */
  onIdMapped?: (tempId: number, id: number) => void;
  /** The queue emptied after sending changes in the background: time to show the server's state. */
  onDrained?: () => void;
  onChange?: () => void;
}

const BACKOFF_MS = [1_000, 2_000, 4_000, 8_000, 15_000, 30_000];

/** The server said no for good: the change leaves the queue. Everything else is worth another try. */
export function isRefusal(error: unknown): error is ApiError {
  if (!(error instanceof ApiError)) return false;
  if (error.code === "IDEMPOTENCY_IN_PROGRESS") return false;
  return error.status >= 400 && error.status < 500 && ![401, 408, 429].includes(error.status);
}

const isUnauthorised = (error: unknown) => error instanceof ApiError && error.status === 401;

/** Replaces temporary ids (negative numbers the map knows) in a call's params and body. */
export function withServerIds<T>(value: T, idMap: Record<string, number>): T {
  if (typeof value === "number") return (value < 0 && idMap[value] !== undefined ? idMap[value] : value) as T;
  if (typeof value === "string" && /^-[0-9]+$/.test(value)) return (idMap[value] !== undefined ? String(idMap[value]) : value) as T;
  if (Array.isArray(value)) return value.map((item) => withServerIds(item, idMap)) as T;
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withServerIds(v, idMap)])) as T;
  }
  return value;
}

export class Outbox {
  private state: OutboxState = { entries: [], idMap: {}, nextTempId: -1 };
  private readonly waiters = new Map<string, (outcome: Outcome) => void>();
  private running = false;
  private paused = false;
  private failures = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;
  /** Whether changes were sent after their callers moved on, so the screens should re-read the server. */
  private backgroundWork = false;
  private saving: Promise<void> = Promise.resolve();
  readonly ready: Promise<void>;

  constructor(
    private readonly storage: OutboxStorage,
    private readonly send: Send,
    private readonly events: OutboxEvents = {},
  ) {
    this.ready = storage
      .load()
      .then((stored) => {
        if (stored && Array.isArray(stored.entries)) this.state = { ...this.state, ...stored };
      })
      .catch((error: unknown) => {
        // A store that cannot be read must never block start-up: the app starts with an empty outbox instead.
        console.warn("The outbox on this device could not be read; starting empty.", error);
      });
  }

  get entries(): readonly OutboxEntry[] {
    return this.state.entries;
  }

  get isPaused(): boolean {
    return this.paused;
  }

  /** Changes are waiting for the connection or a sign-in (not just on their way). */
  get isWaiting(): boolean {
    return this.state.entries.length > 0 && (this.paused || this.failures > 0);
  }

  /** A fresh temporary id, never handed out twice on this device for this account. */
  async nextTempId(): Promise<number> {
    await this.ready;
    const id = this.state.nextTempId;
    this.state.nextTempId = id - 1;
    await this.persist();
    return id;
  }

  serverId(id: number): number {
    return this.state.idMap[id] ?? id;
  }

  /** Queues a change (stored before anything is sent) and tells how its first attempt went. */
  async submit(entry: OutboxEntry): Promise<Outcome> {
    await this.ready;
    // Paused (signed out), or waiting for the connection: the change queues without a request of its own.
    const behindFailures = this.paused || (this.state.entries.length > 0 && this.failures > 0);
    this.state.entries.push(entry);
    await this.persist();
    const outcome = new Promise<Outcome>((resolve) => this.waiters.set(entry.key, resolve));
    if (behindFailures) this.settle(entry.key, { kind: "deferred", error: new ApiError("Waiting for a connection", 0, { code: "NETWORK" }) });
    else void this.flush();
    return outcome;
  }

  /** Takes a change back out before it is sent (a call that cannot wait offline). */
  async withdraw(key: string): Promise<void> {
    const before = this.state.entries.length;
    this.state.entries = this.state.entries.filter((e) => e.key !== key);
    if (this.state.entries.length !== before) await this.persist();
  }

  /** Sends what is queued, in order; safe to call any time (a second call while sending does nothing). */
  async flush(): Promise<void> {
    await this.ready;
    if (this.running || this.paused) return;
    this.running = true;
    clearTimeout(this.timer);
    try {
      while (this.state.entries.length > 0 && !this.paused) {
        const entry = this.state.entries[0]!;
        const resolved = { ...entry, params: withServerIds(entry.params, this.state.idMap), body: withServerIds(entry.body, this.state.idMap) };
        try {
          const answer = await this.send(resolved);
          const id = (answer as { id?: unknown } | undefined)?.id;
          if (entry.tempId !== undefined && typeof id === "number") {
            this.state.idMap[entry.tempId] = id;
            this.events.onIdMapped?.(entry.tempId, id);
          }
          await this.remove(entry);
          this.failures = 0;
          this.settle(entry.key, { kind: "sent", answer });
        } catch (error) {
          if (isRefusal(error)) {
            await this.remove(entry);
            if (!this.settle(entry.key, { kind: "refused", error })) this.events.onRefused?.(entry, error);
            continue;
          }
          if (isUnauthorised(error)) this.paused = true;
          else this.failures += 1;
          // Every change still queued waits behind this one; their callers go on with what the screen shows.
          for (const waiting of this.state.entries) this.settle(waiting.key, { kind: "deferred", error });
          if (!this.paused) this.retryLater();
          return;
        }
      }
    } finally {
      this.running = false;
      this.events.onChange?.();
    }
    if (this.state.entries.length === 0 && this.backgroundWork) {
      this.backgroundWork = false;
      this.events.onDrained?.();
    }
  }

  /** After sign-in again, or when the connection returns: try now rather than at the next back-off step. */
  resume(): void {
    this.paused = false;
    this.failures = Math.min(this.failures, 1);
    void this.flush();
  }

  /** Everything for this account leaves the device (sign-out, account deletion). */
  async clear(): Promise<void> {
    clearTimeout(this.timer);
    for (const entry of this.state.entries) this.settle(entry.key, { kind: "deferred", error: new ApiError("Signed out", 0) });
    this.state = { entries: [], idMap: {}, nextTempId: -1 };
    await this.persist();
  }

  stop(): void {
    clearTimeout(this.timer);
    this.paused = true;
  }

  private retryLater(): void {
    clearTimeout(this.timer);
    const delay = BACKOFF_MS[Math.min(this.failures - 1, BACKOFF_MS.length - 1)] ?? BACKOFF_MS[0];
    this.timer = setTimeout(() => void this.flush(), delay);
  }

  /** Returns false when nobody waited any more (the change was sent in the background). */
  private settle(key: string, outcome: Outcome): boolean {
    const waiter = this.waiters.get(key);
    if (!waiter) {
      if (outcome.kind !== "deferred") this.backgroundWork = true;
      return false;
    }
    this.waiters.delete(key);
    if (outcome.kind === "deferred") this.backgroundWork = true;
    waiter(outcome);
    return true;
  }

  private async remove(entry: OutboxEntry): Promise<void> {
    this.state.entries = this.state.entries.filter((e) => e.key !== entry.key);
    await this.persist();
  }

  private persist(): Promise<void> {
    const snapshot = structuredClone(this.state);
    this.saving = this.saving.then(() => this.storage.save(snapshot)).catch((error: unknown) => {
      console.warn("The outbox could not be stored on this device.", error);
    });
    this.events.onChange?.();
    return this.saving;
  }
}

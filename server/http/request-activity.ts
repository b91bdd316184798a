/**
 * How busy the server is with potters' requests, for the work that should give way to them
 * (docs/decisions/0240-background-work-gives-way.md): an import's next batch waits until no request is being
 * handled, and the embedded database's upkeep waits for a quiet spell. On PGlite this is what keeps another potter's
 * call from waiting behind a job: the database runs in this process and answers one statement at a time in arrival
 * order, so a request that needs three statements would otherwise wait for three of the job's batches, one per
 * statement. Every wait has a bound, so a server that is never idle still gets its jobs done.
 */

export interface RequestActivity {
  /** Requests whose handler is running now. */
  readonly inFlight: number;
  begin(): void;
  end(): void;
  /** Resolves once no request is being handled (at once when none is), or after `maxWaitMs` regardless. */
  settled(maxWaitMs: number): Promise<void>;
  /**
   * Resolves true once no request has begun or ended for `quietMs` (and none is running), or false after
   * `maxWaitMs` without such a spell.
   */
  quiet(quietMs: number, maxWaitMs: number): Promise<boolean>;
}

export function requestActivity(now: () => number = () => performance.now()): RequestActivity {
  let inFlight = 0;
  let lastAt = Number.NEGATIVE_INFINITY;
  let waiters: (() => void)[] = [];
  const wake = () => {
    const waiting = waiters;
    waiters = [];
    for (const resolve of waiting) resolve();
  };
  /** Resolves when the next request ends with none left running, or after `ms`; answers whether it timed out. */
  const idleOrTimeout = (ms: number) =>
    new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => {
        waiters = waiters.filter((w) => w !== onIdle);
        resolve(true);
      }, Math.max(0, ms));
      const onIdle = () => {
        clearTimeout(timer);
        resolve(false);
      };
      waiters.push(onIdle);
    });
  return {
    get inFlight() {
      return inFlight;
    },
    begin() {
      inFlight++;
      lastAt = now();
    },
    end() {
      inFlight = Math.max(0, inFlight - 1);
      lastAt = now();
      if (inFlight === 0) wake();
    },
    async settled(maxWaitMs) {
      if (inFlight > 0) await idleOrTimeout(maxWaitMs);
    },
    async quiet(quietMs, maxWaitMs) {
      const deadline = now() + maxWaitMs;
      for (;;) {
        const left = deadline - now();
        if (inFlight === 0 && now() - lastAt >= quietMs) return true;
        if (left <= 0) return false;
        // Busy: wait for the requests to end; idle but recent: wait out the rest of the spell (a request may start it again).
        if (inFlight > 0) await idleOrTimeout(left);
        else await new Promise((r) => setTimeout(r, Math.min(left, quietMs - (now() - lastAt))));
      }
    },
  };
}

/**
 * Bounded decode memory (docs/decisions/0067-photo-processing-limit.md): every decode first
 * reserves its estimated bytes from one budget per server, and waits in arrival order while the budget is spent.
 * So a burst of hostile-but-allowed images runs one after another instead of side by side, and a small photo
 * behind them waits for memory, not for a queue of CPU slots.
 */

export interface ByteBudget {
  run<T>(bytes: number, task: () => Promise<T>): Promise<T>;
  /** Bytes reserved right now (for tests and the benchmark). */
  inUse(): number;
}

export function createByteBudget(total: number): ByteBudget {
  let used = 0;
  const waiting: { bytes: number; start: () => void }[] = [];

  function pump(): void {
    // First come, first served: a big decode at the head is not starved by small ones slipping past it.
    while (waiting.length > 0 && used + waiting[0]!.bytes <= total) {
      const next = waiting.shift()!;
      used += next.bytes;
      next.start();
    }
  }

  return {
    async run(bytes, task) {
      // One decode larger than the whole budget (allowed by the per-image bound) runs alone.
      const want = Math.min(Math.max(0, bytes), total);
      if (waiting.length === 0 && used + want <= total) used += want;
      else await new Promise<void>((start) => waiting.push({ bytes: want, start }));
      try {
        return await task();
      } finally {
        used -= want;
        pump();
      }
    },
    inUse: () => used,
  };
}

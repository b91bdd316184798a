/**
 * At most a few photos are decoded at once per server. libvips already spreads one image over every core, so
 * running more side by side only makes every upload in a burst finish late together (and multiplies memory);
 * queueing them lets the first ones finish first.
 */
import os from "node:os";

export function createLimiter(concurrency: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (active >= concurrency) await new Promise<void>((resolve) => waiting.push(resolve));
    else active += 1;
    try {
      return await task();
    } finally {
      // Hand the slot straight to the next waiter, or free it.
      const next = waiting.shift();
      if (next) next();
      else active -= 1;
    }
  };
}

/** One decode per core. */
export const limitPhotoWork = createLimiter(Math.max(1, os.availableParallelism()));

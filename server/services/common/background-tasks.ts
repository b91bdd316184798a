/**
 * Fire-and-forget work that must not hold up an answer (the reset mail: answering before it is made keeps known and
 * unknown addresses alike, ASVS 6.3.8 in docs/security.md). Each task starts after the current request has answered,
 * logs its own failure, and is tracked so tests and a shutdown can wait for what is still running.
 */
import type { Logger } from "../../logger";

const running = new Set<Promise<void>>();

export function runInBackground(logger: Logger, what: string, task: () => Promise<void>): void {
  const done = new Promise<void>((resolve) => {
    // setImmediate: the request's answer is built first; the task never shares its time.
    setImmediate(() => {
      task()
        .catch((err: unknown) => logger.error({ err: err instanceof Error ? err.message : String(err) }, `${what} failed`))
        .finally(resolve);
    });
  });
  running.add(done);
  void done.finally(() => running.delete(done));
}

/** Resolves once every task started so far (and any they started) has finished. */
export async function settleBackgroundTasks(): Promise<void> {
  while (running.size > 0) await Promise.all([...running]);
}

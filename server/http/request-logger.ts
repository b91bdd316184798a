/**
 * The request's id and logger, made on first use (docs/decisions/0107-request-path-and-prepared-statements.md). pino's
 * `child()` serialises and redacts its bindings each time, and a random id costs too: most requests need neither, since
 * their one log line (written by server/app.ts when the level allows) carries the id itself.
 */
import type { Context } from "hono";
import type { AppEnv } from "../context";
import type { Logger } from "../logger";

/** The caller's X-Request-Id (up to 64 characters) or a new one; the same for the whole request. */
export function requestIdOf(c: Context<AppEnv>): string {
  let id = c.get("requestId");
  if (id === undefined) {
    id = c.req.header("x-request-id")?.slice(0, 64) || crypto.randomUUID();
    c.set("requestId", id);
  }
  return id;
}

/** A logger whose lines carry the request's id. */
export function requestLogger(c: Context<AppEnv>): Logger {
  let logger = c.get("logger");
  if (logger === undefined) {
    logger = c.get("deps").logger.child({ reqId: requestIdOf(c) });
    c.set("logger", logger);
  }
  return logger;
}

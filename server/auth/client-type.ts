import type { Context } from "hono";
import { AUTH_TOKEN_HEADER, CLIENT_TYPE_HEADER, MOBILE_CLIENT_TYPE } from "../../contract/auth/schemas";
import type { AppEnv } from "../context";
import { RateLimitedError } from "../errors";

/** product.md#r9: native clients mark their calls with X-Client-Type: mobile (X-Client-Platform says which store). */
export function isNativeClient(c: Context<AppEnv>): boolean {
  return c.req.header(CLIENT_TYPE_HEADER)?.trim().toLowerCase() === MOBILE_CLIENT_TYPE;
}

export function setAuthTokenHeader(c: Context<AppEnv>, accessToken: string): void {
  c.header(AUTH_TOKEN_HEADER, accessToken);
}

/** Runs a rate-limited step; a 429 also says when to try again (Retry-After). */
export async function withRetryAfter<T>(c: Context<AppEnv>, step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (err) {
    if (err instanceof RateLimitedError) c.header("Retry-After", String(err.retryAfterSeconds));
    throw err;
  }
}

/**
 * The one table of error codes, read by the server (server/errors.ts sets `code` on every error answer) and by the
 * web client (web/lib/api-error.ts), so the web branches on a code such as TRIAL_ENDED instead of matching message text.
 * Every error answer is `{ message, code, errors? }` (product.md#r6). Zod-free: the app shell may import it.
 */
export const ERROR_CODES = {
  /** Bad input: `message` is the first problem, `errors` names each field (400). */
  INVALID_INPUT: 400,
  /** Not signed in, or the session or token has ended (401). */
  NOT_SIGNED_IN: 401,
  /** The account this token belonged to was deleted (401); the native app forgets its stored sign-in. */
  USER_GONE: 401,
  /** The free trial has ended, or the account is canceled: content calls answer 402 (product.md#r12). */
  TRIAL_ENDED: 402,
  /** A request from another site, refused by the CSRF check (403). */
  FORBIDDEN: 403,
  /** Missing, or belonging to another potter: the two are never told apart (404). */
  NOT_FOUND: 404,
  /** The request clashes with what is stored, e.g. a duplicate or a promo code already used (409). */
  CONFLICT: 409,
  /** A request with the same Idempotency-Key is still running: try again shortly (409, decision 0112). */
  IDEMPOTENCY_IN_PROGRESS: 409,
  /** The body or a file is over its size limit (413). */
  TOO_LARGE: 413,
  /** The request is understood but cannot be applied (422). */
  UNPROCESSABLE: 422,
  /** The Idempotency-Key was already used for a different request (method, path or body) (422, decision 0112). */
  IDEMPOTENCY_KEY_REUSED: 422,
  /** Too many attempts: wait and try again (429). */
  TOO_MANY_ATTEMPTS: 429,
  /** Something failed inside the server; nothing internal is told (500). */
  INTERNAL: 500,
  /** A service the call needs (database, payments) is not available now (503). */
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

/** The code an error answer gets when the thrower named none: the one listed first for its status. */
export function defaultErrorCode(status: number): ErrorCode {
  for (const [code, codeStatus] of Object.entries(ERROR_CODES) as [ErrorCode, number][]) {
    if (codeStatus === status) return code;
  }
  if (status >= 500) return "INTERNAL";
  return "INVALID_INPUT";
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === "string" && Object.hasOwn(ERROR_CODES, value);
}

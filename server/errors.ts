/**
 * One error type for every failure a caller should see (product.md#r6). Anything else is a 500 with a generic text.
 * Every answer carries a code from contract/common/errors.ts, the table the web client reads too.
 */
import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { ZodError } from "zod";
import { defaultErrorCode, type ErrorCode } from "../contract/common/errors";
import { GENERIC_MESSAGES, type ErrorBody } from "../contract/common/schemas";
import { requestLogger } from "./http/request-logger";

export class AppError extends Error {
  readonly code: ErrorCode;

  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly fields?: Record<string, string>,
    code?: ErrorCode,
  ) {
    super(message);
    this.name = "AppError";
    this.code = code ?? defaultErrorCode(status);
  }

  static badRequest(message: string, fields?: Record<string, string>) {
    return new AppError(400, message, fields);
  }
  static notFound(message: string = GENERIC_MESSAGES.notFound) {
    return new AppError(404, message);
  }
  static unauthorized(message: string = GENERIC_MESSAGES.unauthorized) {
    return new AppError(401, message);
  }
  static conflict(message: string) {
    return new AppError(409, message);
  }
}

/** Too many attempts (a rate limit): a 429 that also says when to try again (Retry-After, set by the route). */
export class RateLimitedError extends AppError {
  constructor(
    readonly retryAfterSeconds: number,
    message: string = GENERIC_MESSAGES.tooManyAttempts,
  ) {
    super(429, message);
  }
}

export function errorBody(err: AppError): ErrorBody {
  const body: ErrorBody = { message: err.message, code: err.code };
  if (err.fields && Object.keys(err.fields).length > 0) body.errors = err.fields;
  return body;
}

/** Turns zod issues into product.md#r6's { message, errors }: the first issue's text is the message. */
export function fromZodError(error: ZodError): AppError {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.join(".") : "_";
    if (!(key in fields)) fields[key] = issue.message;
  }
  const first = error.issues[0]?.message ?? GENERIC_MESSAGES.invalidInput;
  return new AppError(400, first, fields);
}

/** Maps any thrown value to a response; internal details only go to the log. */
export function handleError(err: unknown, c: Context): Response {
  if (err instanceof AppError) return c.json(errorBody(err), err.status);
  if (err instanceof ZodError) {
    const appError = fromZodError(err);
    return c.json(errorBody(appError), appError.status);
  }
  if (err instanceof HTTPException) {
    // A missing or foreign content type is bad input like any other (400), never a bare 415.
    const status = err.status === 415 ? 400 : err.status;
    const message =
      err.status === 415
        ? GENERIC_MESSAGES.unsupportedType
        : status === 413
          ? GENERIC_MESSAGES.tooLarge
          : status >= 500
            ? GENERIC_MESSAGES.internal
            : /malformed json/i.test(err.message)
              ? GENERIC_MESSAGES.invalidJson
              : err.message || "Bad request";
    return c.json({ message, code: defaultErrorCode(status) }, status);
  }
  // deps is there for every request that reached the app; without it (a test calling this alone) nothing is logged.
  if (c.get("deps" as never)) requestLogger(c as never).error({ err }, "unhandled error");
  return c.json({ message: GENERIC_MESSAGES.internal, code: "INTERNAL" }, 500);
}

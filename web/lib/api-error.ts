import type { ErrorCode } from "../../contract/common/errors";

/**
 * What went wrong, as a code the web can branch on: the server's code (contract/common/errors.ts, the table the
 * server uses too), or one of the client's own for failures that never reached the server's JSON error body.
 */
export type ApiErrorCode = ErrorCode | "NETWORK" | "TIMEOUT" | "INVALID_JSON" | "INVALID_REQUEST";

/** Every failed request throws this; `status` is 0 when no HTTP answer arrived. */
export class ApiError extends Error {
  status: number;
  errors?: Record<string, string>;
  code?: ApiErrorCode;

  constructor(message: string, status: number, options: { errors?: Record<string, string>; code?: ApiErrorCode } = {}) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.errors = options.errors;
    this.code = options.code;
  }
}

/** True for failures worth retrying: no answer at all (offline, DNS, time-out). */
export function isNetworkError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 0 && (error.code === "NETWORK" || error.code === "TIMEOUT");
}

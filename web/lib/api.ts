import type { QueryFunction, QueryKey } from "@tanstack/react-query";
import { TIMINGS } from "../../contract/app";
import { API_TEXTS } from "./api-texts";

export { API_TEXTS };

/** Machine-readable kinds for failures that never reached the server's JSON error body. */
export type ApiErrorCode = "NETWORK" | "TIMEOUT" | "INVALID_JSON" | "INVALID_REQUEST" | (string & {});

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

export type QueryParams = Record<string, string | number | boolean | null | undefined>;

/** What a decorator may change before a request leaves: the native layer adds bearer tokens and client headers here. */
export interface OutgoingRequest {
  method: string;
  path: string;
  headers: Headers;
}
export type RequestDecorator = (request: OutgoingRequest) => void | Promise<void>;

let baseUrl = "";
let decorator: RequestDecorator | null = null;

/** Web uses relative URLs (empty base); native builds set the configured APP_URL here once at start-up. */
export function setApiBaseUrl(url: string): void {
  baseUrl = url.replace(/\/+$/, "");
}

/** The one place to add auth/marker headers (spec 000 §7); pass null to remove. */
export function setRequestDecorator(next: RequestDecorator | null): void {
  decorator = next;
}

export function buildUrl(path: string, query?: QueryParams): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== null && value !== undefined) search.append(key, String(value));
  }
  const qs = search.toString();
  return `${baseUrl}${path}${qs ? (path.includes("?") ? "&" : "?") + qs : ""}`;
}

/** Lets the connectivity banner react to failures without every screen wiring it up (spec 000 §4). */
function announceConnectivityError(message: string): void {
  if (typeof window !== "undefined") {
    window.dispatchEvent(new CustomEvent("api:connectivity-error", { detail: { message } }));
  }
}

interface RequestOptions {
  query?: QueryParams;
  body?: unknown;
  formData?: FormData;
  signal?: AbortSignal;
}

function serialiseBody(body: unknown): string {
  try {
    return JSON.stringify(body);
  } catch {
    throw new ApiError(API_TEXTS.invalidRequestData, 0, { code: "INVALID_REQUEST" });
  }
}

async function readError(response: Response): Promise<ApiError> {
  let message = `${response.status} ${response.statusText}`.trim();
  let errors: Record<string, string> | undefined;
  let code: string | undefined;
  try {
    const data: unknown = await response.json();
    if (data && typeof data === "object") {
      const body = data as { message?: unknown; errors?: unknown; code?: unknown };
      if (typeof body.message === "string" && body.message) message = body.message;
      if (body.errors && typeof body.errors === "object") errors = body.errors as Record<string, string>;
      if (typeof body.code === "string") code = body.code;
    }
  } catch {
    // Non-JSON error bodies (proxies, HTML pages) fall back to the status line.
  }
  return new ApiError(message, response.status, { errors, code });
}

async function readJson<T>(response: Response): Promise<T> {
  const text = await response.text();
  if (!text) return undefined as T;
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new ApiError(API_TEXTS.invalidJson, response.status, { code: "INVALID_JSON" });
  }
}

async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const headers = new Headers({ Accept: "application/json" });
  let body: BodyInit | undefined;
  if (options.formData) {
    // The browser sets the multipart boundary itself.
    body = options.formData;
  } else if (options.body !== undefined) {
    headers.set("Content-Type", "application/json");
    body = serialiseBody(options.body);
  }
  if (decorator) await decorator({ method, path, headers });

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, TIMINGS.requestTimeoutMs);
  const onCallerAbort = () => controller.abort();
  options.signal?.addEventListener("abort", onCallerAbort, { once: true });

  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method,
      headers,
      body,
      credentials: "include",
      signal: controller.signal,
    });
  } catch (error) {
    // A caller's own cancellation (e.g. TanStack Query unmount) is not a connectivity problem.
    if (!timedOut && options.signal?.aborted) throw error;
    const apiError = timedOut
      ? new ApiError(API_TEXTS.timeout, 0, { code: "TIMEOUT" })
      : new ApiError(API_TEXTS.network, 0, { code: "NETWORK" });
    announceConnectivityError(apiError.message);
    throw apiError;
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener("abort", onCallerAbort);
  }

  if (!response.ok) throw await readError(response);
  return readJson<T>(response);
}

export const api = {
  get: <T>(path: string, query?: QueryParams, signal?: AbortSignal) => request<T>("GET", path, { query, signal }),
  post: <T>(path: string, body?: unknown) => request<T>("POST", path, { body }),
  patch: <T>(path: string, body?: unknown) => request<T>("PATCH", path, { body }),
  put: <T>(path: string, body?: unknown) => request<T>("PUT", path, { body }),
  delete: <T>(path: string, body?: unknown) => request<T>("DELETE", path, { body }),
};

/** Multipart upload (e.g. POST /api/uploads with `files`); same error and time-out rules as JSON calls. */
export function apiUpload<T>(path: string, formData: FormData): Promise<T> {
  return request<T>("POST", path, { formData });
}

function splitKey(queryKey: QueryKey): { path: string; params?: QueryParams } {
  const [path, params] = queryKey;
  if (typeof path !== "string") throw new Error("Query keys must start with an API path");
  return { path, params: params && typeof params === "object" ? (params as QueryParams) : undefined };
}

/**
 * Query-style GET (spec 000 §7): key `[path, params?]` becomes path + query string.
 * Use `queryFnReturningNullOn401` where signed-out is a normal state rather than an error.
 */
export const queryFn: QueryFunction = ({ queryKey, signal }) => {
  const { path, params } = splitKey(queryKey);
  return request<unknown>("GET", path, { query: params, signal });
};

export const queryFnReturningNullOn401: QueryFunction = async (context) => {
  try {
    return await queryFn(context);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
};

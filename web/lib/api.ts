/**
 * The raw client: one request to the API with the session, a time-out and errors as ApiError. Only web/lib and each
 * area's API module call it (docs/architecture.md); screens use their area's hooks.
 */
import { isErrorCode, type ErrorCode } from "../../contract/common/errors";
import { TIMINGS } from "../../contract/app/constants";
import { ApiError } from "./api-error";
import { API_TEXTS } from "./api-texts";
import { buildUrl, type QueryParams } from "./api-url";

/** What a decorator may change before a request leaves: the native layer adds bearer tokens and client headers here. */
export interface OutgoingRequest {
  method: string;
  path: string;
  headers: Headers;
}
export type RequestDecorator = (request: OutgoingRequest) => void | Promise<void>;

let decorator: RequestDecorator | null = null;

/** A request handed to the native HTTP plugin when the WebView's fetch fails with 'Load failed'. */
export interface FallbackRequest {
  url: string;
  method: string;
  headers: Headers;
  body?: string;
}

/** How the native app changes the transport (product.md#r30, product.md#r34); the web build leaves all of it unset. */
export interface NativeTransport {
  /** Native calls authenticate by bearer token only: cookies are never sent cross-origin (product.md#r25). */
  credentials: RequestCredentials;
  /** Retries a 'Load failed' fetch through the native HTTP plugin. */
  loadFailedFallback?: (request: FallbackRequest) => Promise<Response>;
  /** 'User account no longer exists' with a 401: the native app clears its stored auth. */
  onUserGone?: () => void;
}

const WEB_TRANSPORT: NativeTransport = { credentials: "include" };
let transport: NativeTransport = WEB_TRANSPORT;

/** Installed once by the native runtime (web/lib/native); pass null to go back to the web defaults. */
export function setNativeTransport(next: NativeTransport | null): void {
  transport = next ?? WEB_TRANSPORT;
}

/** product.md#r34: the server's answer when the token's account was deleted. */
export const USER_GONE_MESSAGE = "User account no longer exists";

/** Safari/WKWebView's wording for a fetch that never reached the server. */
export function isLoadFailed(error: unknown): boolean {
  return error instanceof TypeError && /load failed/i.test(error.message);
}

/** The one place to add auth/marker headers (product.md#r30); pass null to remove. */
export function setRequestDecorator(next: RequestDecorator | null): void {
  decorator = next;
}

/** Lets the connectivity banner react to failures without every screen wiring it up (product.md#r41). */
function announceConnectivityError(message: string): void {
  if (typeof window !== "undefined") {
    window.dispatchEvent(new CustomEvent("api:connectivity-error", { detail: { message } }));
  }
}

export interface RequestOptions {
  query?: QueryParams;
  body?: unknown;
  formData?: FormData;
  signal?: AbortSignal;
  /** Extra request headers (the outbox's Idempotency-Key). */
  headers?: Record<string, string>;
  /** Longer than the usual time-out, for a large upload (an import of up to 500 MB). */
  timeoutMs?: number;
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
  let code: ErrorCode | undefined;
  try {
    const data: unknown = await response.json();
    if (data && typeof data === "object") {
      const body = data as { message?: unknown; errors?: unknown; code?: unknown };
      if (typeof body.message === "string" && body.message) message = body.message;
      if (body.errors && typeof body.errors === "object") errors = body.errors as Record<string, string>;
      if (isErrorCode(body.code)) code = body.code;
    }
  } catch {
    // Non-JSON error bodies (proxies, HTML pages) fall back to the status line.
  }
  return new ApiError(message, response.status, { errors, code });
}

/**
 * Answers that are files (a label PDF, an export, a CSV, the market days' calendar): the call answers a Blob, as the
 * route table's "binary" says.
 */
const FILE_TYPES = /^(application\/(pdf|zip|octet-stream)|text\/(csv|calendar))\b/i;

async function readJson<T>(response: Response): Promise<T> {
  if (FILE_TYPES.test(response.headers.get("content-type") ?? "")) return (await response.blob()) as T;
  const text = await response.text();
  if (!text) return undefined as T;
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new ApiError(API_TEXTS.invalidJson, response.status, { code: "INVALID_JSON" });
  }
}

/**
 * Answers the served page carried for the first screen's reads (docs/decisions/0163-first-answers-in-the-page.md), by
 * address. Each is used once, and only in the first seconds: the screen asks at once, and any later read asks the API.
 */
const pageAnswers = new Map<string, unknown>();
const PAGE_ANSWERS_MS = 10_000;

export function primePageAnswers(answers: Record<string, unknown>): void {
  for (const [url, answer] of Object.entries(answers)) pageAnswers.set(url, answer);
  setTimeout(() => pageAnswers.clear(), PAGE_ANSWERS_MS);
}

export async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  if (method === "GET" && pageAnswers.size > 0) {
    const url = buildUrl(path, options.query);
    if (pageAnswers.has(url)) {
      const answer = pageAnswers.get(url);
      pageAnswers.delete(url);
      return answer as T;
    }
  }
  const headers = new Headers({ Accept: "application/json", ...options.headers });
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
  }, options.timeoutMs ?? TIMINGS.requestTimeoutMs);
  const onCallerAbort = () => controller.abort();
  options.signal?.addEventListener("abort", onCallerAbort, { once: true });

  const url = buildUrl(path, options.query);
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      body,
      credentials: transport.credentials,
      signal: controller.signal,
    });
  } catch (error) {
    // A caller's own cancellation (e.g. TanStack Query unmount) is not a connectivity problem.
    if (!timedOut && options.signal?.aborted) throw error;
    const fallback = transport.loadFailedFallback;
    if (!timedOut && fallback && isLoadFailed(error) && typeof body !== "object") {
      try {
        response = await fallback({ url, method, headers, body });
      } catch {
        throw failedRequest(false);
      }
    } else {
      throw failedRequest(timedOut);
    }
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener("abort", onCallerAbort);
  }

  if (!response.ok) {
    const error = await readError(response);
    if (error.status === 401 && error.message === USER_GONE_MESSAGE) transport.onUserGone?.();
    throw error;
  }
  return readJson<T>(response);
}

function failedRequest(timedOut: boolean): ApiError {
  const apiError = timedOut ? new ApiError(API_TEXTS.timeout, 0, { code: "TIMEOUT" }) : new ApiError(API_TEXTS.network, 0, { code: "NETWORK" });
  announceConnectivityError(apiError.message);
  return apiError;
}

export const api = {
  get: <T>(path: string, query?: QueryParams, signal?: AbortSignal) => request<T>("GET", path, { query, signal }),
  post: <T>(path: string, body?: unknown) => request<T>("POST", path, { body }),
  patch: <T>(path: string, body?: unknown) => request<T>("PATCH", path, { body }),
  put: <T>(path: string, body?: unknown) => request<T>("PUT", path, { body }),
  delete: <T>(path: string, body?: unknown) => request<T>("DELETE", path, { body }),
};

/**
 * For transports fetch cannot replace (XMLHttpRequest, for upload progress): the same address, decorated
 * headers (bearer token on native) and credentials a JSON call would use.
 */
export async function prepareRawRequest(
  method: string,
  path: string,
): Promise<{ url: string; headers: Headers; credentials: RequestCredentials }> {
  const headers = new Headers({ Accept: "application/json" });
  if (decorator) await decorator({ method, path, headers });
  return { url: buildUrl(path), headers, credentials: transport.credentials };
}

/**
 * The connectivity check of the mobile app (spec 000 §7): GET /api/trial-status, then /api/health, then
 * /health, each without caches and with an 8 s time-out. Any 2xx means connected; all failing, disconnected.
 */
import { TIMINGS } from "../../../contract/app/constants";

export const CONNECTIVITY_PATHS = ["/api/trial-status", "/api/health", "/health"] as const;

export interface CheckResult {
  connected: boolean;
  /** Why the last path failed, for the banner's details and the indicator's tooltip. */
  error: string | null;
}

export interface CheckOptions {
  baseUrl: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
  /** Adds the native headers (bearer token, D9 markers) before each call. */
  decorate?: (path: string, headers: Headers) => Promise<void>;
}

async function probe(path: string, options: CheckOptions): Promise<string | null> {
  const timeoutMs = options.timeoutMs ?? TIMINGS.connectivityTimeoutMs;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const headers = new Headers({ "Cache-Control": "no-cache", Pragma: "no-cache", Accept: "application/json" });
    await options.decorate?.(path, headers);
    const response = await (options.fetch ?? fetch)(`${options.baseUrl}${path}`, {
      method: "GET",
      headers,
      cache: "no-store",
      credentials: "omit",
      signal: controller.signal,
    });
    return response.ok ? null : `${response.status} ${response.statusText}`.trim();
  } catch (error) {
    if (controller.signal.aborted) return `Timed out after ${timeoutMs}ms`;
    return error instanceof Error ? error.message : String(error);
  } finally {
    clearTimeout(timer);
  }
}

export async function checkConnectivity(options: CheckOptions): Promise<CheckResult> {
  let error: string | null = null;
  for (const path of CONNECTIVITY_PATHS) {
    error = await probe(path, options);
    if (error === null) return { connected: true, error: null };
  }
  return { connected: false, error };
}

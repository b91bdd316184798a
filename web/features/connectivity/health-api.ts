/**
 * The connectivity probes of the mobile app (product.md#r30): the trial status, then the health check under /api and
 * at the root (product.md#r8), each asked without caches and with its own time-out. Paths come from the contract's table.
 */
import { TIMINGS } from "../../../contract/app/constants";
import { HEALTH_ENDPOINTS } from "../../../contract/health/endpoints";
import { TRIAL_ENDPOINTS } from "../../../contract/trial/endpoints";
import { pathOf } from "../../lib/api-client";

/** Asked in this order; the first 2xx means connected. */
export const CONNECTIVITY_PATHS = [pathOf(TRIAL_ENDPOINTS.status), pathOf(HEALTH_ENDPOINTS.health), pathOf(HEALTH_ENDPOINTS.rootHealth)] as const;

/**
 * The web build's check (decision 0116) skips the trial status: its probes carry no credentials, so that call could
 * only answer 401, and the browser logs every 401 as a console error, every 30 s (decision 0142). The health checks say
 * the same.
 */
export const WEB_CONNECTIVITY_PATHS = CONNECTIVITY_PATHS.slice(1);

export interface ProbeOptions {
  baseUrl: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
  /** Adds the native headers (bearer token, product.md#r9 markers) before each call. */
  decorate?: (path: string, headers: Headers) => Promise<void>;
}

/** One probe: null when the path answered 2xx, else why not. */
export async function probe(path: string, options: ProbeOptions): Promise<string | null> {
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

/**
 * The /jwt-test page signs in the way the native app does, with its own tokens and never the browser's session:
 * plain fetch with the headers it is given and no cookie, so it works in any browser.
 */
import type { Endpoint } from "../../../contract/common/route-table";
import { pathOf } from "../../lib/api-client";
import { apiBaseUrl } from "../../lib/platform";

class HttpError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/** One call with only the given headers (mobile markers, a bearer token) and no cookie; answers the body and headers. */
export async function tokenOnlyCall<T>(endpoint: Endpoint, init: { body?: unknown; headers?: Record<string, string> } = {}) {
  const headers: Record<string, string> = { Accept: "application/json", ...init.headers };
  if (init.body !== undefined) headers["Content-Type"] = "application/json";
  const response = await fetch(`${apiBaseUrl()}${pathOf(endpoint)}`, {
    method: endpoint.method,
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    // Only the tokens speak for this page; the browser's session cookie stays out of it.
    credentials: "omit",
  });
  const text = await response.text();
  let data: unknown = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = text;
  }
  if (!response.ok) {
    const message = data && typeof data === "object" && "message" in data ? String((data as { message: unknown }).message) : `${response.status}`;
    throw new HttpError(message, response.status);
  }
  return { data: data as T, headers: response.headers };
}

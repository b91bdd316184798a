/** Where the API is: relative on the web, the configured APP_URL in the native app. */

export type QueryParams = Record<string, string | number | boolean | null | undefined>;

let baseUrl = "";

/** Web uses relative URLs (empty base); native builds set the configured APP_URL here once at start-up. */
export function setApiBaseUrl(url: string): void {
  baseUrl = url.replace(/\/+$/, "");
}

export function buildUrl(path: string, query?: QueryParams): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== null && value !== undefined) search.append(key, String(value));
  }
  const qs = search.toString();
  return `${baseUrl}${path}${qs ? (path.includes("?") ? "&" : "?") + qs : ""}`;
}

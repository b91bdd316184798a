/**
 * The /jwt-test page's plumbing: a NativeSession over a storage port, and the three calls a native client
 * makes (login with the mobile headers, refresh, a bearer call), through auth-api's token-only transport.
 */
import { AUTH_ENDPOINTS } from "../../../contract/auth/endpoints";
import { AUTH_TOKEN_HEADER, CLIENT_PLATFORM_HEADER, CLIENT_TYPE_HEADER, MOBILE_CLIENT_TYPE } from "../../../contract/auth/rules";
import { AUTH_TEXTS } from "../../../contract/auth/texts";
import type { Endpoint } from "../../../contract/common/route-table";
import { getClientPlatform, type NativePlatform } from "../../lib/platform";
import type { SecureStoragePort } from "../../lib/native/plugins";
import { SecureStore } from "../../lib/native/secure-store";
import { NativeSession, type SignInAnswer, type TokenFields } from "../../lib/native/session";
import { tokenOnlyCall } from "./jwt-test-api";

/** In a browser the test page keeps its tokens apart from everything else under this prefix. */
const BROWSER_KEY_PREFIX = "claybook_jwt_test:";

function browserStorage(): SecureStoragePort {
  return {
    get: async (key) => window.localStorage.getItem(BROWSER_KEY_PREFIX + key),
    set: async (key, value) => window.localStorage.setItem(BROWSER_KEY_PREFIX + key, value),
    remove: async (key) => window.localStorage.removeItem(BROWSER_KEY_PREFIX + key),
  };
}

/** The device's secure storage in the app, localStorage in a browser. */
export async function storagePort(): Promise<{ port: SecureStoragePort; kind: string }> {
  if (getClientPlatform() === "web") return { port: browserStorage(), kind: "Browser localStorage (test keys)" };
  const { loadNativePlugins } = await import("../../lib/native/plugins");
  return { port: (await loadNativePlugins()).secureStorage, kind: "Device secure storage" };
}

function mobileHeaders(platform: NativePlatform): Record<string, string> {
  return { [CLIENT_TYPE_HEADER]: MOBILE_CLIENT_TYPE, [CLIENT_PLATFORM_HEADER]: platform };
}

export function createTestSession(port: SecureStoragePort, platform: NativePlatform): NativeSession {
  return new NativeSession({
    store: new SecureStore(port),
    refresh: async (refreshToken) =>
      (await tokenOnlyCall<TokenFields>(AUTH_ENDPOINTS.refresh, { body: { refreshToken }, headers: mobileHeaders(platform) })).data,
  });
}

/** product.md#r46: a native login answer must carry both tokens. */
export async function nativeLogin(email: string, password: string, platform: NativePlatform) {
  const { data, headers } = await tokenOnlyCall<SignInAnswer>(AUTH_ENDPOINTS.login, {
    body: { email: email.trim(), password },
    headers: mobileHeaders(platform),
  });
  if (!data?.accessToken || !data.refreshToken) throw new Error(AUTH_TEXTS.noJwtTokens);
  return { answer: data, headerToken: headers.get(AUTH_TOKEN_HEADER) };
}

export async function bearerCall<T>(endpoint: Endpoint, accessToken: string | null, platform: NativePlatform, body?: unknown) {
  const headers = mobileHeaders(platform);
  if (accessToken) headers.Authorization = `Bearer ${accessToken}`;
  return (await tokenOnlyCall<T>(endpoint, { headers, body })).data;
}

/** A call's method and path, as the page names it in its texts and log. */
export const callLabel = (endpoint: Endpoint) => `${endpoint.method} ${endpoint.path}`;

/** The claims of a JWT, for display only (the server checks the signature). */
export function decodeJwt(token: string | null): Record<string, unknown> | null {
  const part = token?.split(".")[1];
  if (!part) return null;
  try {
    return JSON.parse(atob(part.replace(/-/g, "+").replace(/_/g, "/"))) as Record<string, unknown>;
  } catch {
    return null;
  }
}

/**
 * Entry-chunk hook for the native app: sets the API base host and a request decorator that waits for the
 * lazily loaded runtime. In the web build this does nothing and the native modules are never downloaded.
 */
import { setNativeTransport, setRequestDecorator } from "../api";
import { setApiBaseUrl } from "../api-url";
import { apiBaseUrl, getClientPlatform, isNativeApp } from "../platform";
import type { NativeAppCache } from "./app-cache";

let appCache: NativeAppCache | null = null;

export function loadNativeRuntime() {
  const cache = appCache;
  if (!cache) return Promise.reject(new Error("installNativeShell must run before the native runtime is used"));
  return import("./runtime").then((m) => m.getNativeRuntime(cache));
}

/** Called once by the app's entry with the app's query cache, which the runtime keeps in step with the device. */
export function installNativeShell(cache: NativeAppCache): void {
  if (!isNativeApp()) return;
  appCache = cache;
  document.documentElement.dataset.platform = getClientPlatform();
  setApiBaseUrl(apiBaseUrl());
  // Until the runtime is in, no cookie may ride along either (product.md#r25).
  setNativeTransport({ credentials: "omit" });
  setRequestDecorator(async (request) => {
    const runtime = await loadNativeRuntime();
    await runtime.decorate(request);
  });
}

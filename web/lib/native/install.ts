/**
 * Entry-chunk hook for the native app: sets the API base host and a request decorator that waits for the
 * lazily loaded runtime. In the web build this does nothing and the native modules are never downloaded.
 */
import { setApiBaseUrl, setNativeTransport, setRequestDecorator } from "../api";
import { apiBaseUrl, getClientPlatform, isNativeApp } from "../platform";

export function loadNativeRuntime() {
  return import("./runtime").then((m) => m.getNativeRuntime());
}

export function installNativeShell(): void {
  if (!isNativeApp()) return;
  document.documentElement.dataset.platform = getClientPlatform();
  setApiBaseUrl(apiBaseUrl());
  // Until the runtime is in, no cookie may ride along either (D25).
  setNativeTransport({ credentials: "omit" });
  setRequestDecorator(async (request) => {
    const runtime = await loadNativeRuntime();
    await runtime.decorate(request);
  });
}

import { nativeTestHooks } from "./native/plugins";

/**
 * THE environment rule (product.md#r27): the client is native when the runtime reports a native platform or
 * reports ios/android; otherwise it is web. Hosts of a cloud-preview kind always count as web, whatever the
 * runtime says. Every other module asks here instead of probing Capacitor or the user agent itself.
 */
export type NativePlatform = "ios" | "android";
export type ClientPlatform = NativePlatform | "web";

/** Cloud IDE / preview hosts (docs/decisions/0081): a phone-sized preview there is still the web build. */
export const HOSTED_PREVIEW_SUFFIXES = [
  ".replit.dev",
  ".repl.co",
  ".replit.app",
  ".webcontainer.io",
  ".stackblitz.io",
  ".csb.app",
  ".codesandbox.io",
  ".gitpod.io",
  ".app.github.dev",
  ".githubpreview.dev",
] as const;

export function isHostedPreviewHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  return HOSTED_PREVIEW_SUFFIXES.some((suffix) => host.endsWith(suffix) || host === suffix.slice(1));
}

export function isHostedPreview(): boolean {
  return typeof location !== "undefined" && isHostedPreviewHost(location.hostname);
}

/** The page globals Capacitor's runtime detection reads; the native shell injects them before the app loads. */
interface CapacitorGlobals {
  CapacitorCustomPlatform?: { name: string } | null;
  androidBridge?: unknown;
  webkit?: { messageHandlers?: { bridge?: unknown } };
}

/**
 * What `Capacitor.getPlatform()` of @capacitor/core 7 answers, read the same way (its getPlatformId: a custom
 * platform's name, else the Android bridge, else the iOS message handler, else "web"), so the web's first screen
 * does not load the package (docs/decisions/0157-declarative-router.md). Its isNativePlatform() is "not web".
 */
function reportedPlatform(): string {
  const page = globalThis as CapacitorGlobals;
  if (page.CapacitorCustomPlatform) return page.CapacitorCustomPlatform.name;
  if (page.androidBridge) return "android";
  if (page.webkit?.messageHandlers?.bridge) return "ios";
  return "web";
}

/** What the hybrid runtime reports, normalised; "web" in a plain browser or on a preview host. */
export function getClientPlatform(): ClientPlatform {
  if (isHostedPreview()) return "web";
  const reported = reportedPlatform();
  if (reported === "ios" || reported === "android") return reported;
  // A native runtime that names another platform is still native; it speaks the Android-style bridge.
  return reported !== "web" ? "android" : "web";
}

export function isNativeApp(): boolean {
  return getClientPlatform() !== "web";
}

export function isIos(): boolean {
  return getClientPlatform() === "ios";
}

/**
 * The API base host (product.md#r30, product.md#r25): empty (same origin) on the web, APP_URL baked in at build time
 * (VITE_APP_URL, set by vite.config.ts from APP_URL) in the native app, whose pages load from capacitor://localhost.
 */
export function apiBaseUrl(): string {
  if (!isNativeApp()) return "";
  const configured = nativeTestHooks()?.appUrl ?? (import.meta.env.VITE_APP_URL as string | undefined) ?? "";
  return configured.replace(/\/+$/, "");
}

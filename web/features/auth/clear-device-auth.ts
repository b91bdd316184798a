import { isNativeApp } from "../../lib/platform";

/**
 * product.md#r41: after account deletion the mobile app removes every locally stored auth key (through the one
 * native runtime, so its in-memory session goes too). Loaded lazily: the web build never pulls native code.
 */
export async function clearDeviceAuth(): Promise<void> {
  if (!isNativeApp()) return;
  const { loadNativeRuntime } = await import("../../lib/native/install");
  await (await loadNativeRuntime()).clearAuth();
}

import { isNativeApp } from "../../lib/platform";

/**
 * Spec 000 §4: after account deletion the mobile app removes every locally stored auth key. Loaded lazily so
 * the web build never pulls the native plugins.
 */
export async function clearDeviceAuth(): Promise<void> {
  if (!isNativeApp()) return;
  const [{ loadNativePlugins }, { SecureStore, STORAGE_KEYS, LEGACY_KEYS }] = await Promise.all([
    import("../../lib/native/plugins"),
    import("../../lib/native/secure-store"),
  ]);
  const plugins = await loadNativePlugins();
  await new SecureStore(plugins.secureStorage).remove(...Object.values(STORAGE_KEYS), ...LEGACY_KEYS);
}

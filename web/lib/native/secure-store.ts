import type { SecureStoragePort } from "./plugins";

/**
 * product.md#r44, product.md#r119: the device keys for the native session carry a pottery prefix. The exact names are ours
 * (docs/decisions/0083); changing them logs every installed app out, so they are fixed here once.
 */
export const KEY_PREFIX = "claybook_kiln_";

export const STORAGE_KEYS = {
  accessToken: `${KEY_PREFIX}access_token`,
  refreshToken: `${KEY_PREFIX}refresh_token`,
  expiresAt: `${KEY_PREFIX}token_expiry`,
  user: `${KEY_PREFIX}user`,
  loggedOut: `${KEY_PREFIX}logged_out`,
  loggedOutAt: `${KEY_PREFIX}logged_out_at`,
} as const;

/** Names earlier builds and the web shell's token test page may have left behind; logout sweeps them too. */
export const LEGACY_KEYS = ["claybook_auth_token", "claybook_refresh_token", "claybook_user", "auth_token", "refresh_token", "user_data"] as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** Thin typed layer over the secure-storage port; a missing key reads as null. */
export class SecureStore {
  constructor(private readonly port: SecureStoragePort) {}

  get(key: StorageKey): Promise<string | null> {
    return this.port.get(key);
  }

  set(key: StorageKey, value: string): Promise<void> {
    return this.port.set(key, value);
  }

  async remove(...keys: readonly string[]): Promise<void> {
    for (const key of keys) await this.port.remove(key);
  }
}

/**
 * The device's local copy (docs/decisions/0116-outbox.md): one IndexedDB store (through idb-keyval) with a key per
 * account and kind, so one potter's copy is never read for another, and signing out deletes exactly that account's
 * keys. On the native app the WebView's IndexedDB is used too (decision 0116 says why).
 */
import { createStore, del, get, set, type UseStore } from "idb-keyval";

export type LocalKind = "cache" | "outbox";

let store: UseStore | null = null;
const theStore = () => (store ??= createStore("claybook", "local"));

const keyOf = (kind: LocalKind, account: number) => `${kind}:${account}`;

export const localStore = {
  read: <T>(kind: LocalKind, account: number): Promise<T | undefined> => get<T>(keyOf(kind, account), theStore()),
  write: (kind: LocalKind, account: number, value: unknown): Promise<void> => set(keyOf(kind, account), value, theStore()),
  /** Deletes every kind kept for the account. */
  forget: async (account: number): Promise<void> => {
    await Promise.all((["cache", "outbox"] as const).map((kind) => del(keyOf(kind, account), theStore())));
  },
};

const ACCOUNT_KEY = "claybook.account";

/** The account whose copy this device shows when it starts without the server (localStorage: read synchronously). */
export const lastAccount = {
  get(): number | null {
    try {
      const n = Number(localStorage.getItem(ACCOUNT_KEY));
      return Number.isInteger(n) && n > 0 ? n : null;
    } catch {
      return null;
    }
  },
  set(account: number | null): void {
    try {
      if (account === null) localStorage.removeItem(ACCOUNT_KEY);
      else localStorage.setItem(ACCOUNT_KEY, String(account));
    } catch {
      // Storage refused (private mode): the app still works online.
    }
  },
};

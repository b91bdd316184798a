/**
 * The query cache kept on the device (docs/decisions/0116-outbox.md): restored before the first screen so a start
 * without a connection shows the potter's last known data, and saved (throttled) as it changes. It is kept per account:
 * the signed-in user's id picks the key, and a switch of account never shows the other's copy.
 */
import { dehydrate, hydrate, onlineManager, type DehydratedState, type QueryClient, type QueryKey } from "@tanstack/react-query";
import { isNetworkError } from "../api-error";
import { lastAccount, localStore } from "./local-store";
import { closeOutbox, openOutbox } from "./outbox-runtime";

const VERSION = 1;
const SAVE_DELAY_MS = 800;
const RESTORE_LIMIT_MS = 1_500;

interface StoredCache {
  version: number;
  savedAt: number;
  state: DehydratedState;
}

const isStoredCache = (value: unknown): value is StoredCache =>
  !!value && typeof value === "object" && (value as StoredCache).version === VERSION && typeof (value as StoredCache).state === "object";

/** The copy read at start-up, for the account it belongs to; put into the cache when the server cannot be reached. */
let held: { account: number; state: DehydratedState } | null = null;

/**
 * Reads the last account's copy; a copy that cannot be read is discarded and rebuilt from the server. With no
 * connection it goes into the cache at once (a cold start offline). Online, the screens ask the server as always and
 * the copy waits: a screen that fills a form once never starts from data older than the server's. If the server
 * then cannot be reached (a query fails for want of the network, or the browser goes offline), the copy fills in.
 */
export async function restoreLocalCopy(client: QueryClient): Promise<void> {
  // TanStack Query starts out assuming a connection; a browser that knows it has none says so at once, so the
  // screens show the copy instead of waiting out their retries (the cold start offline, bench/outbox.bench.ts).
  if (typeof navigator !== "undefined" && navigator.onLine === false) onlineManager.setOnline(false);
  const account = lastAccount.get();
  if (!account) return;
  try {
    const stored = await Promise.race([
      localStore.read<unknown>("cache", account),
      new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), RESTORE_LIMIT_MS)),
    ]);
    if (stored === undefined) return;
    if (!isStoredCache(stored)) throw new Error("unknown format");
    held = { account, state: stored.state };
    if (!onlineManager.isOnline()) fillFromCopy(client);
  } catch (error) {
    console.warn("The local copy on this device could not be read; it is rebuilt from the server.", error);
    await localStore.write("cache", account, undefined).catch(() => undefined);
  }
}

/** Puts the held copy into the cache; what the cache has that is newer stays (hydrate keeps the newer data). */
function fillFromCopy(client: QueryClient): void {
  if (!held) return;
  const { state } = held;
  held = null;
  hydrate(client, state);
  markRestoredStale(client, state);
}

/**
 * What came from the device may be older than the server: each restored query is shown at once but asked for again
 * when a screen uses it once the connection is back.
 */
function markRestoredStale(client: QueryClient, state: DehydratedState): void {
  for (const stored of state.queries) {
    const query = client.getQueryCache().get(stored.queryHash);
    // The query itself, not invalidateQueries: that would search the whole cache once per query (thousands of them
    // in a big studio: seconds at start-up).
    if (query && query.state.dataUpdatedAt === stored.state.dataUpdatedAt) query.invalidate();
  }
}

function announceQuota(): void {
  window.dispatchEvent(new CustomEvent("claybook:storage-full"));
}

async function save(client: QueryClient, account: number): Promise<void> {
  // Whatever a screen has data for is kept, also when its last refetch failed for want of the network (a record made
  // offline, whose refetch cannot succeed yet): it is kept as the data it is, not as the failure.
  const state = dehydrate(client, { shouldDehydrateQuery: (query) => query.state.data !== undefined });
  state.queries = state.queries.map((query) =>
    query.state.status === "success" ? query : { ...query, state: { ...query.state, status: "success", error: null, fetchFailureCount: 0, fetchFailureReason: null } },
  );
  // What the copy holds and this run has not asked for again stays in it.
  if (held?.account === account) {
    const live = new Set(state.queries.map((query) => query.queryHash));
    state.queries.push(...held.state.queries.filter((query) => !live.has(query.queryHash)));
  }
  try {
    await localStore.write("cache", account, { version: VERSION, savedAt: Date.now(), state } satisfies StoredCache);
  } catch (error) {
    if (error instanceof DOMException && error.name === "QuotaExceededError") {
      // Cached photos go first; the outbox is never what gives way: it holds changes not yet sent (decision 0116).
      if ("caches" in window) await caches.delete("photos").catch(() => false);
      announceQuota();
      return;
    }
    console.warn("The local copy could not be saved on this device.", error);
  }
}

/**
 * Follows who is signed in (the user query) and keeps that account's copy and outbox; call once at start-up.
 * @param userKey the signed-in user's query key (its data is the user, or null when signed out)
 */
export function keepLocalCopy(client: QueryClient, userKey: QueryKey): void {
  let account = lastAccount.get();
  if (account) openOutbox(account);
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pendingSave: (() => void) | null = null;
  // Leaving the page (a reload, the app sent to the background) saves at once what is waiting to be saved.
  const flush = () => {
    if (!pendingSave) return;
    clearTimeout(timer);
    const run = pendingSave;
    pendingSave = null;
    run();
  };
  window.addEventListener("pagehide", flush);
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") flush();
  });

  // The server cannot be reached: the device's copy fills in what the screens ask for.
  onlineManager.subscribe((online) => {
    if (!online) fillFromCopy(client);
  });
  // The screen's data is asked for while the copy is read (web/main.tsx): an attempt may have failed already.
  if (client.getQueryCache().getAll().some((query) => query.state.fetchFailureCount > 0 && isNetworkError(query.state.fetchFailureReason))) {
    fillFromCopy(client);
  }
  // Who is signed in now against whose copy and outbox this device holds. Checked at once as well: a page served to
  // another potter than the last one says so before any screen is drawn, so no screen ever watches a query that the
  // switch then removes (it would wait on it for good).
  const followAccount = () => {
    const state = client.getQueryState<{ id?: number } | null>(userKey);
    const user = client.getQueryData<{ id?: number } | null>(userKey);
    if (state?.status === "success" && (user?.id ?? null) !== account) {
      const signedIn = typeof user?.id === "number" ? user.id : null;
      if (account !== null && signedIn !== null) {
        // Another potter on this device: nothing of the previous one stays on screen.
        client.removeQueries({ predicate: (query) => query.queryKey !== userKey && query.queryKey.join() !== userKey.join() });
      }
      account = signedIn;
      if (held && held.account !== account) held = null;
      lastAccount.set(account);
      if (account === null) {
        clearTimeout(timer);
        closeOutbox();
      } else {
        openOutbox(account);
        void navigator.storage?.persist?.().catch(() => false);
      }
    }
  };
  followAccount();
  client.getQueryCache().subscribe((event) => {
    // The first failed attempt is enough: the retries that follow would keep the screen empty for seconds.
    if (event.type === "updated" && (event.action.type === "error" || event.action.type === "failed") && isNetworkError(event.action.error)) {
      fillFromCopy(client);
      // A screen that has data keeps showing it when its refetch cannot reach the server: the banner says the
      // connection is gone, and the refetch runs again when it is back (docs/decisions/0276-copy-kept-offline.md).
      // Without this, the copy put in while the screen's first attempt was retrying gave way to that attempt's error.
      const { query } = event;
      if (event.action.type === "error" && query.state.data !== undefined) {
        query.setState({ status: "success", error: null, fetchFailureCount: 0, fetchFailureReason: null });
        query.invalidate();
      }
    }
    if (event.type !== "updated" && event.type !== "removed") return;
    followAccount();
    if (account === null) return;
    const saving = account;
    clearTimeout(timer);
    pendingSave = () => void save(client, saving);
    timer = setTimeout(() => {
      pendingSave = null;
      void save(client, saving);
    }, SAVE_DELAY_MS);
  });
}

/**
 * The one outbox of the signed-in account (docs/decisions/0116-outbox.md): opened when the app knows who is signed
 * in, fed by the area clients (web/lib/api-client.ts), sent with each entry's Idempotency-Key. Screens read its
 * count and new ids, and hear about refusals, through the listeners here.
 */
import type { QueryClient } from "@tanstack/react-query";
import { IDEMPOTENCY_HEADER } from "../../../contract/common/idempotency";
import { fillPath } from "../../../contract/common/route-table";
import { request } from "../api";
import { type ApiError } from "../api-error";
import { dropUploadedPhotos, forgetLocalPhotos, withUploadedPhotos } from "./local-photos";
import { localStore, type LocalKind } from "./local-store";
import { Outbox, type OutboxEntry, type OutboxState } from "./outbox";

let current: { account: number; outbox: Outbox } | null = null;
let queryClient: QueryClient | null = null;
const changeListeners = new Set<() => void>();
const refusalListeners = new Set<(entry: OutboxEntry, error: ApiError) => void>();
const drainListeners = new Set<() => void>();

const notify = () => changeListeners.forEach((listener) => listener());

type PhotoUpload = (blob: Blob, name: string, key: string) => Promise<{ url: string }>;
let uploadPhoto: PhotoUpload | null = null;

/** How a photo kept on the device is uploaded (the photos area's upload), set once at start. */
export function setPhotoUpload(upload: PhotoUpload): void {
  uploadPhoto = upload;
}

const send = async (entry: OutboxEntry) => {
  // Photos picked offline go up first; their server addresses replace the local ones in the change.
  const body = uploadPhoto ? await withUploadedPhotos(entry.body, uploadPhoto) : entry.body;
  return request<unknown>(entry.method, fillPath(entry.path, entry.params), {
    query: entry.query,
    body,
    headers: { [IDEMPOTENCY_HEADER]: entry.key },
  });
};

function storageFor(account: number, kind: LocalKind = "outbox") {
  return {
    load: () => localStore.read<OutboxState>(kind, account),
    save: (state: OutboxState) => localStore.write(kind, account, state),
  };
}

/** Records whose key names a temporary id are dropped: the screens read them again under the server's id. */
function forgetTempQueries(tempId: number): void {
  queryClient?.removeQueries({ predicate: (query) => query.queryKey.includes(tempId) });
}

/** Called once at start: the outbox's answers go into this cache. */
export function setOutboxQueryClient(client: QueryClient): void {
  queryClient = client;
}

export function offlineQueryClient(): QueryClient | null {
  return queryClient;
}

/** Opens (or keeps) the outbox of this account; another account's outbox is closed, never shown. */
export function openOutbox(account: number): Outbox {
  if (current?.account === account) return current.outbox;
  current?.outbox.stop();
  const outbox = new Outbox(storageFor(account), send, {
    onChange: notify,
    // The screens read the new id from the map at once (addressWithServerIds), not at the end of the whole send.
    onIdMapped: (tempId) => {
      forgetTempQueries(tempId);
      notify();
    },
    onRefused: (entry, error) => {
      refusalListeners.forEach((listener) => listener(entry, error));
      void queryClient?.invalidateQueries();
    },
    // Changes were sent after the screens moved on: read the server's state, which is now the truth.
    onDrained: () => {
      void dropUploadedPhotos().catch(() => undefined);
      drainListeners.forEach((listener) => listener());
      void queryClient?.invalidateQueries();
    },
  });
  current = { account, outbox };
  void outbox.ready.then(() => {
    notify();
    void outbox.flush();
  });
  notify();
  return outbox;
}

export function closeOutbox(): void {
  current?.outbox.stop();
  current = null;
  notify();
}

export function activeOutbox(): Outbox | null {
  return current?.outbox ?? null;
}

/** Signing out or deleting the account: its outbox and local copy leave the device. */
export async function forgetAccount(account: number): Promise<void> {
  if (current?.account === account) {
    await current.outbox.clear();
    closeOutbox();
  }
  await Promise.all([localStore.forget(account), forgetLocalPhotos().catch(() => undefined)]);
}

/** Every change not sent yet, also those on their way (the sign-out question counts these). */
export function pendingCount(): number {
  return current?.outbox.entries.length ?? 0;
}

/** Changes waiting for the connection or a sign-in; 0 while they are simply on their way. */
export function waitingCount(): number {
  return current?.outbox.isWaiting ? current.outbox.entries.length : 0;
}

/** The changes waiting for the connection or a sign-in (none while they are simply on their way). */
export function waitingEntries(): readonly OutboxEntry[] {
  return current?.outbox.isWaiting ? current.outbox.entries : [];
}

/** Whether a waiting change names this record (its path or its body), for the "Not synced yet" mark. */
export function hasPendingChange(path: string, id: number): boolean {
  if (!current?.outbox.isWaiting) return false;
  return current.outbox.entries.some(
    (entry) =>
      (fillPath(entry.path, entry.params) === `${path}/${id}` && entry.method !== "DELETE") ||
      entry.tempId === id ||
      (entry.body as { pieceId?: unknown } | undefined)?.pieceId === id,
  );
}

/**
 * The address with each temporary id the server has since given its own id replaced (`/firings/-1` → `/firings/42`);
 * the same address when there is none.
 */
export function addressWithServerIds(pathname: string): string {
  const outbox = current?.outbox;
  if (!outbox) return pathname;
  return pathname.replace(/\/(-\d+)(?=\/|$)/g, (segment, id: string) => {
    const server = outbox.serverId(Number(id));
    return server > 0 ? `/${server}` : segment;
  });
}

export function subscribeOutbox(listener: () => void): () => void {
  changeListeners.add(listener);
  return () => changeListeners.delete(listener);
}

/** Changes that waited have all been sent. */
export function onDrained(listener: () => void): () => void {
  drainListeners.add(listener);
  return () => drainListeners.delete(listener);
}

export function onRefusedChange(listener: (entry: OutboxEntry, error: ApiError) => void): () => void {
  refusalListeners.add(listener);
  return () => refusalListeners.delete(listener);
}

if (typeof window !== "undefined") {
  // The connection is back: send now rather than at the next back-off step.
  window.addEventListener("online", () => current?.outbox.resume());
}

/**
 * Photos picked with no connection (docs/decisions/0116-outbox.md): the compressed file is kept on the device under a
 * local address (`local-photo:<uuid>`), which the record carries like any photo address and the screens show from the
 * device. When the outbox sends a change naming a local address, the file is uploaded first and the server's address
 * replaces it; the upload's own Idempotency-Key (the local id) means a retry after a lost answer never stores it twice.
 */
import { createStore, del, entries, get, set, type UseStore } from "idb-keyval";

const PREFIX = "local-photo:";

interface KeptPhoto {
  blob: Blob;
  name: string;
  /** The server's address once uploaded; kept until the changes that name it are sent. */
  uploaded?: string;
}

let store: UseStore | null = null;
// A store of its own: photos are large, and the cache and outbox are read whole at start.
const theStore = () => (store ??= createStore("claybook-photos", "photos"));

/** Local address → an object URL for <img>, for this run of the app. */
const shown = new Map<string, string>();

export const isLocalPhoto = (address: string) => address.startsWith(PREFIX);

/** Keeps a photo on the device; answers its local address. */
export async function keepPhotoOnDevice(blob: Blob, name: string): Promise<string> {
  const address = `${PREFIX}${crypto.randomUUID()}`;
  await set(address, { blob, name } satisfies KeptPhoto, theStore());
  shown.set(address, URL.createObjectURL(blob));
  return address;
}

/** What an <img> shows for a local address (empty until the device's photos are loaded). */
export function localPhotoSrc(address: string): string {
  return shown.get(address) ?? "";
}

/** At start: the photos still waiting to be uploaded become viewable again. */
export async function loadLocalPhotos(): Promise<void> {
  try {
    for (const [key, value] of await entries<string, KeptPhoto>(theStore())) {
      if (typeof key === "string" && isLocalPhoto(key) && value?.blob instanceof Blob && !shown.has(key)) {
        shown.set(key, URL.createObjectURL(value.blob));
      }
    }
  } catch (error) {
    console.warn("The photos kept on this device could not be read.", error);
  }
}

type Upload = (blob: Blob, name: string, key: string) => Promise<{ url: string }>;

async function serverAddress(address: string, upload: Upload): Promise<string> {
  const kept = await get<KeptPhoto>(address, theStore());
  if (!kept) throw new Error(`The photo ${address} is no longer on this device`);
  if (kept.uploaded) return kept.uploaded;
  const { url } = await upload(kept.blob, kept.name, address.slice(PREFIX.length));
  await set(address, { ...kept, uploaded: url } satisfies KeptPhoto, theStore());
  return url;
}

/** The change's body with every local photo uploaded and replaced by the server's address. */
export async function withUploadedPhotos<T>(body: T, upload: Upload): Promise<T> {
  if (body === null || body === undefined) return body;
  if (typeof body === "string") return (isLocalPhoto(body) ? await serverAddress(body, upload) : body) as T;
  if (Array.isArray(body)) {
    const out: unknown[] = [];
    for (const item of body) out.push(await withUploadedPhotos(item, upload));
    return out as T;
  }
  if (typeof body === "object" && !(body instanceof Blob)) {
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(body)) out[key] = await withUploadedPhotos(value, upload);
    return out as T;
  }
  return body;
}

/** After a sync: the uploaded files leave the device (the screens now read the server's addresses). */
export async function dropUploadedPhotos(): Promise<void> {
  for (const [key, value] of await entries<string, KeptPhoto>(theStore())) {
    if (value?.uploaded) await del(key, theStore());
  }
}

/** Signing out or deleting the account: every kept photo goes. */
export async function forgetLocalPhotos(): Promise<void> {
  for (const [key] of await entries<string, KeptPhoto>(theStore())) await del(key, theStore());
  for (const url of shown.values()) URL.revokeObjectURL(url);
  shown.clear();
}

/**
 * Object storage behind one interface (house style 5): local disk under DATA_DIR by default, S3-compatible storage
 * when S3 settings are present. Two stores use it: the photos, and the uploads of imports waiting for a server to run
 * them (a key prefix of their own, docs/decisions/0273-import-uploads-in-object-storage.md). Keys are opaque, e.g.
 * "<random>.jpg".
 */
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, readdir, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";

export interface StoredObject {
  body: ReadableStream<Uint8Array>;
  size: number;
}

export interface ListedObject {
  key: string;
  modifiedAt: Date;
}

export interface ObjectStore {
  readonly kind: "disk" | "s3";
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** Stores `size` bytes read from `body` as they come: never the whole object in memory. */
  putStream(key: string, body: Readable, size: number, contentType: string): Promise<void>;
  get(key: string): Promise<StoredObject | null>;
  delete(key: string): Promise<void>;
  /** Every key the store holds, with when it was written (the sweeps of what nothing names). */
  list(): Promise<ListedObject[]>;
}

/** The photos' store: an object store whose keys are the photos' files. */
export type PhotoStore = ObjectStore;

/**
 * Storage did not do what was asked (unreachable, refused, full). Callers answer 503 with PHOTO_TEXTS.unavailable
 * (docs/decisions/0281-photo-storage-unavailable.md); the cause goes to the log only.
 */
export class PhotoStorageError extends Error {
  constructor(operation: string, cause: unknown) {
    super(`photo storage ${operation} failed`, { cause });
    this.name = "PhotoStorageError";
  }
}

/** Runs one storage call, turning any failure into a PhotoStorageError. */
export async function storageCall<T>(operation: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    throw err instanceof PhotoStorageError ? err : new PhotoStorageError(operation, err);
  }
}

/** A random part plus at most two dotted suffixes, e.g. "<key>.jpg" or "<key>.thumb.jpg"; never a path. */
const SAFE_KEY = /^[A-Za-z0-9_-]+(\.[a-z0-9]+){0,2}$/;

export function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key)) throw new Error("unsafe storage key");
}

export class DiskPhotoStore implements ObjectStore {
  readonly kind = "disk" as const;
  constructor(private readonly root: string) {}

  private file(key: string): string {
    assertSafeKey(key);
    return path.join(this.root, key.slice(0, 2), key);
  }

  async put(key: string, data: Buffer): Promise<void> {
    const file = this.file(key);
    await storageCall("put", async () => {
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, data);
    });
  }

  async putStream(key: string, body: Readable): Promise<void> {
    const file = this.file(key);
    // Written beside its place and renamed in: a reader never sees half an object.
    const part = `${file}.part`;
    await storageCall("put", async () => {
      await mkdir(path.dirname(file), { recursive: true });
      try {
        await pipeline(body, createWriteStream(part));
        await rename(part, file);
      } catch (err) {
        await rm(part, { force: true });
        throw err;
      }
    });
  }

  async list(): Promise<ListedObject[]> {
    const entries = await readdir(this.root, { recursive: true, withFileTypes: true }).catch(() => []);
    const listed: ListedObject[] = [];
    for (const entry of entries) {
      if (!entry.isFile() || !SAFE_KEY.test(entry.name)) continue;
      const info = await stat(path.join(entry.parentPath, entry.name)).catch(() => null);
      if (info) listed.push({ key: entry.name, modifiedAt: info.mtime });
    }
    return listed;
  }

  async get(key: string): Promise<StoredObject | null> {
    const file = this.file(key);
    try {
      const info = await stat(file);
      return { body: Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>, size: info.size };
    } catch {
      return null;
    }
  }

  async delete(key: string): Promise<void> {
    const file = this.file(key);
    await storageCall("delete", () => rm(file, { force: true }));
  }
}

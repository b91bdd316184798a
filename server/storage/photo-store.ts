/**
 * Photo storage behind one interface (house style 5): local disk under DATA_DIR by default,
 * S3-compatible storage when S3 settings are present. Keys are opaque, e.g. "<random>.jpg".
 */
import { createReadStream } from "node:fs";
import { mkdir, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";

export interface StoredObject {
  body: ReadableStream<Uint8Array>;
  size: number;
}

export interface PhotoStore {
  readonly kind: "disk" | "s3";
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<StoredObject | null>;
  delete(key: string): Promise<void>;
}

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

export class DiskPhotoStore implements PhotoStore {
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

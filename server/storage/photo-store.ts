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
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, data);
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
    await rm(this.file(key), { force: true });
  }
}

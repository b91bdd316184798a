/**
 * A zip writer that takes one entry at a time: each entry is added only after the previous one has
 * gone into the archive, so at most one source (a page of JSON or one photo file) is open at once and
 * the consumer's pace (backpressure) sets the pace of the database reads (product.md#r24, memory stays flat).
 */
import * as archiverModule from "archiver";
import type { Archiver, ZipEntryData } from "archiver";
import { Readable } from "node:stream";

// archiver 8 exports classes; the installed type package still describes the v6 factory function.
const { ZipArchive } = archiverModule as unknown as {
  ZipArchive: new (options: { zlib?: { level: number } }) => Archiver;
};

export interface ZipWriter {
  /** The archive's bytes, for the response body. */
  readonly stream: ReadableStream<Uint8Array>;
  /** Adds an entry and resolves once it is in the archive; rejects when the download was dropped. */
  add(name: string, source: Readable | string, options?: { store?: boolean }): Promise<void>;
  finish(): Promise<void>;
  /** Stops the archive after an error; the download ends incomplete. */
  fail(err: unknown): void;
}

export function createZipWriter(): ZipWriter {
  const archive = new ZipArchive({ zlib: { level: 6 } });
  let closed = false;
  archive.on("close", () => {
    closed = true;
  });
  // Errors surface through add() and finish(); this listener keeps an error from crashing the process.
  archive.on("error", () => {
    closed = true;
  });

  const waitForEntry = () =>
    new Promise<void>((resolve, reject) => {
      const cleanup = () => {
        archive.off("entry", onDone);
        archive.off("error", onError);
        archive.off("close", onClose);
      };
      const onDone = () => {
        cleanup();
        resolve();
      };
      const onError = (err: unknown) => {
        cleanup();
        reject(err instanceof Error ? err : new Error(String(err)));
      };
      const onClose = () => {
        cleanup();
        reject(new Error("export download closed"));
      };
      archive.on("entry", onDone);
      archive.on("error", onError);
      archive.on("close", onClose);
    });

  return {
    // toWeb's default queue counts chunks, not bytes (thousands of chunks); a byte limit keeps backpressure real.
    stream: Readable.toWeb(archive, {
      strategy: new ByteLengthQueuingStrategy({ highWaterMark: 64 * 1024 }),
    }) as ReadableStream<Uint8Array>,
    async add(name, source, options = {}) {
      if (closed) throw new Error("export download closed");
      const done = waitForEntry();
      const entry: ZipEntryData = { name, store: options.store };
      archive.append(source, entry);
      await done;
    },
    async finish() {
      if (closed) return;
      const dropped = new Promise<void>((resolve) => archive.once("close", () => resolve()));
      await Promise.race([archive.finalize(), dropped]);
    },
    fail(err) {
      if (!closed) archive.destroy(err instanceof Error ? err : new Error(String(err)));
    },
  };
}

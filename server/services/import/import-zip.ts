/**
 * Opens an uploaded archive with yauzl (a streaming reader: the central directory is read, then each entry is
 * inflated only when asked) and refuses what no Claybook export looks like before anything is inflated
 * (product.md#r142): not a zip, more than 20,000 entries, a path leading outside the archive, or headers promising
 * more than 1 GB or a compression ratio over 100. yauzl checks each entry's real size against its header while
 * inflating, so the headers cannot lie.
 */
import { createHash } from "node:crypto";
import { PassThrough, pipeline, type Readable } from "node:stream";
import yauzl from "yauzl";
import { IMPORT_LIMITS } from "../../../contract/import/rules";
import { IMPORT_TEXTS } from "../../../contract/import/texts";
import { AppError } from "../../errors";

export interface ZipArchive {
  readonly names: ReadonlySet<string>;
  /** The whole entry as bytes (JSON files and single photos only; each is under the 1 GB total). */
  read(name: string): Promise<Buffer>;
  /** The entry's unpacked size as its header states it (yauzl holds the entry to it while inflating). */
  size(name: string): number | null;
  /** The entry's bytes as they are inflated, for a file read as a stream (PotterDoc's pieces.json). */
  stream(name: string): Promise<Readable>;
  close(): void;
}

/** Entries small enough to be noise (e.g. "[]") are left out of the ratio check: tiny files compress oddly. */
const RATIO_FLOOR_BYTES = 64 * 1024;

const refuse = (message: string) => AppError.badRequest(message, { file: message });

/** True for a name that stays inside the archive: relative, no '..' part, no drive, no backslash. */
function isSafeName(name: string): boolean {
  if (name.startsWith("/") || name.includes("\\") || /^[a-zA-Z]:/.test(name) || name.includes("\0")) return false;
  return !name.split("/").some((part) => part === "..");
}

function openFile(file: string): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) => {
    // decodeStrings: false, so unsafe names reach our own check (and its message) instead of a yauzl error.
    yauzl.open(file, { lazyEntries: true, autoClose: false, decodeStrings: false, validateEntrySizes: true }, (err, zip) =>
      err ? reject(refuse(IMPORT_TEXTS.damagedZip)) : resolve(zip),
    );
  });
}

export async function openZipArchive(file: string): Promise<ZipArchive> {
  const zip = await openFile(file);
  try {
    if (zip.entryCount > IMPORT_LIMITS.maxEntries) throw refuse(IMPORT_TEXTS.tooManyEntries);
    const entries = new Map<string, yauzl.Entry>();
    let total = 0;
    let compressed = 0;
    await new Promise<void>((resolve, reject) => {
      zip.on("error", () => reject(refuse(IMPORT_TEXTS.damagedZip)));
      zip.on("end", () => resolve());
      zip.on("entry", (entry: yauzl.Entry) => {
        const name = Buffer.isBuffer(entry.fileName) ? entry.fileName.toString("utf8") : String(entry.fileName);
        if (!isSafeName(name)) return reject(refuse(IMPORT_TEXTS.unsafePath));
        total += entry.uncompressedSize;
        compressed += entry.compressedSize;
        const ratio = entry.uncompressedSize / Math.max(entry.compressedSize, 1);
        if (total > IMPORT_LIMITS.maxUncompressedBytes) return reject(refuse(IMPORT_TEXTS.zipBomb));
        if (entry.uncompressedSize > RATIO_FLOOR_BYTES && ratio > IMPORT_LIMITS.maxCompressionRatio) return reject(refuse(IMPORT_TEXTS.zipBomb));
        if (!name.endsWith("/")) entries.set(name, entry);
        zip.readEntry();
      });
      zip.readEntry();
    });
    if (total > RATIO_FLOOR_BYTES && total / Math.max(compressed, 1) > IMPORT_LIMITS.maxCompressionRatio) throw refuse(IMPORT_TEXTS.zipBomb);

    const stream = (name: string) =>
      new Promise<Readable>((resolve, reject) => {
        const entry = entries.get(name);
        if (!entry) return reject(refuse(IMPORT_TEXTS.missingEntry(name)));
        // Through a PassThrough: a stored (uncompressed) entry's own stream never ends when read by `for await`,
        // which left an import of such an archive running for ever (docs/decisions/0260-bounded-import-readers.md).
        zip.openReadStream(entry, (err, opened: Readable) => (err ? reject(refuse(IMPORT_TEXTS.damagedZip)) : resolve(pipeline(opened, new PassThrough(), () => undefined))));
      });
    const read = async (name: string) => {
      const opened = await stream(name);
      return new Promise<Buffer>((resolve, reject) => {
        const chunks: Buffer[] = [];
        opened.on("data", (chunk: Buffer) => chunks.push(chunk));
        opened.on("error", () => reject(refuse(IMPORT_TEXTS.damagedZip)));
        opened.on("end", () => resolve(Buffer.concat(chunks)));
      });
    };
    const size = (name: string) => entries.get(name)?.uncompressedSize ?? null;
    return { names: new Set(entries.keys()), read, stream, size, close: () => zip.close() };
  } catch (err) {
    zip.close();
    throw err;
  }
}

export const sha256 = (bytes: Buffer | Uint8Array): string => createHash("sha256").update(bytes).digest("hex");

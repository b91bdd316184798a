/**
 * Reads POST /api/import's multipart body as a stream into a temporary file (never the whole upload in memory),
 * hashing it on the way, and refuses a file over 500 MB as soon as it passes the limit (product.md#r142).
 */
import busboy from "busboy";
import { createHash } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { IMPORT_BODY_LIMIT, IMPORT_FIELDS, IMPORT_LIMITS } from "../../contract/import/rules";
import { IMPORT_TEXTS } from "../../contract/import/texts";
import { AppError } from "../errors";

export interface UploadedImport {
  file: string;
  fileName: string;
  fileHash: string;
  fields: Record<string, string>;
  /** Removes the temporary file and its folder. */
  remove(): Promise<void>;
}

class TooLarge extends Error {}

export async function receiveImportUpload(contentType: string | undefined, body: ReadableStream<Uint8Array> | null): Promise<UploadedImport> {
  if (!contentType?.toLowerCase().startsWith("multipart/form-data") || !body) throw AppError.badRequest(IMPORT_TEXTS.notMultipart);
  const dir = await mkdtemp(path.join(os.tmpdir(), "claybook-import-"));
  const remove = () => rm(dir, { recursive: true, force: true });
  const file = path.join(dir, "upload.zip");
  const fields: Record<string, string> = {};
  let fileName: string | null = null;
  let fileHash = "";
  try {
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: { "content-type": contentType }, limits: { files: 1, fields: 10, fieldSize: 1024, parts: 20 } });
    } catch {
      throw AppError.badRequest(IMPORT_TEXTS.notMultipart);
    }
    let writing: Promise<void> = Promise.resolve();
    const parsed = new Promise<void>((resolve, reject) => {
      parser.on("field", (name, value) => {
        fields[name] = value;
      });
      parser.on("file", (name, stream, info) => {
        if (name !== IMPORT_FIELDS.file || fileName !== null) {
          stream.resume();
          return;
        }
        fileName = info.filename || "import.zip";
        const hash = createHash("sha256");
        let size = 0;
        const counting = new Transform({
          transform(chunk: Buffer, _encoding, done) {
            size += chunk.length;
            if (size > IMPORT_LIMITS.maxFileBytes) return done(new TooLarge());
            hash.update(chunk);
            done(null, chunk);
          },
        });
        writing = pipeline(stream, counting, createWriteStream(file)).then(() => {
          fileHash = hash.digest("hex");
        });
        // Keep the parser flowing if writing fails; the failure surfaces below.
        writing.catch(() => stream.resume());
      });
      parser.on("close", resolve);
      parser.on("error", reject);
    });
    try {
      // The whole body is counted too: parts after the file are drained, never kept, but not without end.
      let total = 0;
      const bodyCounter = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          total += chunk.length;
          done(total > IMPORT_BODY_LIMIT ? new TooLarge() : null, chunk);
        },
      });
      await pipeline(Readable.fromWeb(body as never), bodyCounter, parser);
      await parsed;
      await writing;
    } catch (err) {
      if (err instanceof TooLarge) throw new AppError(413, IMPORT_TEXTS.tooLarge);
      if (err instanceof AppError) throw err;
      throw AppError.badRequest(IMPORT_TEXTS.notMultipart);
    }
    if (fileName === null) throw AppError.badRequest(IMPORT_TEXTS.noFile, { file: IMPORT_TEXTS.noFile });
    return { file, fileName, fileHash, fields, remove };
  } catch (err) {
    await remove();
    throw err;
  }
}

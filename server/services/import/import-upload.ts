/**
 * Reads POST /api/import's multipart body as a stream into a file under DATA_DIR/imports (never the whole upload in
 * memory), hashing it on the way, and refuses a file as soon as it passes its limit (product.md#r142,
 * docs/decisions/0171-import-batches.md): 500 MB for an archive, 50 MB and 100,000 rows for a CSV, 10 MB for JSON.
 * What kind of file it is shows in its first bytes (a zip, JSON or Pottery Life's shared message, text), which set
 * its limit; a plain file is also checked to be UTF-8 on the way. What format it is, import-recognise.ts tells.
 */
import busboy from "busboy";
import { createHash } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import path from "node:path";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { IMPORT_BODY_LIMIT, IMPORT_FIELDS, IMPORT_LIMITS } from "../../../contract/import/rules";
import { IMPORT_TEXTS } from "../../../contract/import/texts";
import { AppError } from "../../errors";

/** What the first bytes say: a zip archive, a JSON object, or plain text (a CSV). */
export type UploadKind = "zip" | "json" | "text";

export interface UploadedImport {
  file: string;
  fileName: string;
  fileHash: string;
  kind: UploadKind;
  /** The first 4 KB, enough to tell formats apart by a header row. */
  head: Buffer;
  /** False when a plain file is not valid UTF-8 (a CSV must be). */
  utf8: boolean;
  fields: Record<string, string>;
  /** Removes the temporary file and its folder. */
  remove(): Promise<void>;
}

class TooLarge extends Error {
  constructor(readonly answer: string) {
    super(answer);
  }
}

const HEAD_BYTES = 4096;

/** The first line of the message Pottery Life's export shares: the JSON follows a blank line (docs/imports.md). */
const POTTERY_LIFE_MESSAGE = /^Pottery Life export \(/;

/** Enough of the file to tell a zip, JSON (or Pottery Life's shared message) and text apart. */
const KIND_BYTES = 64;

function kindOf(head: Buffer): UploadKind {
  if (head.subarray(0, 2).toString("latin1") === "PK") return "zip";
  const text = head.toString("utf8").replace(/^\uFEFF/, "").trimStart();
  return text.startsWith("{") || text.startsWith("[") || POTTERY_LIFE_MESSAGE.test(text) ? "json" : "text";
}

/** The limit a file of this kind may not pass, and what the potter reads when it does. */
const LIMIT_OF: Record<UploadKind, [number, string]> = {
  zip: [IMPORT_LIMITS.maxFileBytes, IMPORT_TEXTS.tooLarge],
  json: [IMPORT_LIMITS.maxJsonBytes, IMPORT_TEXTS.tooLargeJson],
  text: [IMPORT_LIMITS.maxCsvBytes, IMPORT_TEXTS.tooLargeCsv],
};

/** The header line and the rows: a CSV with more lines than this has more rows than an import takes. */
const MAX_LINES = IMPORT_LIMITS.maxRows + 1;

export async function receiveImportUpload(
  contentType: string | undefined,
  body: ReadableStream<Uint8Array> | null,
  uploadsDir: string,
): Promise<UploadedImport> {
  if (!contentType?.toLowerCase().startsWith("multipart/form-data") || !body) throw AppError.badRequest(IMPORT_TEXTS.notMultipart);
  await mkdir(uploadsDir, { recursive: true });
  const dir = await mkdtemp(path.join(uploadsDir, "upload-"));
  const remove = () => rm(dir, { recursive: true, force: true });
  const file = path.join(dir, "upload.zip");
  const fields: Record<string, string> = {};
  let fileName: string | null = null;
  let fileHash = "";
  let kind: UploadKind = "zip";
  let head = Buffer.alloc(0);
  let utf8 = true;
  try {
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: { "content-type": contentType }, limits: { files: 1, fields: 10, fieldSize: 1024, parts: 20 } });
    } catch {
      throw AppError.badRequest(IMPORT_TEXTS.notMultipart);
    }
    let writing: Promise<void> = Promise.resolve();
    let refused: TooLarge | null = null;
    const stop = new AbortController();
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
        let lines = 0;
        let limit: [number, string] | null = null;
        const decoder = new TextDecoder("utf-8", { fatal: true });
        const check = (chunk: Buffer): Error | null => {
          if (kind !== "zip" && utf8) {
            try {
              decoder.decode(chunk, { stream: true });
            } catch {
              utf8 = false;
            }
          }
          if (kind === "text") {
            for (let i = chunk.indexOf(10); i >= 0; i = chunk.indexOf(10, i + 1)) lines++;
            if (lines > MAX_LINES) return new TooLarge(IMPORT_TEXTS.tooManyRows);
          }
          return size > limit![0] ? new TooLarge(limit![1]) : null;
        };
        // Chunks that came before the kind was known: checked once it is.
        let early: Buffer[] = [];
        const counting = new Transform({
          transform(chunk: Buffer, _encoding, done) {
            size += chunk.length;
            if (head.length < HEAD_BYTES) head = Buffer.concat([head, chunk.subarray(0, HEAD_BYTES - head.length)]);
            // The kind is told by the first bytes: two ("PK") for a zip, a line's worth for JSON or Pottery Life's message.
            if (limit === null && (head.length >= KIND_BYTES || head.subarray(0, 2).toString("latin1") === "PK")) {
              kind = kindOf(head);
              limit = LIMIT_OF[kind];
              const problem = check(Buffer.concat([...early, chunk]));
              early = [];
              if (problem) return done(problem);
            } else if (limit !== null) {
              const problem = check(chunk);
              if (problem) return done(problem);
            } else {
              early.push(chunk);
            }
            hash.update(chunk);
            done(null, chunk);
          },
          flush(done) {
            if (limit === null) {
              kind = kindOf(head);
              limit = LIMIT_OF[kind];
              const problem = check(Buffer.concat(early));
              if (problem) return done(problem);
            }
            if (kind !== "zip" && utf8) {
              try {
                decoder.decode();
              } catch {
                utf8 = false;
              }
            }
            done();
          },
        });
        writing = pipeline(stream, counting, createWriteStream(file)).then(() => {
          fileHash = hash.digest("hex");
        });
        // A file past its limit ends the request at once, unread; any other failure surfaces below.
        writing.catch((err: unknown) => {
          if (err instanceof TooLarge) {
            refused = err;
            stop.abort();
          }
          stream.resume();
        });
      });
      parser.on("close", resolve);
      parser.on("error", reject);
    });
    // Awaited below unless the request ends first (a file past its limit): never an unhandled rejection.
    parsed.catch(() => undefined);
    try {
      // The whole body is counted too: parts after the file are drained, never kept, but not without end.
      let total = 0;
      const bodyCounter = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          total += chunk.length;
          done(total > IMPORT_BODY_LIMIT ? new TooLarge(IMPORT_TEXTS.tooLarge) : null, chunk);
        },
      });
      await pipeline(Readable.fromWeb(body as never), bodyCounter, parser, { signal: stop.signal });
      await parsed;
      await writing;
    } catch (caught) {
      const err = refused ?? caught;
      if (err instanceof TooLarge) throw new AppError(413, err.answer);
      if (err instanceof AppError) throw err;
      throw AppError.badRequest(IMPORT_TEXTS.notMultipart);
    }
    if (fileName === null) throw AppError.badRequest(IMPORT_TEXTS.noFile, { file: IMPORT_TEXTS.noFile });
    if (head.length < 2) kind = kindOf(head);
    return { file, fileName, fileHash, kind, head, utf8, fields, remove };
  } catch (err) {
    await remove();
    throw err;
  }
}

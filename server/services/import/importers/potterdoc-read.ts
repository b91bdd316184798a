/**
 * Reads PotterDoc's pieces.json (a JSON array of pieces, each with its whole state history) as a stream, one piece at
 * a time, as the archive inflates it (docs/decisions/0245-potterdoc-streamed-read.md): the job never holds the file's
 * bytes, text or parsed tree, only each piece while it is mapped. A file over IMPORT_LIMITS.maxPotterDocPiecesBytes
 * is refused from the archive's directory (in the request, and again in the job); more pieces than an import takes
 * (IMPORT_LIMITS.maxRows) are refused the moment the first piece over the limit is read, before anything is stored;
 * nesting, string length and values are bounded as the bytes arrive (json-bounds.ts).
 */
import { JSONParser } from "@streamparser/json";
import { IMPORT_LIMITS } from "../../../../contract/import/rules";
import { IMPORT_TEXTS } from "../../../../contract/import/texts";
import { AppError } from "../../../errors";
import type { ZipArchive } from "../import-zip";
import { JsonBounds } from "./json-bounds";

export const POTTERDOC_READ_TEXTS = {
  badFormat: (detail: string) => `pieces.json does not match PotterDoc's export: ${detail}`,
  notJson: "it is not valid JSON",
  notList: "it is not a list of pieces",
} as const;

const refuse = (message: string) => AppError.badRequest(message, { file: message });

/** Each element of the top-level array, in order, with its index; `onPiece` maps it before the next is read. */
/** Refuses a pieces.json over the limit from the archive's directory, before any of it is inflated. */
export function checkPotterDocPiecesSize(zip: ZipArchive): void {
  if ((zip.size("pieces.json") ?? 0) > IMPORT_LIMITS.maxPotterDocPiecesBytes) throw refuse(IMPORT_TEXTS.tooLargePotterDocPieces);
}

export async function eachPotterDocPiece(zip: ZipArchive, onPiece: (value: unknown, index: number) => void): Promise<void> {
  checkPotterDocPiecesSize(zip);
  const stream = await zip.stream("pieces.json");
  const parser = new JSONParser({ paths: ["$.*"], keepStack: false });
  const ready: unknown[] = [];
  parser.onValue = ({ value }) => void ready.push(value);
  let started = false;
  let count = 0;
  // Depth, string length and values are bounded before the parser sees a byte (docs/decisions/0260-bounded-import-readers.md).
  const bounds = new JsonBounds("pieces.json");
  const write = (chunk: Buffer | null) => {
    if (chunk) bounds.check(chunk);
    try {
      if (chunk) parser.write(chunk);
      // The array's closing bracket ends the parser itself; a file cut short leaves it open.
      else if (!parser.isEnded) parser.end();
    } catch {
      throw refuse(POTTERDOC_READ_TEXTS.badFormat(POTTERDOC_READ_TEXTS.notJson));
    }
    for (const value of ready.splice(0)) {
      if (++count > IMPORT_LIMITS.maxRows) throw refuse(IMPORT_TEXTS.tooManyRecords("pieces.json"));
      onPiece(value, count - 1);
    }
  };
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      if (!started) {
        const first = chunk.toString("latin1").trimStart();
        if (first === "") continue;
        // Only an array's elements are pieces; an object's values would be read as pieces too.
        if (!first.startsWith("[")) throw refuse(POTTERDOC_READ_TEXTS.badFormat(first.startsWith("{") ? POTTERDOC_READ_TEXTS.notList : POTTERDOC_READ_TEXTS.notJson));
        started = true;
      }
      write(chunk);
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    // yauzl found the entry's bytes not what its header says.
    throw refuse(IMPORT_TEXTS.damagedZip);
  } finally {
    stream.destroy();
  }
  if (!started) throw refuse(POTTERDOC_READ_TEXTS.badFormat(POTTERDOC_READ_TEXTS.notJson));
  write(null);
}

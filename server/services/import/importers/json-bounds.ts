/**
 * Bounds every JSON file an import reads before a parser sees it (docs/decisions/0260-bounded-import-readers.md): a
 * scan of the bytes, in linear time and constant memory, that refuses nesting deeper than IMPORT_LIMITS.maxJsonDepth,
 * a string longer than maxStringChars and more than maxJsonValues values, each with a message naming the limit. A
 * parser fed a file nested a million arrays deep works for hours; this refuses it at its 65th bracket.
 */
import { IMPORT_LIMITS } from "../../../../contract/import/rules";
import { IMPORT_TEXTS } from "../../../../contract/import/texts";
import { AppError } from "../../../errors";

const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;

const refuse = (message: string) => AppError.badRequest(message, { file: message });

/** Fed a file's bytes in order, chunk by chunk; throws a 400 naming the limit the file passes. */
export class JsonBounds {
  private depth = 0;
  private inString = false;
  private escaped = false;
  /** Bytes of the string being read: a character is at least one, so bytes over the limit are a start. */
  private stringBytes = 0;
  private values = 0;

  constructor(private readonly file: string) {}

  check(chunk: Uint8Array): void {
    for (let i = 0; i < chunk.length; i++) {
      const byte = chunk[i]!;
      if (this.inString) {
        if (this.escaped) this.escaped = false;
        else if (byte === BACKSLASH) this.escaped = true;
        else if (byte === QUOTE) {
          this.inString = false;
          continue;
        }
        // UTF-8 continuation bytes are part of the character before them.
        if ((byte & 0xc0) !== 0x80 && ++this.stringBytes > IMPORT_LIMITS.maxStringChars) throw refuse(IMPORT_TEXTS.tooLongString(this.file));
        continue;
      }
      if (byte === QUOTE) {
        this.inString = true;
        this.stringBytes = 0;
      } else if (byte === OPEN_ARRAY || byte === OPEN_OBJECT) {
        if (++this.depth > IMPORT_LIMITS.maxJsonDepth) throw refuse(IMPORT_TEXTS.tooDeep(this.file));
        this.count();
      } else if (byte === CLOSE_ARRAY || byte === CLOSE_OBJECT) {
        this.depth = Math.max(0, this.depth - 1);
      } else if (byte === COMMA) {
        this.count();
      }
    }
  }

  private count(): void {
    if (++this.values > IMPORT_LIMITS.maxJsonValues) throw refuse(IMPORT_TEXTS.tooManyValues(this.file));
  }
}

/** A whole JSON file's bytes, checked before JSON.parse sees them. */
export function checkJsonBounds(file: string, bytes: Uint8Array): void {
  new JsonBounds(file).check(bytes);
}

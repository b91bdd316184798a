/**
 * Reads a UTF-8 CSV file as records, streamed line by line, in linear time, and never gives up on the file for one
 * bad line (docs/decisions/0171-import-batches.md):
 * - a quote inside an unquoted cell is a character like any other (`12" vase`);
 * - a quoted cell may run over several lines, at most MAX_QUOTED_LINES; a quote that is never closed within them
 *   (or text after a closing quote) makes its first line unreadable, and reading starts again on the next line, so
 *   one stray quote costs one line, not the rest of the file;
 * - a record over several lines must have as many cells as the header, else its quote was a stray one too;
 * - blank lines are skipped; a byte-order mark is dropped.
 * csv-parse cannot do the middle point: after an unclosed quote it has consumed the lines the quote swallowed.
 */
import { createReadStream } from "node:fs";
import { createInterface } from "node:readline";
import { CSV_TEXTS } from "../../../../contract/import/texts";

/** How many lines one quoted cell (a note with line breaks) may span. */
export const MAX_QUOTED_LINES = 100;

export type CsvItem = { line: number; cells: string[] } | { line: number; problem: string };

type Step = { done: true; cells: string[] } | { done: false } | { error: string };

/** One record being read, fed a line at a time. */
class RecordReader {
  private readonly cells: string[] = [];
  private cell = "";
  private quoted = false;
  /** Set after a closing quote: only a comma or the line's end may follow. */
  private closed = false;
  private atStart = true;

  feed(text: string): Step {
    const line = text.endsWith("\r") ? text.slice(0, -1) : text;
    if (this.quoted) this.cell += "\n";
    for (let i = 0; i < line.length; i++) {
      const ch = line[i];
      if (this.quoted) {
        if (ch !== '"') this.cell += ch;
        else if (line[i + 1] === '"') {
          this.cell += '"';
          i++;
        } else {
          this.quoted = false;
          this.closed = true;
        }
        continue;
      }
      if (ch === ",") {
        this.cells.push(this.cell);
        this.cell = "";
        this.closed = false;
        this.atStart = true;
        continue;
      }
      if (this.closed) return { error: CSV_TEXTS.textAfterQuote };
      if (ch === '"' && this.atStart) this.quoted = true;
      else this.cell += ch;
      this.atStart = false;
    }
    if (this.quoted) return { done: false };
    this.cells.push(this.cell);
    return { done: true, cells: this.cells };
  }
}

/** The file's lines, then nothing; `replay` puts lines back in front (a restart after a bad quoted cell). */
class Lines {
  private readonly replayed: { line: number; text: string }[] = [];
  private next = 1;
  constructor(private readonly source: AsyncIterator<string>) {}
  replay(lines: { line: number; text: string }[]): void {
    this.replayed.unshift(...lines);
  }
  async read(): Promise<{ line: number; text: string } | null> {
    const kept = this.replayed.shift();
    if (kept) return kept;
    const step = await this.source.next();
    if (step.done) return null;
    const text = this.next === 1 && step.value.startsWith("\uFEFF") ? step.value.slice(1) : step.value;
    return { line: this.next++, text };
  }
}

/** Each record with its first line's number, or an unreadable line with why; in file order. */
export async function* readCsvRecords(file: string): AsyncGenerator<CsvItem> {
  const input = createReadStream(file, { encoding: "utf8" });
  const rl = createInterface({ input, crlfDelay: Infinity });
  const lines = new Lines(rl[Symbol.asyncIterator]());
  /** The header's number of cells. */
  let columns: number | null = null;
  try {
    for (;;) {
      const first = await lines.read();
      if (!first) return;
      if (first.text.trim() === "") continue;
      const reader = new RecordReader();
      const taken = [first];
      let step = reader.feed(first.text);
      while ("done" in step && !step.done && taken.length < MAX_QUOTED_LINES) {
        const more = await lines.read();
        if (!more) break;
        taken.push(more);
        step = reader.feed(more.text);
      }
      // A record over several lines with the wrong number of cells is a stray quote that met another quote.
      if ("done" in step && step.done && (taken.length === 1 || columns === null || step.cells.length === columns)) {
        columns ??= step.cells.length;
        yield { line: first.line, cells: step.cells };
        continue;
      }
      // Over several lines, the cause is the quote that opened them, whatever went wrong later.
      yield { line: first.line, problem: "error" in step && taken.length === 1 ? step.error : CSV_TEXTS.unterminated };
      // The lines a broken quoted cell took are read again, each as the start of a record.
      lines.replay(taken.slice(1));
    }
  } finally {
    rl.close();
    input.destroy();
  }
}

/**
 * A plain CSV of pieces (issue 24): headers recognised case-insensitively, a mapping (column → Claybook field) for
 * the rest, UTF-8 only, and every unreadable row reported by line number so the potter can import the good rows
 * or none. Columns mapped to nothing are listed as unmapped, never dropped silently.
 */
import { parse } from "csv-parse/sync";
import { CSV_FIELDS, type CsvField } from "../../../contract/import/rules";
import { CSV_TEXTS } from "../../../contract/import/texts";
import { STAGES } from "../../../contract/stages/texts";
import { AppError } from "../../errors";
import { emptyData, Unmapped, type ImportedStage, type Importer, type LineProblem } from "./importer";
import { formingMethod, readDate, readNumber } from "./map-values";



/** Header spellings Claybook recognises, lower-cased. */
const ALIASES: Record<string, CsvField> = {
  name: "name", title: "name", piece: "name",
  type: "type", form: "type",
  "clay body": "clayBody", claybody: "clayBody", clay: "clayBody", clay_body: "clayBody",
  stage: "stage", status: "stage",
  date: "date",
  location: "location",
  notes: "notes", note: "notes",
  height: "height", width: "width", depth: "depth",
};

const STAGE_WORDS: Record<string, ImportedStage> = Object.fromEntries(STAGES.map((s) => [s.toLowerCase(), s])) as Record<string, ImportedStage>;

function decodeUtf8(bytes: Buffer): string {
  try {
    const text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    return text.startsWith("\uFEFF") ? text.slice(1) : text;
  } catch {
    throw AppError.badRequest(CSV_TEXTS.notUtf8, { file: CSV_TEXTS.notUtf8 });
  }
}

export function readCsvMapping(raw: string | undefined): Record<string, CsvField> {
  if (raw === undefined || raw.trim() === "") return {};
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw AppError.badRequest(CSV_TEXTS.badMapping, { mapping: CSV_TEXTS.badMapping });
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) throw AppError.badRequest(CSV_TEXTS.badMapping, { mapping: CSV_TEXTS.badMapping });
  const out: Record<string, CsvField> = {};
  for (const [column, field] of Object.entries(value)) {
    if (!(CSV_FIELDS as readonly unknown[]).includes(field)) throw AppError.badRequest(CSV_TEXTS.badMapping, { mapping: CSV_TEXTS.badMapping });
    out[column.trim().toLowerCase()] = field as CsvField;
  }
  return out;
}

/** Splits into records with their first line number; an unterminated quote ends reading at its line. */
function readRecords(text: string): { records: { line: number; cells: string[] }[]; problems: LineProblem[] } {
  const records: { line: number; cells: string[] }[] = [];
  const problems: LineProblem[] = [];
  try {
    const rows = parse(text, { relax_column_count: true, info: true, skip_empty_lines: true, bom: true }) as unknown as { record: string[]; info: { lines: number } }[];
    for (const row of rows) records.push({ line: row.info.lines - countNewlines(row.record), cells: row.record });
  } catch (err) {
    const e = err as { code?: string; lines?: number };
    if (e.code !== "CSV_QUOTE_NOT_CLOSED" && e.code !== "CSV_INVALID_CLOSING_QUOTE") throw err;
    // Keep the rows before the broken one; the broken quote swallows the rest, which is reported from its line.
    const before = text.split(/\r?\n/);
    let good: { record: string[]; info: { lines: number } }[] = [];
    let line = before.length;
    for (let cut = before.length - 1; cut >= 1; cut--) {
      try {
        good = parse(before.slice(0, cut).join("\n"), { relax_column_count: true, info: true, skip_empty_lines: true }) as unknown as typeof good;
        line = cut + 1;
        break;
      } catch {
        // keep shortening until what is left reads
      }
    }
    for (const row of good) records.push({ line: row.info.lines - countNewlines(row.record), cells: row.record });
    problems.push({ line, message: CSV_TEXTS.unterminated });
  }
  return { records, problems };
}

/** A UTF-8 CSV as a header and rows with their line numbers; unreadable lines are reported, not thrown. */
export function readCsvTable(bytes: Buffer): { header: string[]; rows: { line: number; cells: string[] }[]; problems: LineProblem[] } {
  const { records, problems } = readRecords(decodeUtf8(bytes));
  const [header, ...rows] = records;
  return { header: header?.cells.map((h) => h.trim()) ?? [], rows, problems };
}

const countNewlines = (cells: string[]) => cells.reduce((n, c) => n + (c.match(/\n/g)?.length ?? 0), 0);

export const csvPiecesImporter: Importer<{ mapping: Record<string, CsvField> }> = {
  detect: (source) => source.kind === "file" && source.fileName.toLowerCase().endsWith(".csv"),
  parse(source, { mapping }) {
    if (source.kind !== "file") throw AppError.badRequest(CSV_TEXTS.notUtf8, { file: CSV_TEXTS.notUtf8 });
    const { records, problems } = readRecords(decodeUtf8(source.bytes));
    const [header, ...rows] = records;
    const data = emptyData();
    if (!header) return { ...data, badLines: problems };
    const columns = header.cells.map((h) => {
      const key = h.trim().toLowerCase();
      return mapping[key] ?? ALIASES[key] ?? null;
    });
    const unmapped = new Unmapped();
    const headerOf = (field: CsvField) => header.cells[columns.indexOf(field)]?.trim() ?? field;
    const badLines: LineProblem[] = [];
    const whole = rows.filter((row) => {
      if (row.cells.length === header.cells.length) return true;
      badLines.push({ line: row.line, message: CSV_TEXTS.columnCount(header.cells.length, row.cells.length) });
      return false;
    });
    const byLine = (list: LineProblem[]) => list.sort((a, b) => a.line - b.line);
    if (!columns.includes("name")) {
      // The preview still lists every column, so the column-mapping step can offer a select per header.
      header.cells.forEach((h, i) => {
        const filled = whole.filter((r) => (r.cells[i] ?? "").trim() !== "").length;
        if (columns[i] === null) unmapped.add(h.trim(), CSV_TEXTS.unknownColumn, filled);
      });
      return { ...data, unmapped: unmapped.list(), badLines: byLine([...badLines, ...problems]), refusal: CSV_TEXTS.noName };
    }
    for (const row of whole) {
      const get = (field: CsvField) => {
        const i = columns.indexOf(field);
        return i < 0 ? "" : (row.cells[i] ?? "").trim();
      };
      const name = get("name");
      if (name === "") {
        badLines.push({ line: row.line, message: CSV_TEXTS.emptyName });
        continue;
      }
      header.cells.forEach((h, i) => {
        if (columns[i] === null && (row.cells[i] ?? "").trim() !== "") unmapped.add(h.trim(), CSV_TEXTS.unknownColumn);
      });
      const tags: string[] = [];
      const type = formingMethod(get("type"), headerOf("type"), unmapped, tags);
      const stageText = get("stage");
      const stage = STAGE_WORDS[stageText.toLowerCase()] ?? null;
      if (stageText !== "" && stage === null) unmapped.add(headerOf("stage"), CSV_TEXTS.unknownStage);
      const date = readDate(get("date"), headerOf("date"), unmapped);
      const location = get("location") || null;
      const dim = (field: "height" | "width" | "depth") => readNumber(get(field), headerOf(field), unmapped);
      data.pieces.push({
        sourceId: `line ${row.line}`,
        name,
        type,
        clayBody: get("clayBody"),
        tags,
        createdAt: date,
        location,
        notes: get("notes") || null,
        height: dim("height"),
        width: dim("width"),
        depth: dim("depth"),
        stages: stage ? [{ stage, date, location, notes: null }] : [],
        photos: [],
      });
    }
    return { ...data, unmapped: unmapped.list(), badLines: byLine([...badLines, ...problems]) };
  },
};

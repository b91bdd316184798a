/**
 * A plain CSV of pieces (issue 24): headers recognised case-insensitively, a mapping (column → Claybook field) for
 * the rest, UTF-8 only, and every unreadable row reported by line number so the potter can import the good rows
 * or none. Columns mapped to nothing are listed as unmapped, never dropped silently.
 */
import { parse } from "csv-parse/sync";
import { STAGES } from "../../../contract/stages/texts";
import { AppError } from "../../errors";
import type { ImportedData, ImportedPiece, ImportedStage, Importer, LineProblem, UnmappedField } from "./importer";

export const CSV_FIELDS = ["name", "type", "clayBody", "stage", "date", "location", "notes", "height", "width", "depth"] as const;
export type CsvField = (typeof CSV_FIELDS)[number];

export const CSV_TEXTS = {
  notUtf8: "This CSV is not UTF-8. Save it as 'CSV UTF-8' and import it again.",
  badMapping: "mapping must be a JSON object of column → Claybook field (name, type, clayBody, stage, date, location, notes, height, width, depth).",
  noName: "The CSV has no column for the piece's name; map one with the column-mapping step.",
  unterminated: "a quote is opened and never closed",
  columnCount: (expected: number, got: number) => `has ${got} columns, the header has ${expected}`,
  unknownColumn: "no Claybook field for this column",
  unknownStage: "not one of Claybook's stages (Formed, Trimmed, Bisqued, Glazed, Finished)",
  notNumber: "not a number",
  notDate: "not a date",
  emptyName: "row without a name",
} as const;

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

const countNewlines = (cells: string[]) => cells.reduce((n, c) => n + (c.match(/\n/g)?.length ?? 0), 0);

function num(value: string, field: string, miss: (field: string, reason: string) => void): number | null {
  if (value === "") return null;
  const n = Number(value.replace(",", "."));
  if (!Number.isFinite(n) || n < 0) {
    miss(field, CSV_TEXTS.notNumber);
    return null;
  }
  return n;
}

export const csvPiecesImporter: Importer<{ mapping: Record<string, CsvField> }> = {
  detect: (_bytes, fileName) => fileName.toLowerCase().endsWith(".csv"),
  parse(bytes, { mapping }) {
    const { records, problems } = readRecords(decodeUtf8(bytes));
    const [header, ...rows] = records;
    if (!header) return { pieces: [], unmapped: [], badLines: problems };
    const columns = header.cells.map((h) => {
      const key = h.trim().toLowerCase();
      return mapping[key] ?? ALIASES[key] ?? null;
    });
    if (!columns.includes("name")) throw AppError.badRequest(CSV_TEXTS.noName, { mapping: CSV_TEXTS.noName });
    const unmapped = new Map<string, UnmappedField>();
    const miss = (field: string, reason: string) => {
      const key = `${field}\u0000${reason}`;
      const entry = unmapped.get(key) ?? { field, count: 0, reason };
      entry.count++;
      unmapped.set(key, entry);
    };
    const badLines: LineProblem[] = [];
    const pieces: ImportedPiece[] = [];
    for (const row of rows) {
      if (row.cells.length !== header.cells.length) {
        badLines.push({ line: row.line, message: CSV_TEXTS.columnCount(header.cells.length, row.cells.length) });
        continue;
      }
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
        if (columns[i] === null && (row.cells[i] ?? "").trim() !== "") miss(h.trim(), CSV_TEXTS.unknownColumn);
      });
      const stageText = get("stage");
      const stage = STAGE_WORDS[stageText.toLowerCase()] ?? null;
      if (stageText !== "" && stage === null) miss(header.cells[columns.indexOf("stage")]!.trim(), CSV_TEXTS.unknownStage);
      const dateText = get("date");
      let date: string | null = null;
      if (dateText !== "") {
        const d = new Date(dateText);
        if (Number.isNaN(d.getTime())) miss(header.cells[columns.indexOf("date")]!.trim(), CSV_TEXTS.notDate);
        else date = d.toISOString();
      }
      const dim = (field: "height" | "width" | "depth") => num(get(field), header.cells[columns.indexOf(field)]?.trim() ?? field, miss);
      pieces.push({
        name,
        type: get("type"),
        clayBody: get("clayBody"),
        stage,
        date,
        location: get("location") || null,
        notes: get("notes") || null,
        height: dim("height"),
        width: dim("width"),
        depth: dim("depth"),
      });
    }
    const data: ImportedData = { pieces, unmapped: [...unmapped.values()], badLines: [...badLines, ...problems].sort((a, b) => a.line - b.line) };
    return data;
  },
};

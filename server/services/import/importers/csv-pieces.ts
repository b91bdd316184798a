/**
 * A plain CSV of pieces: headers recognised case-insensitively, a mapping (column → Claybook field) for
 * the rest, UTF-8 only, and every unreadable row reported by line number so the potter can import the good rows
 * or none. Columns mapped to nothing are listed as unmapped, never dropped silently.
 */
import { CSV_FIELDS, IMPORT_LIMITS, type CsvField } from "../../../../contract/import/rules";
import { CSV_TEXTS, IMPORT_TEXTS } from "../../../../contract/import/texts";
import { STAGES } from "../../../../contract/stages/texts";
import { AppError } from "../../../errors";
import { readCsvRecords } from "./csv-records";
import { emptyData, Unmapped, type ImportedData, type ImportedPiece, type ImportedStage, type Importer, type LineProblem } from "./importer";
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

type Row = { line: number; cells: string[] };

/**
 * Reads a CSV file's records in file order, calling `onRow` for each after the header; unreadable lines are listed,
 * not thrown. More than IMPORT_LIMITS.maxRows rows refuse the file (the upload's line count catches most at once).
 */
async function eachRow(file: string, onHeader: (header: string[]) => void, onRow: (row: Row) => void | Promise<void>): Promise<LineProblem[]> {
  const problems: LineProblem[] = [];
  let header: string[] | null = null;
  let rows = 0;
  for await (const item of readCsvRecords(file)) {
    if ("problem" in item) {
      problems.push({ line: item.line, message: item.problem });
      continue;
    }
    // A cell is bounded like a JSON string (docs/decisions/0260-bounded-import-readers.md).
    if (item.cells.some((cell) => cell.length > IMPORT_LIMITS.maxStringChars)) {
      throw AppError.badRequest(IMPORT_TEXTS.tooLongCell(item.line), { file: IMPORT_TEXTS.tooLongCell(item.line) });
    }
    if (header === null) {
      header = item.cells;
      onHeader(header);
      continue;
    }
    if (++rows > IMPORT_LIMITS.maxRows) throw AppError.badRequest(IMPORT_TEXTS.tooManyRows, { file: IMPORT_TEXTS.tooManyRows });
    await onRow(item);
  }
  return problems;
}

/** A UTF-8 CSV as a header and rows with their line numbers; unreadable lines are reported, not thrown. */
export async function readCsvTable(file: string): Promise<{ header: string[]; rows: Row[]; problems: LineProblem[] }> {
  let header: string[] = [];
  const rows: Row[] = [];
  const problems = await eachRow(
    file,
    (h) => (header = h.map((c) => c.trim())),
    (row) => void rows.push(row),
  );
  return { header, rows, problems };
}

/** How many pieces go to `onPieces` at a time. */
const HANDED_OVER = 500;

export const csvPiecesImporter: Importer<{
  mapping: Record<string, CsvField>;
  /**
   * Takes the pieces a few hundred at a time while the file is read, so they are stored as they come and the job
   * never holds the whole file's pieces (docs/decisions/0222-import-memory.md); `pieces` then answers empty.
   */
  onPieces?: (pieces: ImportedPiece[]) => Promise<void>;
}> = {
  detect: (source) => source.kind === "file" && source.fileName.toLowerCase().endsWith(".csv"),
  async parse(source, { mapping, onPieces }) {
    if (source.kind !== "file") throw AppError.badRequest(CSV_TEXTS.notUtf8, { file: CSV_TEXTS.notUtf8 });
    const data = emptyData();
    const unmapped = new Unmapped();
    const badLines: LineProblem[] = [];
    let header: string[] = [];
    let columns: (CsvField | null)[] = [];
    /** Without a name column only the preview of the columns is built: how many rows fill each. */
    const filled: number[] = [];
    const headerOf = (field: CsvField) => header[columns.indexOf(field)]?.trim() ?? field;
    let waiting: ImportedPiece[] = [];
    const problems = await eachRow(
      source.file,
      (cells) => {
        header = cells;
        columns = cells.map((h) => {
          const key = h.trim().toLowerCase();
          return mapping[key] ?? ALIASES[key] ?? null;
        });
      },
      async (row) => {
        if (row.cells.length !== header.length) {
          badLines.push({ line: row.line, message: CSV_TEXTS.columnCount(header.length, row.cells.length) });
          return;
        }
        if (!columns.includes("name")) {
          row.cells.forEach((c, i) => (filled[i] = (filled[i] ?? 0) + (c.trim() !== "" ? 1 : 0)));
          return;
        }
        const piece = readPiece(row, columns, header, headerOf, unmapped, badLines);
        if (piece && !onPieces) data.pieces.push(piece);
        if (piece && onPieces) waiting.push(piece);
        if (onPieces && waiting.length >= HANDED_OVER) {
          const handed = waiting;
          waiting = [];
          await onPieces(handed);
        }
      },
    );
    if (onPieces && waiting.length > 0) await onPieces(waiting);
    const byLine = (list: LineProblem[]) => list.sort((a, b) => a.line - b.line);
    if (header.length === 0) return { ...data, badLines: problems };
    if (!columns.includes("name")) {
      // The preview still lists every column, so the column-mapping step can offer a select per header.
      header.forEach((h, i) => {
        if (columns[i] === null) unmapped.add(h.trim(), CSV_TEXTS.unknownColumn, filled[i] ?? 0);
      });
      return { ...data, unmapped: unmapped.list(), badLines: byLine([...badLines, ...problems]), refusal: CSV_TEXTS.noName };
    }
    return { ...data, unmapped: unmapped.list(), badLines: byLine([...badLines, ...problems]) };
  },
};

function readPiece(
  row: Row,
  columns: (CsvField | null)[],
  header: string[],
  headerOf: (field: CsvField) => string,
  unmapped: Unmapped,
  badLines: LineProblem[],
): ImportedData["pieces"][number] | null {
  const get = (field: CsvField) => {
    const i = columns.indexOf(field);
    return i < 0 ? "" : (row.cells[i] ?? "").trim();
  };
  const name = get("name");
  if (name === "") {
    badLines.push({ line: row.line, message: CSV_TEXTS.emptyName });
    return null;
  }
  header.forEach((h, i) => {
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
  return {
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
    fate: null,
    layers: [],
  };
}

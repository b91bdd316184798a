/**
 * The Potter's Mud Room CSV exports (docs/imports.md, where the app's export code read is cited): one file per kind,
 * told apart by their header rows: pieces (with their price and costs), glazes (a recipe glaze's ingredients become a
 * recipe), clay bodies, firing logs and sales (mudroom-money.ts, docs/decisions/0321-mud-room-recipes-and-sales.md).
 * Columns Claybook has no field for are listed per column (product.md#r148, r149).
 */
import { AppError } from "../../../errors";
import { readCsvTable } from "./csv-pieces";
import { emptyData, pieceDefaults, stageOf, Unmapped, type ImportedData, type ImportedRecipe, type ImportedFate, type ImportedStage, type Importer, type ImportSource } from "./importer";
import { formingMethod, readDate } from "./map-values";
import { pieceMoney, readSale } from "./mudroom-money";
import { notesOf, readConeRange, readIngredientList } from "./recipe-values";

export const MUDROOM_TEXTS = {
  notMudRoom: "This CSV is not one of The Potter's Mud Room's exports (pieces, glazes, clay bodies, firing logs or sales).",
  recipeWithoutIngredients: "a recipe glaze whose ingredients the export leaves out: kept as a surface treatment without a recipe",
  unreadIngredient: "an ingredient without an amount: left out of the recipe",
  noCone: "not Claybook's cones: the recipe keeps the range in its notes",
  coneNote: (range: string) => `Cone range: ${range}`,
  noField: "no Claybook field for this column",
  noStage: "no Claybook stage for this status",
  /** A broken or recycled piece keeps its fate; the status is the only stage the export gives. */
  fateStage: (status: string) =>
    `${status}: the piece is kept as ${status === "broken" ? "lost (broken)" : "reclaimed"}; the export does not say at which stage, so it shows at Formed`,
} as const;

/** Statuses that end a piece (product.md#r180): broken is lost, recycled is reclaimed. */
const MUDROOM_FATES: Readonly<Record<string, ImportedFate>> = {
  broken: { fate: "lost", cause: "broken", note: null, at: null },
  recycled: { fate: "reclaimed", cause: null, note: null, at: null },
};

type Kind = "pieces" | "glazes" | "clayBodies" | "firings" | "sales";

/** The first columns of each export, as the app writes them. */
const HEADERS: [Kind, string[]][] = [
  ["pieces", ["Title", "Clay Body", "Status", "Technique", "Form", "Studio"]],
  ["glazes", ["Name", "Type", "Brand", "SKU", "Color", "Cone Range"]],
  ["clayBodies", ["Name", "Brand", "Type", "Wet Color", "Fired Color"]],
  // The sales export (`/api/sales/export`), as written now and before its line items.
  ["sales", ["Date", "Item Description", "Event", "Quantity", "Price Each"]],
  ["sales", ["Date", "Piece", "Price", "Venue Type"]],
  // The app has two firing-log exports; both start with Date and list Cone and Results.
  ["firings", ["Date"]],
];

function kindOf(header: string[]): Kind | null {
  for (const [kind, first] of HEADERS) {
    if (first.every((h, i) => header[i] === h) && (kind !== "firings" || (header.includes("Cone") && header.includes("Results")))) return kind;
  }
  return null;
}

/** The app's piece statuses → Claybook stage (docs/imports.md). */
export const MUDROOM_STAGES: Readonly<Record<string, ImportedStage | null>> = {
  "in-progress": "Formed",
  "leather-hard": "Formed",
  "bone-dry": "Formed",
  "bisque-fired": "Bisqued",
  glazed: "Glazed",
  "glaze-fired": "Finished",
  done: "Finished",
  sold: "Finished",
  broken: null,
  recycled: null,
};

/**
 * A recipe glaze's recipe (product.md#r258): its ingredients, when the file has them in an Ingredients column, read as a
 * pasted recipe; the glaze's cone range, atmosphere, surface and notes go with it.
 */
function glazeRecipe(get: (column: string) => string, sourceId: string, notes: string, unmapped: Unmapped): ImportedRecipe | null {
  const { lines, unread } = readIngredientList(get("Ingredients"));
  if (unread.length > 0) unmapped.add("Ingredients", MUDROOM_TEXTS.unreadIngredient, unread.length, "recipes");
  if (lines.length === 0) {
    if (/^recipe$/i.test(get("Type"))) unmapped.add("Type", MUDROOM_TEXTS.recipeWithoutIngredients, 1, "glazes");
    return null;
  }
  const range = get("Cone Range");
  const cones = readConeRange(range);
  if (cones === null) unmapped.add("Cone Range", MUDROOM_TEXTS.noCone, 1, "recipes");
  return {
    sourceId: `recipe of ${sourceId}`,
    name: get("Name"),
    kind: "glaze",
    cone: cones?.cone ?? null,
    coneHigh: cones?.coneHigh ?? null,
    atmosphere: get("Atmosphere") || null,
    surface: get("Surface") || null,
    source: null,
    notes: notesOf(notes, cones === null ? MUDROOM_TEXTS.coneNote(range) : null),
    lines,
  };
}

const headerLine = (bytes: Buffer) => bytes.toString("utf8", 0, Math.min(bytes.length, 4096)).replace(/^\uFEFF/, "").split(/\r?\n/, 1)[0]!;

export const mudroomImporter: Importer<Record<string, never>> = {
  detect: (source) => source.kind === "file" && kindOf(headerLine(source.head).split(",").map((h) => h.trim())) !== null,
  async parse(source: ImportSource) {
    if (source.kind !== "file") throw AppError.badRequest(MUDROOM_TEXTS.notMudRoom, { file: MUDROOM_TEXTS.notMudRoom });
    const { header, rows, problems } = await readCsvTable(source.file);
    const kind = kindOf(header);
    if (!kind) throw AppError.badRequest(MUDROOM_TEXTS.notMudRoom, { file: MUDROOM_TEXTS.notMudRoom });
    const data: ImportedData = { ...emptyData(), badLines: [...problems] };
    const unmapped = new Unmapped();
    const used: Record<Kind, string[]> = {
      pieces: ["Title", "Clay Body", "Status", "Technique", "Form", "Studio", "Date Started", "Date Completed", "Material Cost", "Firing Cost", "Sale Price", "Notes"],
      glazes: ["Name", "Type", "Brand", "Color", "Cone Range", "Atmosphere", "Surface", "Notes", "Ingredients"],
      clayBodies: ["Name"],
      firings: ["Date", "Piece", "Type", "Firing Type", "Cone", "Atmosphere", "Results", "Notes"],
      // Each sales column is read, or listed by readSale.
      sales: header,
    };
    for (const row of rows) {
      if (row.cells.length !== header.length) {
        data.badLines.push({ line: row.line, message: `has ${row.cells.length} columns, the header has ${header.length}` });
        continue;
      }
      const get = (column: string) => (row.cells[header.indexOf(column)] ?? "").trim();
      header.forEach((h, i) => {
        // "No" is how the export writes an empty In Stock.
        const value = (row.cells[i] ?? "").trim();
        if (!used[kind].includes(h) && value !== "" && value !== "No") unmapped.add(h, MUDROOM_TEXTS.noField, 1, kind);
      });
      const sourceId = `${kind} line ${row.line}`;
      if (kind === "pieces") {
        const name = get("Title");
        if (name === "") {
          data.badLines.push({ line: row.line, message: "row without a title" });
          continue;
        }
        const tags: string[] = [];
        const type = formingMethod(get("Technique"), "Technique", unmapped, tags);
        if (get("Form")) tags.push(get("Form"));
        const status = get("Status");
        const stage = stageOf(MUDROOM_STAGES, status);
        const ended = MUDROOM_FATES[status.toLowerCase()];
        if (ended) unmapped.add("Status", MUDROOM_TEXTS.fateStage(status.toLowerCase()));
        else if (status !== "" && stage === null) unmapped.add("Status", `${MUDROOM_TEXTS.noStage}: ${status}`);
        const started = readDate(get("Date Started"), "Date Started", unmapped);
        const completed = readDate(get("Date Completed"), "Date Completed", unmapped);
        data.pieces.push({
          ...pieceDefaults(),
          sourceId,
          name,
          type,
          clayBody: get("Clay Body"),
          tags,
          createdAt: started,
          location: get("Studio") || null,
          notes: get("Notes") || null,
          stages: stage ? [{ stage, date: stage === "Finished" ? (completed ?? started) : started, location: null, notes: null }] : [],
          // The day it ended: the completion date when the app has one, else its start (the only other date).
          fate: ended ? { ...ended, at: completed ?? started } : null,
          ...pieceMoney(get, unmapped),
        });
      } else if (kind === "glazes") {
        const name = get("Name");
        if (name === "") continue;
        const notes = [get("Notes"), get("Atmosphere") && `Atmosphere: ${get("Atmosphere")}`].filter(Boolean).join("\n");
        // The app's own types are commercial and recipe, both glazes.
        if (get("Type") !== "" && !/glaze|recipe|commercial/i.test(get("Type"))) unmapped.add("Type", "not a Claybook surface type: kept as Glaze", 1, kind);
        const recipe = glazeRecipe(get, sourceId, get("Notes"), unmapped);
        if (recipe) data.recipes.push(recipe);
        data.glazes.push({
          sourceId,
          recipeSourceId: recipe?.sourceId ?? null,
          name,
          type: /underglaze/i.test(get("Type")) ? "Underglaze" : "Glaze",
          brand: get("Brand") || null,
          color: get("Color") || null,
          temperature: get("Cone Range") || null,
          finish: get("Surface") || null,
          notes: notes || null,
        });
      } else if (kind === "sales") {
        const sale = readSale(get, header, sourceId, unmapped);
        if (sale) data.sales.push(sale);
      } else if (kind === "clayBodies") {
        if (get("Name")) data.clayBodies.push(get("Name"));
      } else {
        const type = (get("Type") || get("Firing Type")).toLowerCase();
        const date = readDate(get("Date"), "Date", unmapped);
        const piece = get("Piece");
        data.firings.push({
          sourceId,
          kind: type.includes("bisque") ? "bisque" : type.includes("glaze") ? "glaze" : "other",
          status: "done",
          date,
          targetCone: get("Cone") || null,
          atmosphere: get("Atmosphere") || null,
          peakTemperatureC: null,
          holdMinutes: null,
          notes: [get("Results"), get("Notes")].filter(Boolean).join("\n") || null,
          kilnSourceId: null,
          // The log names its piece by title: linked when exactly one of the potter's pieces has it (import-foreign.ts).
          pieces: piece ? [{ pieceSourceId: null, pieceName: piece, outcome: "pending", note: null }] : [],
        });
      }
    }
    return { ...data, unmapped: unmapped.list(), badLines: data.badLines.sort((a, b) => a.line - b.line) };
  },
};

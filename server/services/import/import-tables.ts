/**
 * What each file of a Claybook export becomes on import (product.md#r140): its table, which columns point at other
 * imported records (rewired to the new ids) and which hold photo addresses. Each row is checked against a schema
 * built from the table's own columns (docs/decisions/0150-import-format.md), so format and database never drift.
 */
import { getTableColumns } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { z } from "zod";
import { MATERIAL_EXPORT_FIELDS, PIECE_FATE_EXPORT_FIELDS, RECIPE_LINES_EXPORT_FIELDS } from "../../../contract/account/export-format";
import type { ImportKind } from "../../../contract/import/rules";
import {
  clayPrices,
  customStudioLocations,
  eventPieces,
  glazePrices,
  materialPrices,
  materialPurchases,
  materialUsages,
  reorderLevels,
  kilnCosts,
  layerGrams,
  marketEvents,
  pieceSelling,
  saleItems,
  saleReturns,
  sales,
  supplies,
  decorationLayers,
  firingPieces,
  firings,
  glazes,
  inspirations,
  kilnMaintenance,
  kilns,
  materials,
  parts,
  photos,
  pieces,
  reminderDeliveries,
  reminderMutes,
  reminderSettings,
  recipeMixes,
  recipes,
  recipeTiles,
  recipeVersions,
  stageHistory,
  studioLocations,
  surfaceComboLayers,
  surfaceCombos,
  testTiles,
} from "../../db/schema";

export type ImportTable = PgTable & { id: PgColumn; userId: PgColumn };

export interface ImportTableSpec {
  kind: ImportKind;
  file: string;
  table: ImportTable;
  /** Column → the kind its id points at. A reference that cannot be rewired becomes null, or skips a required row. */
  refs?: Readonly<Record<string, ImportKind>>;
  /** integer[] columns of ids. */
  listRefs?: Readonly<Record<string, ImportKind>>;
  photoLists?: readonly string[];
  photoSingles?: readonly string[];
  /** Columns checked against the format's own schema rather than their column type (JSON columns). */
  extra?: z.ZodRawShape;
}

/** In insert order: every record after the ones it points at. Preferences, reminder settings and photos are special. */
export const IMPORT_TABLES: readonly ImportTableSpec[] = [
  { kind: "kilns", file: "kilns.json", table: kilns },
  { kind: "kilnMaintenance", file: "kiln_maintenance.json", table: kilnMaintenance, refs: { kilnId: "kilns" } },
  // The glaze lab (product.md#r264) before the surfaces that carry its recipes; a recipe's lines name materials by
  // id inside JSON, rewired as they arrive (import-glaze-lab.ts).
  { kind: "materials", file: "materials.json", table: materials, extra: MATERIAL_EXPORT_FIELDS },
  { kind: "recipes", file: "recipes.json", table: recipes, extra: RECIPE_LINES_EXPORT_FIELDS, photoLists: ["imageUrls"] },
  { kind: "recipeVersions", file: "recipe_versions.json", table: recipeVersions, refs: { recipeId: "recipes" }, extra: RECIPE_LINES_EXPORT_FIELDS },
  { kind: "recipeMixes", file: "recipe_mixes.json", table: recipeMixes, refs: { recipeId: "recipes" } },
  // Combination glazes point at other glazes: inserted unlinked, then linked (import-claybook.ts).
  {
    kind: "glazes",
    file: "glazes.json",
    table: glazes,
    refs: { recipeId: "recipes" },
    photoLists: ["imageUrls"],
    photoSingles: ["comboImageUrl"],
  },
  { kind: "surfaceCombos", file: "surface_combos.json", table: surfaceCombos, photoLists: ["imageUrls"] },
  { kind: "inspirations", file: "inspirations.json", table: inspirations, photoLists: ["imageUrls"] },
  {
    kind: "pieces",
    file: "pieces.json",
    table: pieces,
    listRefs: { glazeIds: "glazes", inspirationIds: "inspirations" },
    photoLists: ["imageUrls"],
  },
  { kind: "parts", file: "parts.json", table: parts, refs: { pieceId: "pieces" } },
  { kind: "stageHistory", file: "stage_history.json", table: stageHistory, refs: { pieceId: "pieces" } },
  {
    kind: "decorationLayers",
    file: "decoration_layers.json",
    table: decorationLayers,
    refs: { pieceId: "pieces", glazeId: "glazes", comboId: "surfaceCombos" },
  },
  { kind: "firings", file: "firings.json", table: firings, refs: { kilnId: "kilns" }, photoLists: ["imageUrls"] },
  {
    kind: "firingPieces",
    file: "firing_pieces.json",
    table: firingPieces,
    refs: { firingId: "firings", pieceId: "pieces", stageEntryId: "stageHistory" },
  },
  {
    kind: "testTiles",
    file: "test_tiles.json",
    table: testTiles,
    refs: { glazeId: "glazes", surfaceComboId: "surfaceCombos", firingId: "firings" },
    photoLists: ["imageUrls"],
  },
  { kind: "recipeTiles", file: "recipe_tiles.json", table: recipeTiles, refs: { recipeId: "recipes", tileId: "testTiles" } },
  { kind: "reminderMutes", file: "reminder_mutes.json", table: reminderMutes, refs: { pieceId: "pieces" } },
  { kind: "reminderDeliveries", file: "reminder_deliveries.json", table: reminderDeliveries, refs: { pieceId: "pieces" } },
  { kind: "studioLocations", file: "studio_locations.json", table: studioLocations },
  { kind: "customStudioLocations", file: "custom_studio_locations.json", table: customStudioLocations },
  // The business side (product.md#r274): prices, market days, sales with their returns and items, a piece's selling
  // side and the grams its layers used, each after the records it names. Amounts are minor units, taken as they are.
  { kind: "clayPrices", file: "clay_prices.json", table: clayPrices },
  { kind: "glazePrices", file: "glaze_prices.json", table: glazePrices, refs: { glazeId: "glazes" } },
  // A material's price names an own material by its number as text, rewired as it arrives (import-glaze-lab.ts).
  { kind: "materialPrices", file: "material_prices.json", table: materialPrices },
  // Purchases, what mix logs used and reorder levels name their material the same way (docs/decisions/0326-material-stock.md).
  { kind: "materialPurchases", file: "material_purchases.json", table: materialPurchases },
  { kind: "materialUsages", file: "material_usages.json", table: materialUsages, refs: { mixId: "recipeMixes" } },
  { kind: "reorderLevels", file: "reorder_levels.json", table: reorderLevels },
  { kind: "supplies", file: "supplies.json", table: supplies },
  { kind: "kilnCosts", file: "kiln_costs.json", table: kilnCosts, refs: { kilnId: "kilns" } },
  { kind: "marketEvents", file: "market_events.json", table: marketEvents },
  { kind: "eventPieces", file: "event_pieces.json", table: eventPieces, refs: { eventId: "marketEvents", pieceId: "pieces" } },
  { kind: "sales", file: "sales.json", table: sales, refs: { eventId: "marketEvents" } },
  { kind: "saleReturns", file: "sale_returns.json", table: saleReturns, refs: { saleId: "sales" } },
  { kind: "saleItems", file: "sale_items.json", table: saleItems, refs: { saleId: "sales", pieceId: "pieces", returnId: "saleReturns" } },
  { kind: "pieceSelling", file: "piece_selling.json", table: pieceSelling, refs: { pieceId: "pieces", saleId: "sales" } },
  { kind: "layerGrams", file: "layer_grams.json", table: layerGrams, refs: { layerId: "decorationLayers" } },
];

export const REMINDER_SETTINGS_SPEC: ImportTableSpec = { kind: "reminderSettings", file: "reminder_settings.json", table: reminderSettings };
export const PHOTOS_SPEC: ImportTableSpec = { kind: "photos", file: "photos.json", table: photos };

/** Not the potter's data: the owner is the importer, the search document and text are PostgreSQL's own. */
const NOT_IMPORTED = new Set(["userId", "searchVector", "searchText"]);

// eslint-disable-next-line no-control-regex
const NO_NUL = /^[^\u0000]*$/;

function columnSchema(column: PgColumn): z.ZodType {
  const base = (c: PgColumn): z.ZodType => {
    switch (c.columnType) {
      case "PgSerial":
      case "PgInteger":
        return z.number().int();
      case "PgReal":
      case "PgDoublePrecision":
        return z.number();
      case "PgBoolean":
        return z.boolean();
      case "PgTimestamp":
        return z.iso.datetime({ offset: true }).transform((value) => new Date(value));
      case "PgNumeric":
        return z.string().regex(/^-?\d+(\.\d+)?$/);
      case "PgDateString":
        return z.iso.date();
      case "PgJsonb":
        return z.json();
      case "PgArray":
        return z.array(base((c as unknown as { baseColumn: PgColumn }).baseColumn));
      default:
        // PostgreSQL text cannot hold NUL: refused as bad format rather than failing deep in an insert.
        return z.string().regex(NO_NUL, "text holds a NUL character");
    }
  };
  let schema = base(column);
  if (!column.notNull) schema = schema.nullable();
  if (!column.notNull || column.hasDefault) schema = schema.optional();
  return schema;
}

const schemaCache = new Map<PgTable, z.ZodType>();

/** The schema of one exported row of a table: its columns as the export writes them, unknown keys refused. */
export function rowSchema(table: PgTable, extra: z.ZodRawShape = {}): z.ZodType<Record<string, unknown>> {
  const cached = schemaCache.get(table);
  if (cached && Object.keys(extra).length === 0) return cached as z.ZodType<Record<string, unknown>>;
  const shape: Record<string, z.ZodType> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    if (key === "userId") {
      shape[key] = z.number().int().optional();
      continue;
    }
    // A studio's kiln, firing or surface comes back as the potter's own: membership is granted by a studio, never
    // by a file (decision 0230).
    if (key === "studioId") {
      shape[key] = z.number().int().nullable().optional().transform(() => undefined);
      continue;
    }
    if (NOT_IMPORTED.has(key)) continue;
    shape[key] = key === "id" ? (column.columnType === "PgText" ? z.string().min(1) : z.number().int()) : columnSchema(column);
  }
  const schema = z.strictObject({ ...shape, ...extra }) as unknown as z.ZodType<Record<string, unknown>>;
  if (Object.keys(extra).length === 0) schemaCache.set(table, schema);
  return schema;
}

/** A piece's fate columns are checked against the format's own values (product.md#r180). */
export const pieceRowSchema = () => rowSchema(pieces, PIECE_FATE_EXPORT_FIELDS);

/** A saved combo carries its layer snapshots inside. */
export const comboRowSchema = () => rowSchema(surfaceCombos, { layers: z.array(rowSchema(surfaceComboLayers)) });

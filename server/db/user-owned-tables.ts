/**
 * Every table that holds rows of a user, in one list: account deletion (product.md#r15) walks it in order, the data
 * export (product.md#r24) walks it backwards (parents first), and the photo reference check reads its photo columns.
 * A new table with a user_id column goes here too; user-owned-tables.test.ts fails until it does.
 */
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import {
  clayPrices,
  codeCounters,
  customStudioLocations,
  decorationLayers,
  eventFeeds,
  eventPieces,
  firingPieces,
  firingRequests,
  firings,
  kilnMaintenance,
  kilnCosts,
  kilns,
  layerGrams,
  glazePrices,
  materialPrices,
  materialPurchases,
  materialUsages,
  reorderLevels,
  glazes,
  materials,
  recipeMixes,
  recipeShares,
  recipeTiles,
  recipeVersions,
  recipes,
  idempotencyKeys,
  importJobs,
  importSources,
  inspirations,
  marketEvents,
  parts,
  passwordResets,
  photos,
  pieceSelling,
  pieceShares,
  pieceStageCounts,
  pieces,
  processedPaymentEvents,
  pushSubscriptions,
  refreshTokens,
  reminderDeliveries,
  reminderMutes,
  reminderSettings,
  saleItems,
  saleReturns,
  sales,
  sessions,
  stageHistory,
  studioLocations,
  studioMembers,
  supplies,
  surfaceComboLayers,
  surfaceCombos,
  testTiles,
  userPreferences,
} from "./schema";

/** How the export carries a table's rows; the writers live in services/export.ts. */
export type ExportAs =
  /** `<table>.json`: every row as stored, in id order. */
  | "rows"
  /** `surface_combos.json`: each combo with its layer snapshots nested. */
  | "combos-with-layers"
  /** Nested in its parent's file. */
  | "inside-parent"
  /** `preferences.json`: the one row as the API answers it, or null. */
  | "preferences"
  /** `photos.json` plus every stored file under photos/. */
  | "photos"
  /** Sign-in secrets and payment bookkeeping: never exported. */
  | "never";

export interface UserOwnedTable {
  table: PgTable;
  /** The column naming the owner. */
  userId: PgColumn;
  /** The unique key the export pages by. */
  id: PgColumn;
  /**
   * delete: the rows go. delete-with-files: the rows go and their stored files after commit (photos).
   * unlink: the rows stay without the user (payment events, so a redelivered webhook is still recognised).
   */
  onAccountDeletion: "delete" | "delete-with-files" | "unlink";
  /** Columns holding photo addresses (/api/photos/<key>): a text[] list, or a single text. */
  photoColumns: readonly { column: PgColumn; list: boolean }[];
  exportAs: ExportAs;
}

const owned = (
  table: PgTable & { id: PgColumn; userId: PgColumn },
  exportAs: ExportAs,
  more: Partial<Pick<UserOwnedTable, "onAccountDeletion" | "photoColumns">> = {},
): UserOwnedTable => ({ table, userId: table.userId, id: table.id, exportAs, onAccountDeletion: "delete", photoColumns: [], ...more });

const list = (column: PgColumn) => ({ column, list: true });
const single = (column: PgColumn) => ({ column, list: false });

/**
 * In delete order: children before their parents. (A decoration layer's glaze link is ON DELETE SET NULL, not
 * ownership, so glazes may go first.) Reversed, this is the export's file order.
 */
export const USER_OWNED_TABLES: readonly UserOwnedTable[] = [
  // Stored answers of changes already applied (decision 0112): bookkeeping, not the potter's data.
  owned(idempotencyKeys, "never"),
  // Imports (docs/decisions/0151-import-jobs.md): this account's own bookkeeping of files it read, meaningless in
  // another account.
  owned(importJobs, "never"),
  owned(importSources, "never"),
  // Short-code counters (docs/decisions/0146-short-codes.md): an import raises them from the codes it brings.
  owned(codeCounters, "never"),
  // The business side (product.md#r268–r275): a sale's items and returns before the sale, a market day's packed
  // pieces before the day; all before the pieces, kilns and glazes they name, which the export writes first.
  owned(saleItems, "rows"),
  owned(saleReturns, "rows"),
  owned(sales, "rows"),
  owned(eventPieces, "rows"),
  owned(marketEvents, "rows"),
  owned(pieceSelling, "rows"),
  owned(layerGrams, "rows"),
  owned(kilnCosts, "rows"),
  owned(glazePrices, "rows"),
  owned(materialPrices, "rows"),
  owned(materialPurchases, "rows"),
  owned(reorderLevels, "rows"),
  owned(supplies, "rows"),
  owned(clayPrices, "rows"),
  owned(photos, "photos", { onAccountDeletion: "delete-with-files" }),
  // Kilns and firings: a firing's pieces go before the firing, a kiln's log before the kiln; a firing's kiln link is
  // ON DELETE SET NULL, so kilns may go before firings.
  // Community studios (decision 0230): the potter's memberships and the pieces they sent to a studio's queue. A
  // request's copied photo address keeps the photo while the studio may show it.
  owned(firingRequests, "rows", { photoColumns: [single(firingRequests.photoUrl)] }),
  owned(studioMembers, "rows"),
  owned(firingPieces, "rows"),
  owned(firings, "rows", { photoColumns: [list(firings.imageUrls)] }),
  owned(kilnMaintenance, "rows"),
  owned(kilns, "rows"),
  owned(customStudioLocations, "rows"),
  owned(studioLocations, "rows"),
  owned(inspirations, "rows", { photoColumns: [list(inspirations.imageUrls)] }),
  // The glaze lab (product.md#r264): a blend's tile links, mix logs and versions before their recipe; a surface's
  // recipe link is ON DELETE SET NULL, and a recipe names its materials only inside its lines.
  // A recipe's public link is a live capability of this server, like a piece's: never exported
  // (docs/decisions/0322-recipe-photos-and-share-link.md).
  owned(recipeShares, "never"),
  owned(recipeTiles, "rows"),
  owned(materialUsages, "rows"),
  owned(recipeMixes, "rows"),
  owned(recipeVersions, "rows"),
  owned(recipes, "rows", { photoColumns: [list(recipes.imageUrls)] }),
  owned(materials, "rows"),
  // A tile's glaze and combo links are ON DELETE SET NULL, like a layer's glaze link.
  owned(testTiles, "rows", { photoColumns: [list(testTiles.imageUrls)] }),
  owned(surfaceComboLayers, "inside-parent"),
  owned(surfaceCombos, "combos-with-layers", { photoColumns: [list(surfaceCombos.imageUrls)] }),
  owned(glazes, "rows", { photoColumns: [list(glazes.imageUrls), single(glazes.comboImageUrl)] }),
  owned(decorationLayers, "rows"),
  // A live capability of this server, like a session: revoked with the account, never carried to another one.
  owned(pieceShares, "never"),
  // The market days' calendar link (docs/decisions/0328-market-days-calendar-link.md): a live capability too.
  owned(eventFeeds, "never"),
  // Reminders (product.md#r170–r172): what the potter chose and what was sent, so an import keeps snoozes and never
  // re-sends. A browser's push address is a live capability of that browser, like a session: never exported.
  owned(pushSubscriptions, "never"),
  owned(reminderDeliveries, "rows"),
  owned(reminderMutes, "rows"),
  owned(reminderSettings, "rows"),
  owned(stageHistory, "rows"),
  owned(parts, "rows"),
  // Derived from the pieces and rebuilt on import, so the export leaves it out.
  owned(pieceStageCounts, "never"),
  owned(pieces, "rows", { photoColumns: [list(pieces.imageUrls)] }),
  owned(userPreferences, "preferences"),
  owned(passwordResets, "never"),
  owned(refreshTokens, "never"),
  owned(sessions, "never"),
  owned(processedPaymentEvents, "never", { onAccountDeletion: "unlink" }),
];

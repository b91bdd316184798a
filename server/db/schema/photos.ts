/** Photos, test tiles and shared pieces. Part of the one Drizzle schema (server/db/schema.ts). */
import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { owner } from "./accounts";
import { textList, ts } from "./columns";
import { pieces } from "./pieces";
import { glazes, surfaceCombos } from "./surfaces";

/** product.md#r23: every stored photo, addressed by an unguessable key; attachedAt is null until a record uses it. */
export const photos = pgTable(
  "photos",
  {
    id: text("id").primaryKey(),
    userId: owner(),
    contentType: text("content_type").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    bytes: integer("bytes").notNull(),
    thumbBytes: integer("thumb_bytes").notNull().default(0),
    createdAt: ts("created_at").notNull().defaultNow(),
    attachedAt: ts("attached_at"),
  },
  (t) => [index("photos_user_idx").on(t.userId), index("photos_unattached_idx").on(t.attachedAt, t.createdAt)],
);

/**
 * Photos whose stored files are to be removed, kept until storage confirms it (docs/decisions/0280-photo-file-removals.md):
 * an upload lists its files here before storing them and strikes them off in the transaction that records the photos;
 * a removal that storage refused stays listed. The photos sweep retries entries older than an hour.
 */
export const photoFileRemovals = pgTable(
  "photo_file_removals",
  {
    photoId: text("photo_id").primaryKey(),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [index("photo_file_removals_created_idx").on(t.createdAt)],
);

/**
 * Test tiles (product.md#r121, docs/decisions/0110-test-tiles.md): what one material did on one clay at one cone. At
 * most one of glaze_id, surface_combo_id and material_name is set; when a linked glaze or combo is deleted the link
 * becomes null and material_label (the name at the last save) names the material. firing_id waits for firings and code
 * for short codes: both stay null until those are built, hence no foreign key and no unique index yet.
 */
export const testTiles = pgTable(
  "test_tiles",
  {
    id: serial("id").primaryKey(),
    userId: owner(),
    // The short code written on the pot or the tile (docs/decisions/0146-short-codes.md).
    code: text("code"),
    glazeId: integer("glaze_id").references(() => glazes.id, { onDelete: "set null" }),
    surfaceComboId: integer("surface_combo_id").references(() => surfaceCombos.id, { onDelete: "set null" }),
    materialName: text("material_name"),
    materialLabel: text("material_label").notNull(),
    type: text("type"),
    clayBody: text("clay_body").notNull(),
    cone: text("cone"),
    atmosphere: text("atmosphere"),
    applicationMethod: text("application_method"),
    coats: integer("coats"),
    thickness: text("thickness"),
    firingId: integer("firing_id"),
    firedOn: date("fired_on", { mode: "string" }),
    kilnName: text("kiln_name"),
    imageUrls: textList("image_urls"),
    rating: integer("rating"),
    defects: textList("defects"),
    defectNote: text("defect_note"),
    notes: text("notes"),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("test_tiles_user_code_idx").on(t.userId, t.code),
    // The grid is newest first per potter; a material's tiles (compare view) come by glaze or combo.
    index("test_tiles_user_created_idx").on(t.userId, t.createdAt.desc(), t.id.desc()),
    index("test_tiles_glaze_idx").on(t.glazeId),
    index("test_tiles_surface_combo_idx").on(t.surfaceComboId),
    check("test_tiles_one_material", sql`num_nonnulls(${t.glazeId}, ${t.surfaceComboId}, ${t.materialName}) <= 1`),
  ],
);

/**
 * A piece's public link (docs/decisions/0111-share-links.md): at most one per piece. The token is the
 * capability; revoking deletes the row, so the page and its photos answer 404 and the token is never reused.
 */
export const pieceShares = pgTable(
  "piece_shares",
  {
    id: serial("id").primaryKey(),
    userId: owner(),
    pieceId: integer("piece_id")
      .notNull()
      .references(() => pieces.id, { onDelete: "cascade" }),
    token: text("token").notNull(),
    showNotes: boolean("show_notes").notNull().default(false),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("piece_shares_piece_idx").on(t.pieceId), uniqueIndex("piece_shares_token_idx").on(t.token)],
);

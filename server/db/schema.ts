/**
 * The one Drizzle schema: every entity of product.md#r44 and product.md#r74, plus what the server needs
 * (sessions, refresh tokens, password resets, promo codes, rate limits, payment events, job locks, photos).
 * Child tables carry user_id too, so ownership checks and account deletion never need a join.
 */
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });
const textList = (name: string) =>
  text(name)
    .array()
    .notNull()
    .default(sql`'{}'::text[]`);
const intList = (name: string) =>
  integer(name)
    .array()
    .notNull()
    .default(sql`'{}'::integer[]`);
/** Full-text search document (issue 21, docs/decisions/0145-piece-search.md); read only by SQL, never by the app. */
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

const owner = () =>
  integer("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" });

export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    username: text("username"),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    passwordHash: text("password_hash").notNull(),
    subscriptionTier: text("subscription_tier").notNull().default("free"),
    trialStartDate: ts("trial_start_date").notNull().defaultNow(),
    trialEndDate: ts("trial_end_date"),
    trialReminderShown: boolean("trial_reminder_shown").notNull().default(false),
    trialReminderLastShown: ts("trial_reminder_last_shown"),
    trialConversionType: text("trial_conversion_type"),
    accountStatus: text("account_status").notNull().default("active"),
    canceledAt: ts("canceled_at"),
    dataRetentionUntil: ts("data_retention_until"),
    usedPromoCode: text("used_promo_code"),
    promoCodeUsedAt: ts("promo_code_used_at"),
    paymentProvider: text("payment_provider").notNull().default("stripe"),
    stripeCustomerId: text("stripe_customer_id"),
    stripeSubscriptionId: text("stripe_subscription_id"),
    appleReceiptData: text("apple_receipt_data"),
    appleTransactionId: text("apple_transaction_id"),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [
    // product.md#r10: addresses compare case-insensitively; the unique index makes parallel sign-ups safe.
    uniqueIndex("users_email_lower_idx").on(sql`lower(${t.email})`),
    index("users_retention_idx").on(t.dataRetentionUntil),
    index("users_stripe_customer_idx").on(t.stripeCustomerId),
  ],
);

/** Web sessions (product.md#r9): the cookie holds a random token; only its hash is stored. */
export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    userId: owner(),
    createdAt: ts("created_at").notNull().defaultNow(),
    expiresAt: ts("expires_at").notNull(),
    lastSeenAt: ts("last_seen_at").notNull().defaultNow(),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

/** Native refresh tokens (product.md#r9): single-use, rotating, grouped in families for reuse detection. */
export const refreshTokens = pgTable(
  "refresh_tokens",
  {
    id: serial("id").primaryKey(),
    userId: owner(),
    tokenHash: text("token_hash").notNull(),
    familyId: text("family_id").notNull(),
    createdAt: ts("created_at").notNull().defaultNow(),
    expiresAt: ts("expires_at").notNull(),
    usedAt: ts("used_at"),
    revokedAt: ts("revoked_at"),
  },
  (t) => [
    uniqueIndex("refresh_tokens_hash_idx").on(t.tokenHash),
    index("refresh_tokens_user_idx").on(t.userId),
    index("refresh_tokens_family_idx").on(t.familyId),
  ],
);

/** product.md#r44 Password reset; the token is stored hashed (product.md#r11). */
export const passwordResets = pgTable(
  "password_resets",
  {
    id: serial("id").primaryKey(),
    userId: owner(),
    email: text("email").notNull(),
    tokenHash: text("token_hash").notNull(),
    expiresAt: ts("expires_at").notNull(),
    usedAt: ts("used_at"),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("password_resets_token_idx").on(t.tokenHash), index("password_resets_user_idx").on(t.userId)],
);

/** product.md#r44 Promo code (product.md#r14); codes are stored lower-case so they compare case-insensitively. */
export const promoCodes = pgTable("promo_codes", {
  id: serial("id").primaryKey(),
  code: text("code").notNull().unique(),
  freeDays: integer("free_days").notNull(),
  createdAt: ts("created_at").notNull().defaultNow(),
});

/** product.md#r4/D11: fixed-window counters shared by every server instance. */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  count: integer("count").notNull().default(0),
  resetAt: ts("reset_at").notNull(),
});

/** Stripe events, Apple transactions and notifications already applied (applied once each). */
export const processedPaymentEvents = pgTable("processed_payment_events", {
  id: text("id").primaryKey(),
  provider: text("provider").notNull(),
  type: text("type"),
  userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
  createdAt: ts("created_at").notNull().defaultNow(),
});

/**
 * Exactly-once writes (issue 17, docs/decisions/0112-idempotency-keys.md): one row per (user, Idempotency-Key).
 * A row without a status is a claim still running; a row with one holds the answer a retry gets back.
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    id: serial("id").primaryKey(),
    userId: owner(),
    key: text("key").notNull(),
    /** SHA-256 (hex) of method, path and body bytes: the same key with another request is refused. */
    requestHash: text("request_hash").notNull(),
    /** Who holds the claim now; storing or releasing checks it, so a stale claim taken over is not overwritten. */
    claimToken: text("claim_token").notNull(),
    /** A running claim older than this may be taken over by a retry (the server died between change and answer). */
    lockedUntil: ts("locked_until").notNull(),
    status: integer("status"),
    contentType: text("content_type"),
    body: text("body"),
    /** Other answer headers worth replaying, as name → value. */
    headers: jsonb("headers").$type<Record<string, string>>(),
    createdAt: ts("created_at").notNull(),
  },
  (t) => [uniqueIndex("idempotency_keys_user_key").on(t.userId, t.key), index("idempotency_keys_created_at").on(t.createdAt)],
);

/** product.md#r4: a lease so a scheduled job runs once across several servers. */
export const jobLocks = pgTable("job_locks", {
  name: text("name").primaryKey(),
  lockedBy: text("locked_by").notNull(),
  lockedUntil: ts("locked_until").notNull(),
  lastRunAt: ts("last_run_at"),
});

/** product.md#r44 User preferences, one per user. Lists hold display strings ('name · brand'). */
export const userPreferences = pgTable("user_preferences", {
  id: serial("id").primaryKey(),
  userId: owner().unique(),
  defaultClayBody: text("default_clay_body"),
  clayBodies: textList("clay_bodies"),
  firingMethods: textList("firing_methods"),
  studioLocations: textList("studio_locations"),
  defaultFormingMethod: text("default_forming_method"),
  defaultFiringCone: text("default_firing_cone"),
  firingCones: textList("firing_cones"),
  defaultFiringAtmosphere: text("default_firing_atmosphere"),
  firingAtmospheres: textList("firing_atmospheres"),
  showAllOptions: boolean("show_all_options").notNull().default(false),
  theme: text("theme").notNull().default("system"),
  createdAt: ts("created_at").notNull().defaultNow(),
  updatedAt: ts("updated_at").notNull().defaultNow(),
});

/** product.md#r44 and product.md#r74: kept for completeness; product.md#r21 puts the live list in preferences.studioLocations. */
export const customStudioLocations = pgTable(
  "custom_studio_locations",
  {
    id: serial("id").primaryKey(),
    userId: owner(),
    name: text("name").notNull(),
    description: text("description"),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [index("custom_studio_locations_user_idx").on(t.userId)],
);

export const studioLocations = pgTable(
  "studio_locations",
  {
    id: serial("id").primaryKey(),
    userId: owner(),
    name: text("name").notNull(),
    description: text("description"),
  },
  (t) => [index("studio_locations_user_idx").on(t.userId)],
);

/** product.md#r74 pieces. Sizes are numeric(8,2), inches; weight lbs. */
export const pieces = pgTable(
  "pieces",
  {
    id: serial("id").primaryKey(),
    userId: owner(),
    // The short code written on the pot or the tile (issue 21, docs/decisions/0146-short-codes.md).
    code: text("code"),
    name: text("name").notNull(),
    type: text("type").notNull(),
    clayBody: text("clay_body").notNull(),
    imageUrls: textList("image_urls"),
    isMultiPart: boolean("is_multi_part").notNull().default(false),
    studioLocation: text("studio_location"),
    status: text("status").notNull().default("In Progress"),
    currentPhase: text("current_phase").notNull().default("wedge"),
    glazeIds: intList("glaze_ids"),
    inspirationIds: intList("inspiration_ids"),
    tags: textList("tags"),
    notes: text("notes"),
    surfaceTreatmentNotes: text("surface_treatment_notes"),
    clayWeight: numeric("clay_weight", { precision: 8, scale: 2 }),
    height: numeric("height", { precision: 8, scale: 2 }),
    width: numeric("width", { precision: 8, scale: 2 }),
    depth: numeric("depth", { precision: 8, scale: 2 }),
    firingMethod: text("firing_method"),
    decoratingTechniques: textList("decorating_techniques"),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
    /**
     * product.md#r79 kept on the row (docs/decisions/0108-stored-current-stage.md): the board stage and the shown
     * location, rewritten by refreshCurrentStage in the transaction of every change that can move them. Null only
     * inside the transaction that creates the piece, before it is counted in piece_stage_counts.
     */
    currentStage: text("current_stage"),
    currentLocation: text("current_location"),
    /**
     * When the piece entered its current stage: the date of the entry that gives current_stage, else created_at
     * (issue 23, docs/decisions/0135-reminder-rules.md). Kept by refreshCurrentStage with the stage.
     */
    currentStageSince: ts("current_stage_since"),
    /**
     * The piece's own words for search (issue 21), kept by PostgreSQL itself. 'simple' keeps glaze names as typed
     * (no stemming of "celadon" or "tenmoku"); arrays, stage notes and layers are in search_text, which triggers keep
     * (their text functions are not immutable, so they cannot be part of a generated column).
     */
    /**
     * Everything a search word can be found in, lower-case, one text (issue 21, docs/decisions/0149-search-text.md):
     * the piece's own texts, its stage notes and its layers' material names. Kept by PostgreSQL itself, by the
     * triggers of migration 0017, so no write path can leave it stale; read only by the search's SQL.
     */
    searchText: text("search_text"),
    searchVector: tsvector("search_vector").generatedAlwaysAs(
      sql`to_tsvector('simple'::regconfig, coalesce(name, '') || ' ' || coalesce(clay_body, '') || ' ' || coalesce(notes, '') || ' ' || coalesce(surface_treatment_notes, ''))`,
    ),
  },
  (t) => [
    uniqueIndex("pieces_user_code_idx").on(t.userId, t.code),
    // Search (issue 21): words by the GIN full-text index, parts of words by pg_trgm on the name.
    index("pieces_search_idx").using("gin", t.searchVector),
    index("pieces_name_trgm_idx").using("gin", sql`lower(${t.name}) gin_trgm_ops`),
    // Every field at once (docs/decisions/0149-search-text.md), and a code from its start as typed without dashes.
    index("pieces_search_text_trgm_idx").using("gin", sql`${t.searchText} gin_trgm_ops`),
    index("pieces_user_code_compact_idx").on(t.userId, sql`replace(${t.code}, '-', '') text_pattern_ops`),
    // The list is newest first per user (product.md#r19); the page is cut from this index alone.
    index("pieces_user_created_idx").on(t.userId, t.createdAt.desc(), t.id.desc()),
    // Reminders (product.md#r170): a potter's pieces in one stage, oldest first, as one range per stage.
    index("pieces_user_stage_since_idx").on(t.userId, t.currentStage, t.currentStageSince),
    // One stage's pages of the list (issue 18 item 4), newest first, cut from this index like the whole list.
    index("pieces_user_stage_created_idx").on(t.userId, t.currentStage, t.createdAt.desc(), t.id.desc()),
  ],
);

/**
 * Each potter's number of pieces per current stage (docs/decisions/0108-stored-current-stage.md), kept in the same
 * transactions as pieces.current_stage, so the list answers its totals without counting the studio.
 */
export const pieceStageCounts = pgTable(
  "piece_stage_counts",
  {
    id: serial("id").primaryKey(),
    userId: owner(),
    stage: text("stage").notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [uniqueIndex("piece_stage_counts_user_stage_idx").on(t.userId, t.stage)],
);

/** product.md#r74 parts of a multi-part piece. */
export const parts = pgTable(
  "parts",
  {
    id: serial("id").primaryKey(),
    userId: owner(),
    pieceId: integer("piece_id")
      .notNull()
      .references(() => pieces.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    status: text("status").notNull().default("Not Started"),
    currentPhase: text("current_phase"),
    notes: text("notes"),
  },
  (t) => [index("parts_piece_idx").on(t.pieceId), index("parts_user_idx").on(t.userId)],
);

/** product.md#r74 stage_history. */
export const stageHistory = pgTable(
  "stage_history",
  {
    id: serial("id").primaryKey(),
    userId: owner(),
    pieceId: integer("piece_id")
      .notNull()
      .references(() => pieces.id, { onDelete: "cascade" }),
    stage: text("stage").notNull(),
    date: ts("date").notNull().defaultNow(),
    location: text("location").notNull(),
    notes: text("notes"),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [
    index("stage_history_piece_idx").on(t.pieceId),
    index("stage_history_user_date_idx").on(t.userId, t.date.desc()),
  ],
);

/** product.md#r74 glazes: every surface treatment, and (product.md#r22) combination glazes as rows with isCombo. */
export const glazes = pgTable(
  "glazes",
  {
    id: serial("id").primaryKey(),
    userId: owner(),
    // The short code written on the pot or the tile (issue 21, docs/decisions/0146-short-codes.md).
    code: text("code"),
    name: text("name").notNull(),
    type: text("type").notNull().default("Glaze"),
    imageUrls: textList("image_urls"),
    color: text("color"),
    brand: text("brand"),
    description: text("description"),
    temperature: text("temperature"),
    firingAtmosphere: text("firing_atmosphere"),
    clayBodies: textList("clay_bodies"),
    finish: text("finish"),
    notes: text("notes"),
    autoNamed: boolean("auto_named").notNull().default(false),
    unnamedIndex: integer("unnamed_index"),
    isCombo: boolean("is_combo").notNull().default(false),
    baseLayerGlazeId: integer("base_layer_glaze_id"),
    topLayerGlazeId: integer("top_layer_glaze_id"),
    comboImageUrl: text("combo_image_url"),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("glazes_user_code_idx").on(t.userId, t.code),
    index("glazes_user_name_idx").on(t.userId, t.name),
    index("glazes_base_layer_idx").on(t.baseLayerGlazeId),
    index("glazes_top_layer_idx").on(t.topLayerGlazeId),
  ],
);

/** product.md#r74 surface_combos: saved layer stacks. */
export const surfaceCombos = pgTable(
  "surface_combos",
  {
    id: serial("id").primaryKey(),
    userId: owner(),
    name: text("name").notNull(),
    temperature: text("temperature"),
    notes: text("notes"),
    imageUrls: textList("image_urls"),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [index("surface_combos_user_idx").on(t.userId, t.createdAt.desc())],
);

/** product.md#r74 surface_combo_layers: a snapshot, unaffected by later library edits. */
export const surfaceComboLayers = pgTable(
  "surface_combo_layers",
  {
    id: serial("id").primaryKey(),
    userId: owner(),
    comboId: integer("combo_id")
      .notNull()
      .references(() => surfaceCombos.id, { onDelete: "cascade" }),
    orderIndex: integer("order_index").notNull().default(0),
    type: text("type").notNull(),
    materialName: text("material_name"),
    placement: text("placement"),
    applicationMethod: text("application_method"),
    coats: integer("coats"),
    thickness: text("thickness"),
  },
  (t) => [index("surface_combo_layers_combo_idx").on(t.comboId, t.orderIndex), index("surface_combo_layers_user_idx").on(t.userId)],
);

/** product.md#r74 decoration_layers on a piece, in orderIndex order. */
export const decorationLayers = pgTable(
  "decoration_layers",
  {
    id: serial("id").primaryKey(),
    userId: owner(),
    pieceId: integer("piece_id")
      .notNull()
      .references(() => pieces.id, { onDelete: "cascade" }),
    glazeId: integer("glaze_id").references(() => glazes.id, { onDelete: "set null" }),
    type: text("type").notNull().default("Glaze"),
    placement: text("placement").notNull(),
    applicationMethod: text("application_method"),
    coats: integer("coats"),
    thickness: text("thickness"),
    temperature: text("temperature"),
    firingAtmosphere: text("firing_atmosphere"),
    notes: text("notes"),
    orderIndex: integer("order_index").notNull().default(0),
    comboId: integer("combo_id"),
    comboName: text("combo_name"),
    materialName: text("material_name"),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [
    index("decoration_layers_piece_idx").on(t.pieceId, t.orderIndex),
    index("decoration_layers_user_idx").on(t.userId),
    index("decoration_layers_glaze_idx").on(t.glazeId),
  ],
);

/** product.md#r74 inspirations; sources are [{ text, url }]. */
export const inspirations = pgTable(
  "inspirations",
  {
    id: serial("id").primaryKey(),
    userId: owner(),
    name: text("name").notNull(),
    imageUrls: textList("image_urls"),
    sources: jsonb("sources").$type<{ text: string; url: string }[]>().notNull().default([]),
    tags: textList("tags"),
    notes: text("notes"),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [index("inspirations_user_created_idx").on(t.userId, t.createdAt.desc())],
);

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
 * Issue 22 test tiles (docs/decisions/0110-test-tiles.md): what one material did on one clay at one cone. At most
 * one of glaze_id, surface_combo_id and material_name is set; when a linked glaze or combo is deleted the link
 * becomes null and material_label (the name at the last save) names the material. firing_id waits for firings and
 * code for short codes: both stay null until those are built, hence no foreign key and no unique index yet.
 */
export const testTiles = pgTable(
  "test_tiles",
  {
    id: serial("id").primaryKey(),
    userId: owner(),
    // The short code written on the pot or the tile (issue 21, docs/decisions/0146-short-codes.md).
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
 * A piece's public link (issue 24, docs/decisions/0111-share-links.md): at most one per piece. The token is the
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

/** Issue 20: a potter's kilns (docs/decisions/0120-firings.md). */
export const kilns = pgTable(
  "kilns",
  {
    id: serial("id").primaryKey(),
    userId: owner(),
    name: text("name").notNull(),
    type: text("type").notNull().default("Electric"),
    maxCone: text("max_cone"),
    shelves: integer("shelves"),
    notes: text("notes"),
    archived: boolean("archived").notNull().default(false),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [index("kilns_user_idx").on(t.userId)],
);

/** A kiln's maintenance log: element, thermocouple and relay changes, and anything else. */
export const kilnMaintenance = pgTable(
  "kiln_maintenance",
  {
    id: serial("id").primaryKey(),
    userId: owner(),
    kilnId: integer("kiln_id")
      .notNull()
      .references(() => kilns.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    date: date("date", { mode: "string" }).notNull(),
    notes: text("notes"),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [index("kiln_maintenance_kiln_idx").on(t.kilnId, t.date)],
);

/** A firing: planned → loading → firing → cooling → done (or canceled); peak temperature in °C. */
export const firings = pgTable(
  "firings",
  {
    id: serial("id").primaryKey(),
    userId: owner(),
    // The short code written on the pot or the tile (issue 21, docs/decisions/0146-short-codes.md).
    code: text("code"),
    kilnId: integer("kiln_id").references(() => kilns.id, { onDelete: "set null" }),
    kind: text("kind").notNull(),
    targetCone: text("target_cone"),
    atmosphere: text("atmosphere"),
    status: text("status").notNull().default("planned"),
    plannedDate: date("planned_date", { mode: "string" }),
    startedAt: ts("started_at"),
    finishedAt: ts("finished_at"),
    schedule: text("schedule"),
    peakTemperatureC: integer("peak_temperature_c"),
    holdMinutes: integer("hold_minutes"),
    notes: text("notes"),
    imageUrls: textList("image_urls"),
    unloadLocation: text("unload_location"),
    // From the controller's temperature log (docs/decisions/0160-firing-traces.md): its length, and the log itself
    // downsampled to at most 500 [minutes, °C] points for the chart.
    durationMinutes: integer("duration_minutes"),
    trace: jsonb("trace").$type<{ points: [number, number][]; rows: number; sourceUnit: "C" | "F"; fileName: string }>(),
    // When the firing entered its status: a firing cooling for more than 24 hours is due for unloading (issue 23).
    statusChangedAt: ts("status_changed_at").notNull().defaultNow(),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("firings_user_code_idx").on(t.userId, t.code),
    index("firings_user_created_idx").on(t.userId, t.createdAt.desc(), t.id.desc()),
    index("firings_kiln_idx").on(t.kilnId),
  ],
);

/**
 * The pieces in a firing and what came out. stage_entry_id is the entry finishing added, so going back from done
 * removes exactly those (a piece that already had the stage gets none).
 */
export const firingPieces = pgTable(
  "firing_pieces",
  {
    id: serial("id").primaryKey(),
    userId: owner(),
    firingId: integer("firing_id")
      .notNull()
      .references(() => firings.id, { onDelete: "cascade" }),
    pieceId: integer("piece_id")
      .notNull()
      .references(() => pieces.id, { onDelete: "cascade" }),
    position: text("position"),
    outcome: text("outcome").notNull().default("pending"),
    note: text("note"),
    stageEntryId: integer("stage_entry_id").references(() => stageHistory.id, { onDelete: "set null" }),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("firing_pieces_firing_piece_idx").on(t.firingId, t.pieceId), index("firing_pieces_piece_idx").on(t.pieceId)],
);

/**
 * A potter's reminder settings (issue 23, product.md#r170), one row per potter, created on first save. Thresholds are
 * days in a stage, null for off. next_digest_at is the next instant of daily_time in time_zone, so the daily job
 * reads the potters due now from one index.
 */
export const reminderSettings = pgTable(
  "reminder_settings",
  {
    id: serial("id").primaryKey(),
    userId: owner().unique(),
    // The defaults of product.md#r170 (contract/reminders/rules.ts DEFAULT_THRESHOLDS); null is off.
    formedDays: integer("formed_days").default(2),
    trimmedDays: integer("trimmed_days").default(10),
    bisquedDays: integer("bisqued_days").default(30),
    glazedDays: integer("glazed_days").default(14),
    emailEnabled: boolean("email_enabled").notNull().default(false),
    pushEnabled: boolean("push_enabled").notNull().default(false),
    dailyTime: text("daily_time").notNull().default("08:00"),
    timeZone: text("time_zone").notNull().default("UTC"),
    paused: boolean("paused").notNull().default(false),
    nextDigestAt: ts("next_digest_at").notNull(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [index("reminder_settings_next_digest_idx").on(t.nextDigestAt)],
);

/**
 * A snooze or a dismissal ('not a concern') of one reminder, by its key (one per piece and stage, see
 * contract/reminders/rules.ts). piece_id lets a deleted piece take its rows along.
 */
export const reminderMutes = pgTable(
  "reminder_mutes",
  {
    id: serial("id").primaryKey(),
    userId: owner(),
    key: text("key").notNull(),
    pieceId: integer("piece_id").references(() => pieces.id, { onDelete: "cascade" }),
    snoozedUntil: ts("snoozed_until"),
    dismissed: boolean("dismissed").notNull().default(false),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("reminder_mutes_user_key_idx").on(t.userId, t.key)],
);

/**
 * What was delivered, once per reminder key and channel: the unique index is the guard that makes a restart or a
 * second server never send a reminder twice (a delivery is inserted in the transaction that sends it).
 */
export const reminderDeliveries = pgTable(
  "reminder_deliveries",
  {
    id: serial("id").primaryKey(),
    userId: owner(),
    key: text("key").notNull(),
    channel: text("channel").notNull(),
    pieceId: integer("piece_id").references(() => pieces.id, { onDelete: "cascade" }),
    deliveredAt: ts("delivered_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("reminder_deliveries_user_key_channel_idx").on(t.userId, t.key, t.channel)],
);

/**
 * A browser's Web Push subscription (issue 23, docs/decisions/0138-web-push.md): the endpoint is the push service's
 * address for that browser, unique; a browser subscribing for another potter moves it. Removed when the push service
 * answers 404 or 410.
 */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: serial("id").primaryKey(),
    userId: owner(),
    endpoint: text("endpoint").notNull(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("push_subscriptions_endpoint_idx").on(t.endpoint), index("push_subscriptions_user_idx").on(t.userId)],
);

/**
 * Imports of a Claybook export (issue 24, product.md#r140, docs/decisions/0151-import-jobs.md). At most one queued
 * or running import per potter: the partial unique index makes a second one a conflict even when two start at once.
 */
export const importJobs = pgTable(
  "import_jobs",
  {
    id: serial("id").primaryKey(),
    userId: owner(),
    status: text("status").notNull().default("queued"),
    format: text("format").notNull(),
    dryRun: boolean("dry_run").notNull().default(false),
    fileName: text("file_name").notNull(),
    /** SHA-256 (hex) of the uploaded file: what import_sources remembers records by. */
    fileHash: text("file_hash").notNull(),
    progress: real("progress").notNull().default(0),
    counts: jsonb("counts").$type<Record<string, number>>().notNull().default({}),
    skipped: jsonb("skipped").$type<{ kind: string; count: number; reason: string }[]>().notNull().default([]),
    message: text("message"),
    createdAt: ts("created_at").notNull().defaultNow(),
    finishedAt: ts("finished_at"),
  },
  (t) => [
    index("import_jobs_user_idx").on(t.userId, t.createdAt),
    uniqueIndex("import_jobs_one_running_idx")
      .on(t.userId)
      .where(sql`status in ('queued', 'running')`),
  ],
);

/**
 * Which record an import made from which record of which file (by the file's SHA-256), so importing the same file
 * again adds nothing (product.md#r141).
 */
export const importSources = pgTable(
  "import_sources",
  {
    id: serial("id").primaryKey(),
    userId: owner(),
    fileHash: text("file_hash").notNull(),
    kind: text("kind").notNull(),
    sourceId: text("source_id").notNull(),
    targetId: text("target_id").notNull(),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("import_sources_user_file_kind_source_idx").on(t.userId, t.fileHash, t.kind, t.sourceId)],
);

/**
 * The next short code per potter, kind and year (issue 21, docs/decisions/0146-short-codes.md): bumped in the
 * transaction that creates the record, never lowered, so a deleted record's code is never handed out again.
 * `year` is 0 for kinds whose codes do not restart each year.
 */
export const codeCounters = pgTable(
  "code_counters",
  {
    id: serial("id").primaryKey(),
    userId: owner(),
    kind: text("kind").notNull(),
    year: integer("year").notNull(),
    next: integer("next").notNull(),
  },
  (t) => [uniqueIndex("code_counters_user_kind_year_idx").on(t.userId, t.kind, t.year)],
);

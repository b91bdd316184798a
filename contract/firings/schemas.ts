/** Request and answer schemas of the kiln and firing calls (docs/decisions/0120-firings.md). */
import { z } from "zod";
import { LIMITS } from "../common/schemas";
import { CONE_OPTIONS } from "../glazes/rules";
import {
  FIRING_KINDS,
  FIRING_PHOTOS_MAX,
  FIRING_PIECES_MAX,
  FIRING_STATUSES,
  KILN_NAME_MAX,
  KILN_SHELVES_MAX,
  KILN_TYPES,
  MAINTENANCE_KINDS,
  OUTCOMES,
  SHORT_TEXT_MAX,
  TEXT_MAX,
  QUEUE_GROUPS,
} from "./rules";
import { FIRING_TEXTS as T } from "./texts";

export * from "./texts";

// ---------------------------------------------------------------------------------------------------------------
// Fields.

const idNumber = (message: string) => z.number({ error: message }).int(message).min(1, message).max(2_147_483_647, message);

/** Trimmed; blank clears the field (null); over the limit is refused, never cut. */
const optionalText = (label: string, max: number) =>
  z
    .string({ error: T.fieldNotText(label) })
    .trim()
    .max(max, T.textTooLong(label, max))
    .nullish()
    .transform((v) => (v ? v : null));

const cone = z
  .string({ error: T.coneInvalid })
  .trim()
  .nullish()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || (CONE_OPTIONS as readonly string[]).includes(v), T.coneInvalid);

const ISO_DAY = /^(19|20|21)\d\d-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
export const isIsoDay = (v: string) => ISO_DAY.test(v) && new Date(`${v}T00:00:00Z`).toISOString().slice(0, 10) === v;
const day = z
  .string({ error: T.dateInvalid })
  .trim()
  .nullish()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || isIsoDay(v), T.dateInvalid);

const moment = z
  .string({ error: T.timeInvalid })
  .trim()
  .nullish()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || (/^\d{4}-\d\d-\d\d/.test(v) && !Number.isNaN(Date.parse(v))), T.timeInvalid);

const outcome = z.enum(OUTCOMES, { error: T.outcomeInvalid });

/** A studio's kiln or firing (docs/decisions/0230-community-studios.md): set once, at creation, by its staff. */
const studioId = idNumber(T.studioInvalid).optional();
/** A studio's kilns or firings in a list, instead of the potter's own: the id as the address carries it. */
export const studioQuery = z
  .string({ error: T.studioInvalid })
  .regex(/^[1-9][0-9]{0,9}$/, T.studioInvalid)
  .transform(Number)
  .refine((n) => n <= 2_147_483_647, T.studioInvalid)
  .optional();

// ---------------------------------------------------------------------------------------------------------------
// Kilns.

const kilnFields = {
  name: z.string({ error: T.kilnNameRequired }).trim().min(1, T.kilnNameRequired).max(KILN_NAME_MAX, T.kilnNameTooLong),
  type: z.enum(KILN_TYPES, { error: T.kilnTypeInvalid }),
  maxCone: cone,
  shelves: z.number({ error: T.shelvesInvalid }).int(T.shelvesInvalid).min(1, T.shelvesInvalid).max(KILN_SHELVES_MAX, T.shelvesInvalid).nullish(),
  notes: optionalText("Notes", TEXT_MAX),
  archived: z.boolean({ error: "Archived must be true or false" }),
};

export const CreateKilnBodySchema = z
  .object({ ...kilnFields, type: kilnFields.type.default("Electric"), archived: kilnFields.archived.default(false), studioId })
  .partial({ maxCone: true, shelves: true, notes: true })
  .strict();
export type CreateKilnBody = z.infer<typeof CreateKilnBodySchema>;
export type CreateKilnInput = z.input<typeof CreateKilnBodySchema>;

export const UpdateKilnBodySchema = z.object(kilnFields).partial().strict();
export type UpdateKilnBody = z.infer<typeof UpdateKilnBodySchema>;

export const KilnSchema = z.object({
  id: z.number(),
  /** The studio the kiln belongs to; null: the potter's own. */
  studioId: z.number().nullable(),
  name: z.string(),
  type: z.string(),
  maxCone: z.string().nullable(),
  shelves: z.number().nullable(),
  notes: z.string().nullable(),
  archived: z.boolean(),
  /** Firings that reached done in this kiln. */
  firingsTotal: z.number(),
  /** Done firings since the last maintenance entry of each kind; null when there is none of that kind. */
  firingsSince: z.record(z.string(), z.number().nullable()),
  /** The day (YYYY-MM-DD) of the last maintenance entry of each kind, which "firings since" counts from; null when none. */
  lastMaintenance: z.record(z.string(), z.string().nullable()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Kiln = z.infer<typeof KilnSchema>;
export const KilnListQuerySchema = z.object({ studioId: studioQuery }).strict();
export type KilnListQuery = z.infer<typeof KilnListQuerySchema>;
export const KilnListSchema = z.object({ data: z.array(KilnSchema) });

export const CreateMaintenanceBodySchema = z
  .object({
    kind: z.enum(MAINTENANCE_KINDS, { error: T.maintenanceKindInvalid }),
    date: day,
    notes: optionalText("Notes", TEXT_MAX),
  })
  .strict();
export type CreateMaintenanceBody = z.infer<typeof CreateMaintenanceBodySchema>;

export const MaintenanceEntrySchema = z.object({
  id: z.number(),
  kilnId: z.number(),
  kind: z.string(),
  date: z.string(),
  notes: z.string().nullable(),
  createdAt: z.string(),
});
export type MaintenanceEntry = z.infer<typeof MaintenanceEntrySchema>;
export const MaintenanceListSchema = z.object({ data: z.array(MaintenanceEntrySchema) });

const pathId = z
  .string()
  .regex(/^[1-9][0-9]{0,9}$/, "Invalid id")
  .transform(Number)
  .refine((n) => n <= 2_147_483_647, "Invalid id");
export const KilnEntryParamSchema = z.object({ id: pathId, entryId: pathId });
export const FiringPieceParamSchema = z.object({ id: pathId, pieceId: pathId });

// ---------------------------------------------------------------------------------------------------------------
// Firings.

const temperature = z.number({ error: T.temperatureInvalid }).min(0, T.temperatureInvalid).max(3300, T.temperatureInvalid).nullish();

const firingFields = {
  kilnId: idNumber(T.kilnNotFound).nullish(),
  kind: z.enum(FIRING_KINDS, { error: T.kindInvalid }),
  targetCone: cone,
  atmosphere: optionalText("Atmosphere", SHORT_TEXT_MAX),
  plannedDate: day,
  startedAt: moment,
  finishedAt: moment,
  schedule: optionalText("Schedule", TEXT_MAX),
  /** In the unit of `temperatureUnit` (C when omitted); stored in °C. */
  peakTemperature: temperature,
  temperatureUnit: z.enum(["C", "F"], { error: T.unitInvalid }),
  holdMinutes: z.number({ error: T.holdInvalid }).int(T.holdInvalid).min(0, T.holdInvalid).max(10_000, T.holdInvalid).nullish(),
  notes: optionalText("Notes", TEXT_MAX),
  imageUrls: z
    .array(z.string().max(LIMITS.urlLength, "Image address is too long"), { error: "imageUrls must be a list" })
    .max(FIRING_PHOTOS_MAX, `At most ${FIRING_PHOTOS_MAX} photos`),
};

const pieceIds = z
  .array(idNumber(T.idsInvalid), { error: T.pieceIdsRequired })
  .min(1, T.pieceIdsRequired)
  .max(FIRING_PIECES_MAX, T.pieceIdsTooMany(FIRING_PIECES_MAX));

export const CreateFiringBodySchema = z
  .object({
    ...firingFields,
    kind: firingFields.kind.default("bisque"),
    temperatureUnit: firingFields.temperatureUnit.default("C"),
    imageUrls: firingFields.imageUrls.default([]),
    /** Pieces loaded at once (What's waiting: select, then 'New firing'). */
    pieceIds: pieceIds.optional(),
    studioId,
  })
  .partial({ kilnId: true, targetCone: true, atmosphere: true, plannedDate: true, startedAt: true, finishedAt: true, schedule: true, peakTemperature: true, holdMinutes: true, notes: true })
  .strict();
export type CreateFiringBody = z.infer<typeof CreateFiringBodySchema>;
/** What a client sends (defaults filled by the server). */
export type CreateFiringInput = z.input<typeof CreateFiringBodySchema>;

export const OutcomeChangeSchema = z
  .object({ pieceId: idNumber(T.idsInvalid), outcome, note: optionalText("Note", TEXT_MAX) })
  .strict();

export const UpdateFiringBodySchema = z
  .object({
    ...firingFields,
    temperatureUnit: firingFields.temperatureUnit.optional(),
    status: z.enum(FIRING_STATUSES, { error: T.statusInvalid }),
    /** Finishing: where the pieces go (the stage entries' location); default each piece's current location. */
    unloadLocation: optionalText("Unload location", LIMITS.name),
    /** Outcomes recorded with the status change, in the same transaction (the finish dialog). */
    outcomes: z.array(OutcomeChangeSchema).max(FIRING_PIECES_MAX),
  })
  .partial()
  .strict();
export type UpdateFiringBody = z.infer<typeof UpdateFiringBodySchema>;
export type UpdateFiringInput = z.input<typeof UpdateFiringBodySchema>;

export const FiringListQuerySchema = z
  .object({
    status: z.enum(FIRING_STATUSES, { error: T.statusInvalid }).optional(),
    kind: z.enum(FIRING_KINDS, { error: T.kindInvalid }).optional(),
    studioId: studioQuery,
  })
  .strict();
export type FiringListQuery = z.infer<typeof FiringListQuerySchema>;

/** move: take the pieces out of the potter's own planned or loading firing they are in first (product.md#r225). */
const move = z.boolean({ error: "Move must be true or false" }).optional();
export const AddPiecesBodySchema = z.object({ pieceIds, position: optionalText("Position", SHORT_TEXT_MAX), move }).strict();
export type AddPiecesBody = z.infer<typeof AddPiecesBodySchema>;

export const UpdateFiringPieceBodySchema = z
  .object({ outcome, note: optionalText("Note", TEXT_MAX), position: optionalText("Position", SHORT_TEXT_MAX) })
  .partial()
  .strict();
export type UpdateFiringPieceBody = z.infer<typeof UpdateFiringPieceBodySchema>;

export const FiringSchema = z.object({
  id: z.number(),
  /** The studio the firing belongs to; null: the potter's own. */
  studioId: z.number().nullable(),
  /** The short code (product.md#r130): null only on the device, for a firing made offline and not yet synced. */
  code: z.string().nullable(),
  kilnId: z.number().nullable(),
  kilnName: z.string().nullable(),
  kind: z.string(),
  targetCone: z.string().nullable(),
  atmosphere: z.string().nullable(),
  status: z.string(),
  plannedDate: z.string().nullable(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  schedule: z.string().nullable(),
  peakTemperatureC: z.number().nullable(),
  holdMinutes: z.number().nullable(),
  /** From the controller's temperature log, when one was imported. */
  durationMinutes: z.number().nullable(),
  notes: z.string().nullable(),
  imageUrls: z.array(z.string()),
  unloadLocation: z.string().nullable(),
  pieceCount: z.number(),
  lossCount: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Firing = z.infer<typeof FiringSchema>;
export const FiringListSchema = z.object({ data: z.array(FiringSchema) });

export const FiringPieceSchema = z.object({
  pieceId: z.number(),
  name: z.string(),
  type: z.string(),
  clayBody: z.string(),
  imageUrl: z.string().nullable(),
  currentStage: z.string().nullable(),
  position: z.string().nullable(),
  outcome: z.string(),
  note: z.string().nullable(),
  /** The stage entry finishing added (removed again if the firing goes back to cooling). */
  stageEntryId: z.number().nullable(),
  /** A studio member's piece loaded from the queue, as its staff see it: whose, and its code (decision 0231). */
  memberFirstName: z.string().optional(),
  /** The member as staff tell pieces apart: first name and last initial (product.md#r228). */
  memberName: z.string().optional(),
  pieceCode: z.string().nullable().optional(),
  /** Its request in the studio's queue: what staff load again when they undo taking it out. */
  requestId: z.number().optional(),
});

/** The temperature log: [minutes from the first reading, °C] points, at most 500 of them, and where they came from. */
export const TraceSchema = z.object({
  points: z.array(z.tuple([z.number(), z.number()])),
  rows: z.number(),
  sourceUnit: z.enum(["C", "F"]),
  fileName: z.string(),
});
export type Trace = z.infer<typeof TraceSchema>;

/** canRun: the caller runs it (their own, or a studio's as owner or staff); a member reads it only (product.md#r227). */
export const FiringDetailSchema = FiringSchema.extend({ pieces: z.array(FiringPieceSchema), trace: TraceSchema.nullable(), canRun: z.boolean() });
export type FiringDetail = z.infer<typeof FiringDetailSchema>;

export const PieceFiringSchema = z.object({
  firingId: z.number(),
  kind: z.string(),
  status: z.string(),
  date: z.string().nullable(),
  kilnName: z.string().nullable(),
  targetCone: z.string().nullable(),
  outcome: z.string(),
  note: z.string().nullable(),
});
export type PieceFiring = z.infer<typeof PieceFiringSchema>;
export const PieceFiringListSchema = z.object({ data: z.array(PieceFiringSchema) });

// ---------------------------------------------------------------------------------------------------------------
// What's waiting and the losses report.

export const KilnQueueQuerySchema = z
  .object({
    includeUntrimmed: z.enum(["true", "false"], { error: "includeUntrimmed must be true or false" }).optional(),
    // Both together ask for one location's pieces in full (the screen's "Show all").
    group: z.enum(QUEUE_GROUPS, { error: T.queueGroupInvalid }).optional(),
    location: z
      .string({ error: T.fieldNotText("Location") })
      .max(SHORT_TEXT_MAX, T.textTooLong("Location", SHORT_TEXT_MAX))
      .optional(),
  })
  .strict()
  .refine((q) => (q.group === undefined) === (q.location === undefined), { message: T.queueLocationWithoutGroup, path: ["location"] });

export const QueuePieceSchema = z.object({
  id: z.number(),
  name: z.string(),
  type: z.string(),
  currentStage: z.string(),
  imageUrl: z.string().nullable(),
  daysInStage: z.number(),
  /** The planned or loading firing the piece is already in (product.md#r225); studio: a studio's, which only its staff change. */
  openFiring: z.object({ id: z.number(), kind: z.string(), status: z.string(), plannedDate: z.string().nullable(), studio: z.boolean() }).nullable(),
});
export const KilnQueueSchema = z.object({
  groups: z.array(
    z.object({
      key: z.enum(QUEUE_GROUPS),
      count: z.number(),
      locations: z.array(
        z.object({
          location: z.string(),
          count: z.number(),
          /** Every waiting piece here, longest waiting first: "Select all" takes them without listing them. */
          pieceIds: z.array(z.number()),
          /** The first QUEUE_SHOWN_PER_LOCATION of them (all of them when one location is asked for). */
          pieces: z.array(QueuePieceSchema),
        }),
      ),
    }),
  ),
});
export type KilnQueue = z.infer<typeof KilnQueueSchema>;
export type QueuePiece = z.infer<typeof QueuePieceSchema>;

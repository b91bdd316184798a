/**
 * The studio's firing queue (product.md#r193–r196, docs/decisions/0231-firing-queue.md): a member sends pieces to a
 * bisque or glaze firing, sees the fee first, withdraws until the piece is loaded; the staff see the queue by kind and
 * cone, oldest first, and load requests into a studio firing by id or by the code on the piece's ticket.
 */
import { z } from "zod";
import { FIRING_PIECES_MAX } from "../firings/rules";
import { CONE_OPTIONS } from "../glazes/rules";
import { FIRING_REQUEST_KINDS } from "./rules";
import { REQUEST_TEXTS as T } from "./request-texts";

export * from "./request-texts";

/** At most this many pieces in one request (a member's shelf load) and codes in one load call. */
export const REQUEST_PIECES_MAX = 50;
/**
 * The queue answers each group's first this many in full, and every id (for Select all); asking for one kind and
 * cone answers that group's oldest 200. A studio of 200 members has thousands on its shelves: the whole of them in full
 * would be a megabyte a look (docs/decisions/0231-firing-queue.md).
 */
export const QUEUE_SHOWN_PER_GROUP = 50;
/** One kind and cone asked for: its oldest this many in full (every id still comes, so Select all takes the rest). */
export const QUEUE_SHOWN_ONE_GROUP = 200;
export const REQUEST_NOTES_MAX = 500;
export const REQUEST_STATUSES = ["requested", "loaded", "fired", "withdrawn"] as const;

const idNumber = z.number({ error: T.idsInvalid }).int(T.idsInvalid).min(1, T.idsInvalid).max(2_147_483_647, T.idsInvalid);

const cone = z
  .string({ error: T.coneInvalid })
  .trim()
  .nullish()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || (CONE_OPTIONS as readonly string[]).includes(v), T.coneInvalid);

const kind = z.enum(FIRING_REQUEST_KINDS, { error: T.kindInvalid });

export const SendToFiringBodySchema = z
  .object({
    pieceIds: z.array(idNumber, { error: T.pieceIdsRequired }).min(1, T.pieceIdsRequired).max(REQUEST_PIECES_MAX, T.tooMany(REQUEST_PIECES_MAX)),
    kind,
    targetCone: cone.optional(),
    notes: z
      .string({ error: T.notesText })
      .trim()
      .max(REQUEST_NOTES_MAX, T.notesTooLong(REQUEST_NOTES_MAX))
      .nullish()
      .transform((v) => (v ? v : null)),
    /** A glaze request: the member confirms each piece's layers are recorded. */
    layersConfirmed: z.boolean({ error: T.layersConfirmedBoolean }).optional(),
    /** The member confirms a fee over the studio's limit or a piece over its kilns' size (docs/decisions/0295-studio-fee-limits.md). */
    checksConfirmed: z.boolean({ error: T.checksConfirmedBoolean }).optional(),
  })
  .strict();
export type SendToFiringBody = z.infer<typeof SendToFiringBodySchema>;
export type SendToFiringInput = z.input<typeof SendToFiringBodySchema>;

export const FeePreviewBodySchema = z
  .object({
    pieceIds: SendToFiringBodySchema.shape.pieceIds,
    kind,
  })
  .strict();
export type FeePreviewBody = z.infer<typeof FeePreviewBodySchema>;

const SIZE_FIELDS = ["height", "width", "depth", "clayWeight"] as const;

/** The fee each piece would be charged now, before sending; a piece lacking a size the rule needs names it. */
export const FeePreviewSchema = z.object({
  currency: z.string(),
  total: z.number(),
  /** The studio's checks, so the screen can say them (decision 0295). */
  confirmAbove: z.number().nullable(),
  largestPiece: z.number().nullable(),
  pieces: z.array(
    z.object({
      pieceId: z.number(),
      pieceName: z.string(),
      /** Null while a size the rule needs is missing. */
      fee: z.number().nullable(),
      missing: z.array(z.enum(SIZE_FIELDS)),
      /** Over the studio's fee limit, or larger than its kilns take: sending asks to confirm (decision 0295). */
      overLimit: z.boolean(),
      tooLarge: z.boolean(),
    }),
  ),
});
export type FeePreview = z.infer<typeof FeePreviewSchema>;

/** A request as the studio sees it: only the fields copied at request time (decision 0230's toRequestView). */
export const RequestViewSchema = z.object({
  id: z.number(),
  studioId: z.number(),
  /** The piece's id: it opens nothing of another potter's (every piece route answers them 404); outcomes name it. */
  pieceId: z.number(),
  pieceCode: z.string().nullable(),
  pieceName: z.string(),
  photoUrl: z.string().nullable(),
  height: z.number().nullable(),
  width: z.number().nullable(),
  depth: z.number().nullable(),
  clayWeight: z.number().nullable(),
  clayBody: z.string(),
  memberFirstName: z.string(),
  /** First name and last initial, "Ana P.": how staff tell two members' pieces apart (product.md#r228). */
  memberName: z.string(),
  kind: z.string(),
  targetCone: z.string().nullable(),
  notes: z.string().nullable(),
  fee: z.number(),
  currency: z.string(),
  status: z.enum(REQUEST_STATUSES),
  firingId: z.number().nullable(),
  outcome: z.string().nullable(),
  requestedAt: z.string(),
});
export type RequestView = z.infer<typeof RequestViewSchema>;

export const RequestListSchema = z.object({ data: z.array(RequestViewSchema) });
export type RequestList = z.infer<typeof RequestListSchema>;

const idString = z
  .string()
  .regex(/^[1-9][0-9]{0,9}$/, "Invalid id")
  .transform(Number)
  .refine((n) => n <= 2_147_483_647, "Invalid id");
export const RequestParamSchema = z.object({ id: idString, requestId: idString });

export const QueueQuerySchema = z
  .object({
    kind: kind.optional(),
    cone: z
      .string({ error: T.coneInvalid })
      .trim()
      .refine((v) => v === "none" || (CONE_OPTIONS as readonly string[]).includes(v), T.coneInvalid)
      .optional(),
  })
  .strict();
export type QueueQuery = z.infer<typeof QueueQuerySchema>;

/** The queue: one group per kind and cone (bisque first, cones in the studio's order), each oldest first. */
export const FiringQueueSchema = z.object({
  count: z.number(),
  groups: z.array(
    z.object({
      kind: z.string(),
      targetCone: z.string().nullable(),
      count: z.number(),
      /** Every request in the group, oldest first: Select all takes them without listing them. */
      requestIds: z.array(z.number()),
      /** The first QUEUE_SHOWN_PER_GROUP of them in full (QUEUE_SHOWN_ONE_GROUP when one kind and cone is asked for). */
      requests: z.array(RequestViewSchema),
    }),
  ),
});
export type FiringQueue = z.infer<typeof FiringQueueSchema>;

const code = z.string({ error: T.codeInvalid }).trim().min(1, T.codeInvalid).max(40, T.codeInvalid);

export const LoadBodySchema = z
  .object({
    firingId: idNumber,
    // A whole kiln load from the queue's Select all: as many as a firing holds.
    requestIds: z.array(idNumber, { error: T.idsInvalid }).max(FIRING_PIECES_MAX, T.tooMany(FIRING_PIECES_MAX)).optional(),
    /** Codes as typed or scanned from a ticket (`26-0018`, `260018`). */
    codes: z.array(code, { error: T.codeInvalid }).max(REQUEST_PIECES_MAX, T.tooMany(REQUEST_PIECES_MAX)).optional(),
  })
  .strict()
  .refine((b) => (b.requestIds?.length ?? 0) + (b.codes?.length ?? 0) > 0, { message: T.nothingToLoad, path: ["requestIds"] });
export type LoadBody = z.infer<typeof LoadBodySchema>;

export const LoadAnswerSchema = z.object({ firingId: z.number(), loaded: z.array(RequestViewSchema) });
export type LoadAnswer = z.infer<typeof LoadAnswerSchema>;

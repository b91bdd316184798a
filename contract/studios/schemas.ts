/** Request and answer schemas of the studio calls (docs/decisions/0230-community-studios.md). */
import { z } from "zod";
import { TimeZoneSchema } from "../reminders/schemas";
import { FEE_AMOUNT_MAX, INVITE_ROLES, LARGEST_PIECE_MAX, PIECE_FEE_MAX, STUDIO_ADDRESS_MAX, STUDIO_NAME_MAX, STUDIO_ROLES } from "./rules";
import { STUDIO_TEXTS as T } from "./texts";

export * from "./texts";

const tooLong = (label: string, max: number) => `${label} must be ${max} characters or less`;

const name = z
  .string({ error: T.nameRequired })
  .trim()
  .min(1, T.nameRequired)
  .max(STUDIO_NAME_MAX, tooLong("Studio name", STUDIO_NAME_MAX));

const address = z
  .string({ error: "Address must be text" })
  .trim()
  .max(STUDIO_ADDRESS_MAX, tooLong("Address", STUDIO_ADDRESS_MAX))
  .nullish()
  .transform((v) => (v ? v : null));

const currency = z
  .string({ error: T.currencyFormat })
  .trim()
  .transform((v) => v.toUpperCase())
  .refine((v) => /^[A-Z]{3}$/.test(v), T.currencyFormat);

const amount = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .min(0, `${label} cannot be negative`)
    .max(FEE_AMOUNT_MAX, `${label} must be ${FEE_AMOUNT_MAX} or less`)
    .optional();

/** One firing kind's fee rule; any mix of the parts, raised to the minimum. */
export const FeeRuleSchema = z
  .object({
    perPiece: amount("Per piece"),
    perCubicInch: amount("Per cubic inch"),
    perSquareInch: amount("Per square inch"),
    perPound: amount("Per pound"),
    minimum: amount("Minimum"),
  })
  .strict();

/** The rules per kind and the studio's two checks (docs/decisions/0295-studio-fee-limits.md). */
export const FeeRulesSchema = z
  .object({
    bisque: FeeRuleSchema.optional(),
    glaze: FeeRuleSchema.optional(),
    confirmAbove: z
      .number({ error: T.confirmAboveInvalid })
      .min(0, T.confirmAboveInvalid)
      .max(PIECE_FEE_MAX, T.confirmAboveInvalid)
      .optional(),
    largestPiece: z
      .number({ error: T.largestPieceInvalid })
      .gt(0, T.largestPieceInvalid)
      .max(LARGEST_PIECE_MAX, T.largestPieceInvalid)
      .optional(),
  })
  .strict();

const role = z.enum(STUDIO_ROLES, { error: "Role must be owner, staff or member" });

export const StudioSchema = z.object({
  id: z.number(),
  name: z.string(),
  address: z.string().nullable(),
  currency: z.string(),
  /** The IANA zone whose calendar months the fees statement counts (docs/decisions/0252-studio-time-zone.md). */
  timeZone: z.string(),
  feeRules: FeeRulesSchema,
  /** The caller's role in the studio. */
  role,
  memberCount: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Studio = z.infer<typeof StudioSchema>;

export const StudioListSchema = z.object({ data: z.array(StudioSchema) });

export const CreateStudioBodySchema = z
  .object({ name, address: address.optional(), currency: currency.optional(), timeZone: TimeZoneSchema.optional(), feeRules: FeeRulesSchema.optional() })
  .strict();
export type CreateStudioBody = z.infer<typeof CreateStudioBodySchema>;

export const UpdateStudioBodySchema = z
  .object({
    name: name.optional(),
    address: address.optional(),
    currency: currency.optional(),
    timeZone: TimeZoneSchema.optional(),
    feeRules: FeeRulesSchema.optional(),
  })
  .strict();
export type UpdateStudioBody = z.infer<typeof UpdateStudioBodySchema>;

export const CreateInviteBodySchema = z
  .object({
    role: z.enum(INVITE_ROLES, { error: "An invite makes a member or staff" }).optional(),
    email: z
      .string({ error: "Enter a valid e-mail address" })
      .trim()
      .toLowerCase()
      .max(254, "Enter a valid e-mail address")
      .nullish()
      .transform((v) => (v ? v : null))
      .refine((v) => v === null || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), "Enter a valid e-mail address"),
  })
  .strict();
export type CreateInviteBody = z.infer<typeof CreateInviteBodySchema>;

export const StudioInviteSchema = z.object({
  id: z.number(),
  token: z.string(),
  url: z.string(),
  role: z.enum(INVITE_ROLES),
  email: z.string().nullable(),
  expiresAt: z.string(),
  /** The link was mailed to `email` (through the mail outbox, as other mail). */
  mailed: z.boolean(),
});
export type StudioInvite = z.infer<typeof StudioInviteSchema>;

/** An open invite as owner and staff see it (docs/decisions/0267-studio-invites-listed-and-revoked.md). */
export const OpenInviteSchema = z.object({
  id: z.number(),
  role: z.enum(INVITE_ROLES),
  email: z.string().nullable(),
  /** The link again, to copy; null for a link made before links could be shown again. */
  url: z.string().nullable(),
  /** First name of whoever made it; null once they deleted their account. */
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type OpenInvite = z.infer<typeof OpenInviteSchema>;
export const StudioInviteListSchema = z.object({ data: z.array(OpenInviteSchema) });

/** open: joinable; used: someone joined with it; void: revoked, its maker left, or the studio is gone; expired. */
export const INVITE_STATES = ["open", "used", "void", "expired"] as const;
export type InviteState = (typeof INVITE_STATES)[number];

/** What the invite page shows before Join: the studio, the role, and whether the link still works. */
export const InvitePreviewSchema = z.object({
  studioName: z.string(),
  role: z.enum(INVITE_ROLES),
  state: z.enum(INVITE_STATES),
  expiresAt: z.string(),
});
export type InvitePreview = z.infer<typeof InvitePreviewSchema>;

/** A studio the caller was in: left, removed, or deleted by its owner (docs/decisions/0266-a-deleted-studio-keeps-its-history.md). */
export const PastStudioSchema = z.object({ id: z.number(), name: z.string(), currency: z.string(), timeZone: z.string(), deleted: z.boolean() });
export type PastStudio = z.infer<typeof PastStudioSchema>;
export const PastStudioListSchema = z.object({ data: z.array(PastStudioSchema) });

export const InviteTokenParamSchema = z.object({ token: z.string().min(1).max(200) });

export const StudioMemberSchema = z.object({
  userId: z.number(),
  firstName: z.string(),
  /** First name and last initial, "Ana P.", as the studio's list shows it (product.md#r245). */
  name: z.string(),
  role,
  joinedAt: z.string(),
  /** The caller's own row. */
  you: z.boolean(),
});
export type StudioMember = z.infer<typeof StudioMemberSchema>;

export const StudioMemberListSchema = z.object({ data: z.array(StudioMemberSchema) });

const idString = z
  .string()
  .regex(/^[1-9][0-9]{0,9}$/, "Invalid id")
  .transform(Number)
  .refine((n) => n <= 2_147_483_647, "Invalid id");
export const StudioMemberParamSchema = z.object({ id: idString, userId: idString });
export const StudioInviteParamSchema = z.object({ id: idString, inviteId: idString });

export const UpdateMemberBodySchema = z.object({ role }).strict();
export type UpdateMemberBody = z.infer<typeof UpdateMemberBodySchema>;

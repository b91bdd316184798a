/** Community studios' constants and pure rules (docs/decisions/0230-community-studios.md). */

export const STUDIO_ROLES = ["owner", "staff", "member"] as const;
export type StudioRole = (typeof STUDIO_ROLES)[number];

/** Who may do what: each role includes the ones after it. */
const RANK: Record<StudioRole, number> = { owner: 3, staff: 2, member: 1 };
export const roleAtLeast = (role: StudioRole, need: StudioRole): boolean => RANK[role] >= RANK[need];

/** Roles an invite can grant (an owner is made by changing a member's role, never by a link). */
/** A member as staff name them beside a piece: first name and last initial, "Ana P." (product.md#r228). */
export const memberNameOf = (firstName: string, lastName: string): string => {
  const initial = [...lastName.trim()][0];
  return initial ? `${firstName} ${initial.toUpperCase()}.` : firstName;
};

export const INVITE_ROLES = ["member", "staff"] as const;

/** An HMAC-SHA256 (256 bits) in base64url: 43 characters (docs/decisions/0267-studio-invites-listed-and-revoked.md). */
export const INVITE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
export const INVITE_DAYS = 7;
/** The web address an invite link opens; signing in or up on the way keeps it. */
export const invitePagePath = (token: string) => `/studio-invite/${token}`;

export const STUDIO_NAME_MAX = 120;
export const STUDIO_ADDRESS_MAX = 500;
/** A fee amount's ceiling, in the studio's currency: far above any studio's price, well inside numeric(10,2). */
export const FEE_AMOUNT_MAX = 10_000;
/**
 * One piece's fee ceiling: a rule times the largest allowed sizes would overflow the fee's numeric(10,2) column, so a
 * fee above this is refused with a message, never stored (docs/decisions/0295-studio-fee-limits.md).
 */
export const PIECE_FEE_MAX = 1_000_000;
/** The largest piece a studio may say its kilns take, in inches (decision 0295). */
export const LARGEST_PIECE_MAX = 200;

export const FIRING_REQUEST_KINDS = ["bisque", "glaze"] as const;
export type FiringRequestKind = (typeof FIRING_REQUEST_KINDS)[number];

export interface FeeRule {
  perPiece?: number;
  perCubicInch?: number;
  perSquareInch?: number;
  perPound?: number;
  minimum?: number;
}
/**
 * Per kind, the rule; beside them, the studio's two checks (docs/decisions/0295-studio-fee-limits.md): a fee above
 * `confirmAbove`, or a piece whose height, width or depth is over `largestPiece` inches, asks the member to confirm.
 */
export type FeeRules = Partial<Record<FiringRequestKind, FeeRule>> & { confirmAbove?: number; largestPiece?: number };

export interface PieceSize {
  height: number | null;
  width: number | null;
  depth: number | null;
  clayWeight: number | null;
}

/** What a rule needs of the piece that the piece lacks: the size fields to fill in before sending. */
export function missingForFee(rule: FeeRule | undefined, size: PieceSize): ("height" | "width" | "depth" | "clayWeight")[] {
  if (!rule) return [];
  const need = new Set<"height" | "width" | "depth" | "clayWeight">();
  if (rule.perCubicInch) for (const f of ["height", "width", "depth"] as const) need.add(f);
  if (rule.perSquareInch) for (const f of ["width", "depth"] as const) need.add(f);
  if (rule.perPound) need.add("clayWeight");
  // A zero size is no size: it would charge the minimum for a piece nobody measured (decision 0295).
  return [...need].filter((f) => size[f] === null || size[f] <= 0);
}

/**
 * The fee of one piece under one rule, in cents-rounded currency units: per piece + per cubic inch (h × w × d) + per
 * square inch (w × d) + per pound, raised to the minimum. Call missingForFee first: a missing size counts as 0 here.
 */
export function feeFor(rule: FeeRule | undefined, size: PieceSize): number {
  if (!rule) return 0;
  const h = size.height ?? 0;
  const w = size.width ?? 0;
  const d = size.depth ?? 0;
  const raw = (rule.perPiece ?? 0) + (rule.perCubicInch ?? 0) * h * w * d + (rule.perSquareInch ?? 0) * w * d + (rule.perPound ?? 0) * (size.clayWeight ?? 0);
  return Math.round(Math.max(raw, rule.minimum ?? 0) * 100) / 100;
}

/** What a member confirms before sending (decision 0295): the fee over the studio's limit, a piece over its kilns' size. */
export interface FeeCheck {
  overLimit: boolean;
  tooLarge: boolean;
}
export function feeCheck(rules: FeeRules, fee: number, size: PieceSize): FeeCheck {
  const largest = Math.max(size.height ?? 0, size.width ?? 0, size.depth ?? 0);
  return {
    overLimit: rules.confirmAbove !== undefined && fee > rules.confirmAbove,
    tooLarge: rules.largestPiece !== undefined && largest > rules.largestPiece,
  };
}

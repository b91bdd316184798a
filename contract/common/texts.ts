/** Shared server messages, free of zod so screens can show them without the schema library. */
export const GENERIC_MESSAGES = {
  required: "Required",
  invalidInput: "Invalid input",
  invalidEnum: "Invalid enum value",
  notFound: "Not found",
  unauthorized: "Not authenticated",
  internal: "Something went wrong. Please try again.",
  invalidJson: "Request body is not valid JSON",
  tooLarge: "Request body is too large",
  unsupportedType: "Content-Type must be application/json",
  nulCharacter: "Text cannot contain NUL characters",
  invalidUnicode: "Text cannot contain invalid characters (broken Unicode)",
  tooManyAttempts: "Too many attempts. Please wait a few minutes and try again.",
  trialEnded: "Your free trial has ended. Subscribe to keep working on your studio.",
  userGone: "User account no longer exists",
} as const;

/** A one-tap removal offers this in its toast for a few seconds (docs/decisions/0131-undo-and-stage-edits.md). */
export const UNDO_TEXTS = {
  undo: "Undo",
  removed: (what: string) => `${what} removed`,
} as const;

/** An unsaved New form kept on the device is offered back (docs/decisions/0132-unsaved-drafts.md). */
export const DRAFT_TEXTS = {
  question: (what: string) => `Continue your unsaved ${what}?`,
  description: "What you entered last time was kept on this device.",
  continue: "Continue",
  discard: "Discard",
} as const;

/** A kept draft is offered for a week; its photos only while the server keeps unattached uploads (decision 0132). */
export const DRAFT_RULES = {
  keepMs: 7 * 24 * 60 * 60 * 1000,
  /** Under the photos sweep's 24 hours (docs/decisions/0064-photo-cleanup.md), with room for clock drift. */
  photosKeepMs: 20 * 60 * 60 * 1000,
} as const;

/** Inspiration constants, texts and link rules, free of zod so screens that only show inspirations need no schema library. */
import { LIMITS } from "../common/limits";

/** Spec 001 §2, §4, §5 and §8 texts of the inspiration screens, verbatim. */
export const INSPIRATION_TEXTS = {
  listTitle: "Inspiration",
  listSubtitle: "Collect and organize ideas for future pieces — from sketches to photos, textures, and reference links.",
  addNew: "Add New",
  noNotes: "No notes added",
  emptyTitle: "No inspiration found",
  emptyText: "Let's save some inspiration for your future projects!",
  loadError: "Failed to load inspiration. Please try again.",
  newTitle: "New Inspiration",
  namePlaceholder: "Enter inspiration name",
  images: "Images",
  basicInformation: "Basic Information",
  sources: "Sources",
  addSource: "Add Source",
  sourceLabelPlaceholder: "Label (e.g., Website)",
  sourceUrlPlaceholder: "URL",
  add: "Add",
  tags: "Tags",
  tagPlaceholder: "Add a tag",
  notes: "Notes",
  notesPlaceholder: "Add notes about this inspiration...",
  save: "Save",
  saving: "Saving...",
  saved: "Saved",
  back: "Back",
  invalidIdTitle: "Invalid inspiration ID",
  invalidIdText: "The inspiration ID in the URL is not valid.",
  notFoundTitle: "Inspiration not found",
  notFoundText: "The inspiration you're looking for doesn't exist or has been deleted.",
  backToInspiration: "Back to Inspiration",
  editTitle: "Edit Inspiration",
  createdPrefix: "Created: ",
  unknownDate: "Unknown date",
  duplicate: "Duplicate",
  delete: "Delete",
  deleting: "Deleting...",
  cancel: "Cancel",
  deleteTitle: "Are you sure?",
  deleteText: (name: string) =>
    `This will permanently delete "${name}" from your inspiration collection. This action cannot be undone.`,
  copySuffix: " (Copy)",
  untitled: "Untitled",
  addInspiration: "+ Add Inspiration",
  remove: "Remove",
  selectTitle: "Select Inspirations",
  createFailed: "Failed to create inspiration",
  unknownError: "Unknown error",
  // Server-side rule messages (spec 001 §5 where it has one, D7 otherwise).
  nameRequired: "Name is required",
  invalidUrl: "Must be a valid URL",
  sourceTextRequired: "Source text is required",
  sourceTextTooLong: `Source text must be at most ${LIMITS.name} characters`,
  tooManySources: `An inspiration can have at most ${LIMITS.sources} sources`,
  nameTooLong: `Name must be at most ${LIMITS.name} characters`,
  notesTooLong: `Notes must be at most ${LIMITS.notes.toLocaleString("en-US")} characters`,
  tagEmpty: "Tags cannot be empty",
  tagTooLong: `Tags must be at most ${LIMITS.tagLength} characters`,
  tooManyTags: `An inspiration can have at most ${LIMITS.tagsPerItem} tags`,
  duplicateTag: (tag: string) => `Duplicate tag: ${tag}`,
  tooManyImages: "An inspiration can have at most 5 photos",
  inspirationsNotYours: "One or more linked inspirations were not found",
} as const;

/** Spec 001 §9: photo limit of an inspiration. */
export const INSPIRATION_MAX_PHOTOS = 5;
/** Spec 001 §9: tags shown inline on a card, and in the selector before '+N more'. */
export const INSPIRATION_CARD_TAGS = 2;
/** Spec 001 §9: inspiration auto-save delay. */
export const INSPIRATION_AUTOSAVE_MS = 2000;

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
const HOST_PORT = /^[^/?#:@]+:\d/;

/**
 * Spec 001 §5: a URL lacking http:// or https:// gets https:// prefixed; one starting with // gets https:.
 * Anything that already names another scheme (javascript:, data:, mailto:) is kept as typed so that
 * isHttpUrl refuses it instead of hiding it behind https://. "example.com:8080" is a host and port, not a scheme.
 */
export function normalizeSourceUrl(raw: string): string {
  const url = raw.trim();
  if (url === "") return url;
  if (/^https?:\/\//i.test(url)) return url;
  if (url.startsWith("//")) return `https:${url}`;
  if (SCHEME.test(url) && !HOST_PORT.test(url)) return url;
  return `https://${url}`;
}

/** True for an absolute http(s) address with a real host name; never javascript:, data: or any other scheme. */
export function isHttpUrl(value: string): boolean {
  if (value.length > LIMITS.urlLength || /\s/.test(value)) return false;
  if (!/^https?:\/\//i.test(value)) return false;
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    return false;
  }
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:") return false;
  const host = parsed.hostname;
  return host === "localhost" || host.includes(".") || host.startsWith("[");
}

/** The address to open for a link typed by the user, or null when it must not be opened. */
export function safeExternalUrl(raw: string): string | null {
  const url = normalizeSourceUrl(raw);
  return isHttpUrl(url) ? url : null;
}

/** Spec 001 §4: an empty name is saved as 'Untitled' when there is an image; null means it cannot be saved. */
export function resolveInspirationName(name: string | undefined | null, imageCount: number): string | null {
  const trimmed = (name ?? "").trim();
  if (trimmed !== "") return trimmed;
  return imageCount > 0 ? INSPIRATION_TEXTS.untitled : null;
}

/** Tags compare case-insensitively for duplicates ("Celadon" and "celadon" are one tag). */
export const tagKey = (tag: string) => tag.trim().toLocaleLowerCase("en-US");

/** The collection path of the inspiration calls. */
export const INSPIRATIONS_PATH = "/api/inspirations";

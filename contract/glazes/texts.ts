/**
 * product.md#r75 surface-treatment visible texts, free of zod so screens can load them without the schema
 * library (constants are in ./rules.ts, naming rules in ./names.ts, schemas in ./schemas.ts).
 */
import { LIMITS } from "../common/limits";
import { FINISH_MAX, GLAZE_LIST_LIMIT, MAX_SURFACE_PHOTOS, type LibrarySection } from "./rules";

/** 10000 → '10,000' without depending on the runtime's locale data. */
const withCommas = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ",");

/** docs/product.md visible texts for the surfaces screens and calls, verbatim. */
export const GLAZE_TEXTS = {
  /** product.md#r129: the library's search box. */
  searchLabel: "Search surfaces",
  searchPlaceholder: "Name, brand, notes…",
  noMatches: "No surfaces match this search",
  libraryHeading: "Surfaces Library",
  librarySubtitle: "Manage your glazes, slips, underglazes, and oxides",
  addNew: "Add New",
  sectionHeadings: {
    Glaze: "Glazes",
    Slip: "Slip and Terra Sigs",
    Underglaze: "Underglazes",
    Oxide: "Oxides",
    SurfaceCombo: "My Surface Combos",
  } satisfies Record<LibrarySection, string>,
  emptySlipsTitle: "No slips yet",
  emptySlipsHint: 'Use "Add New" to create your first slip',
  emptyCombosTitle: "No Surface Combos yet",
  emptyCombosHint: "Save a combo from any piece with two or more layers",
  emptyTypeTitle: (type: string) => `No ${type.toLowerCase()}s in your library`,
  emptyTypeHint: (type: string) => `Use "Add New" to create your first ${type.toLowerCase()}`,
  libraryEmptyTitle: "No surface treatments found",
  libraryEmptyHint: "Let's create your first surface treatment!",
  addFirstTreatment: "Add Your First Treatment",
  loadFailed: "Failed to load surface treatments. Please try again.",
  backToLibrary: "Back to Surfaces Library",
  createComboTitle: "Create Combo Glaze",
  newTitle: "New Surface Treatment",
  /** 'Continue your unsaved surface treatment?' (docs/decisions/0132-unsaved-drafts.md). */
  draftNoun: "surface treatment",
  brandLabel: "Brand",
  brandPlaceholder: "e.g. Amaco (optional)",
  notFound: "Surface treatment not found",
  tabEditDetails: "Edit Details",
  tabApply: "Apply to Piece",
  duplicate: "Duplicate",
  delete: "Delete",
  deleteAll: (n: number) => `Delete All (${n + 1} items)`,
  /** The milder choice when combination glazes use the glaze (decision 0043, product.md#r95). */
  deleteGlazeOnly: "Delete this glaze only",
  usedByCombinations: (n: number) => (n === 1 ? "1 combination glaze uses this treatment:" : `${n} combination glazes use this treatment:`),
  affectedCombinations: "Combination glazes using this treatment",
  deleteChoices:
    "'Delete this glaze only' keeps them, marked as using a deleted glaze. 'Delete All' deletes them too, with their notes and photos. This action cannot be undone.",
  cannotBeUndone: "This action cannot be undone.",
  confirmDelete: "Are you sure you want to delete this treatment?",
  layerBase: "Layer 1 (Base)",
  layerTop: "Layer 2 (Top)",
  defaultBaseName: "Base Layer",
  defaultTopName: "Top Layer",
  deletedLayerNote:
    "Indicates a deleted glaze that needs to be replaced. Update the layers and save to fix this combination.",
  updateLayersNotice: "Update Combination Layers",
  glazeDetails: "Glaze Details",
  coneLabel: "Cone Temperature",
  conePlaceholder: "Select firing cone",
  notesLabel: "Notes",
  notesPlaceholder: "Application tips, combinations with other glazes, etc.",
  loadingPieces: "Loading your pieces...",
  noAvailablePieces:
    "No Available Pieces: All your pieces already have surface treatments applied. You can modify treatments on existing pieces from their detail pages.",
  choosePiece: "Choose a piece",
  choosePiecePlaceholder: "Select a piece without a surface treatment",
  apply: "Apply",
  applying: "Applying...",
  createdForCombination: (name: string) => `Created as part of combination: ${name}`,
  copySuffix: " Copy",
  // Server messages (product.md#r77 where it has them, clear texts otherwise).
  nameRequired: "Name is required",
  nameTooLong: `Name cannot exceed ${LIMITS.name} characters`,
  notesTooLong: "Notes cannot exceed 10,000 characters",
  invalidType: "Type must be Glaze, Underglaze, Slip or Oxide",
  invalidColor: "Color must be a hex colour like #1a2b3c",
  invalidCone: "Temperature must be a firing cone from the list",
  finishTooLong: `Finish cannot exceed ${FINISH_MAX} characters`,
  textTooLong: (field: string, max: number) => `${field} cannot exceed ${withCommas(max)} characters`,
  tooManyPhotos: `A surface treatment can have at most ${MAX_SURFACE_PHOTOS} photos`,
  tooManyClayBodies: `At most ${LIMITS.tagsPerItem} clay bodies`,
  baseRequired: "Base layer glaze is required",
  topRequired: "Top layer glaze is required",
  baseNotFound: "Base layer glaze not found",
  topNotFound: "Top layer glaze not found",
  layerIsCombo: "A combination layer must be a single surface treatment, not a combination",
  comboTypeFixed: "A combination glaze is always of type Glaze",
  notACombination: "Combination not found",
  glazeNotFound: "Surface treatment not found",
  invalidLimit: `limit must be a whole number from 1 to ${GLAZE_LIST_LIMIT}`,
  studioInvalid: "Studio id must be a whole number",
  recipeInvalid: "Choose one of your recipes",
  // A studio's glaze shelf (docs/decisions/0237-studio-glaze-shelf.md).
  shelfHeading: (studio: string) => `${studio} glaze shelf`,
  shelfGroup: (studio: string) => `${studio} shelf`,
  shelfEmptyTitle: "Nothing on this shelf yet",
  shelfEmptyStaffHint: "Add the studio's glazes here; every member can then use them on their pieces and test tiles.",
  shelfEmptyMemberHint: "The studio's staff add the shared glazes here.",
  addToShelf: "Add to shelf",
  newOnShelfTitle: (studio: string) => `New surface for the ${studio} shelf`,
  shelfReadOnly: (studio: string) => `On the ${studio} glaze shelf: use it on your pieces' layers and test tiles. Only the studio's owner or staff can change it.`,
  shelfLoadFailed: "This studio's shelf could not be loaded.",
  // Client fallbacks (product.md#r35).
  createFailed: "Failed to create surface treatment",
  createComboFailed: "Failed to create glaze combination",
  fetchFailed: "Failed to fetch glaze",
  deleteFailed: "Failed to delete glaze",
  applyFailed: "Failed to apply surface treatment",
  updateFailed: "No glaze or glaze ID available for update",
  comboIdMissing: "Could not determine combination ID for update",
} as const;

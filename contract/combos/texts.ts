/** Surface combo texts, free of zod so screens that only show combos need no schema library. */
import { COMBO_PHOTO_LIMIT } from "./rules";

export const COMBO_TEXTS = {
  nameRequired: "Combo name is required",
  materialRequired: "Material name is required",
  placementRequired: "Placement is required",
  notFound: "Surface combo not found",
  backToCombos: "Back to My Surface Combos",
  loading: "Loading surface combo...",
  needTwoLayers: "Add at least two layers to save a combo",
  onlyDirectLayers: "You can only save combos made from direct layers. Remove applied combos to create a new one",
  saveHint: "Save all layers as a reusable combo",
  saveButton: "Save to My Surface Combos",
  savedTitle: "Saved to My Surface Combos",
  savedDescription: "Your surface treatment stack has been saved successfully.",
  saveFailed: "Couldn't save combo",
  saveFailedFallback: "Try again.",
  applyFailed: "Couldn't apply combo",
  snapshotNote:
    "This is a snapshot of the layers when you saved this combo. Changes to materials in your library won't affect this combo.",
  deleteTitle: "Delete this surface combo?",
  deleteText: "This will permanently remove this combo from your library. This action cannot be undone.",
  deleteFailed: "Delete failed",
  deleteFailedFallback: "Failed to delete surface combo. Please try again.",
  saveChangesFailed: (message: string) => `Failed to save changes: ${message}`,
  namePlaceholder: "Enter combo name",
  detailsCard: "My Combo Details",
  layerDetails: "Layer Details",
  tooManyPhotos: `A combo can hold at most ${COMBO_PHOTO_LIMIT} photos`,
} as const;

/** Decoration layer options and texts, free of zod so the layer dialog needs no schema library. */
/** product.md#r77, product.md#r120: decoration layer options. */
export const LAYER_TYPES = ["Glaze", "Slip", "Underglaze", "Oxide", "Unglazed"] as const;
export type LayerType = (typeof LAYER_TYPES)[number];

export const PLACEMENTS = [
  "Inside",
  "Outside",
  "Outside – Full",
  "Outside – Top",
  "Outside – Bottom",
  "Rim/Lip",
  "All Over",
  "Angled",
] as const;
export const DEFAULT_PLACEMENT = "Outside";

export const THICKNESSES = ["Thin", "Medium", "Thick"] as const;

/** Coats are numbered by position from 1: '1 coat', '2 coats', '3+ coats'. */
export const COAT_OPTIONS = [
  { value: 1, label: "1 coat" },
  { value: 2, label: "2 coats" },
  { value: 3, label: "3+ coats" },
] as const;

export const APPLICATION_METHODS: Record<LayerType, readonly string[]> = {
  Glaze: ["Dipped", "Poured", "Sprayed", "Brushed", "Sponged", "Spattered"],
  Slip: ["Brushed", "Poured", "Dipped", "Trailed", "Sprayed"],
  Underglaze: ["Brushed", "Sprayed", "Sponged", "Stamped", "Trailed", "Transfer/Decal"],
  Oxide: ["Brushed", "Wiped back / Rubbed in", "Sponged"],
  Unglazed: [],
};

/** 'Choose a glaze', 'Choose an underglaze', 'Choose an oxide', never 'a underglaze': the article follows the sound. */
export const chooseMaterial = (type: string): string => {
  const word = type.toLowerCase();
  return `Choose ${/^[aeiou]/.test(word) ? "an" : "a"} ${word}`;
};

export const LAYER_TEXTS = {
  unglazedGlaze: "Unglazed type should not have a glaze selected",
  unglazedMethod: "Unglazed type should not have an application method",
  unglazedCoats: "Unglazed type should not have coats",
  unglazedThickness: "Unglazed type should not have a thickness",
  coatsNotApplicable: "Coats are not applicable for Slip and Oxide treatments.",
  thicknessNotApplicable: "Thickness is not applicable for Glaze and Underglaze treatments.",
  methodInvalid: (method: string, type: string) => `Application method "${method}" is not valid for ${type}`,
  invalidType: `Type must be one of ${LAYER_TYPES.join(", ")}`,
  invalidPlacement: `Placement must be one of ${PLACEMENTS.join(", ")}`,
  invalidThickness: `Thickness must be one of ${THICKNESSES.join(", ")}`,
  coatsMin: "Coats must be at least 1",
  coatsMax: "Coats must be at most 10",
  glazeNotFound: "Surface treatment not found",
  layerNotFound: "Decoration layer not found",
  comboLayerFields: "A combo layer takes only comboId and notes",
  /** POST /api/pieces names the layer a problem is in, counting from 1 as the potter sees them. */
  inLayer: (position: number, message: string) => `Layer ${position}: ${message}`,
  reorderMismatch: "layerIds must list every layer of this piece exactly once",
  deleteComboGroup: (name: string, n: number) => `Delete entire combo "${name}" with ${n} layers?`,
  loadError: (message: string) => `Error loading decoration layers: ${message}`,
  /** docs/decisions/0140-new-material-from-a-layer.md: a material typed here joins the library at once. */
  /** On a phone a layer card's actions are in one menu, so the layer's text keeps the card's width. */
  layerActions: (title: string) => `Actions for ${title}`,
  moveUp: "Move up",
  moveDown: "Move down",
  edit: "Edit",
  delete: "Delete",
  newMaterialHint: (type: string) => `A new ${type.toLowerCase()} is added to your Surfaces Library.`,
  newMaterialAddedTitle: "Added to your Surfaces Library",
  newMaterialAdded: (name: string) => `${name} stays in your library even if this piece is not saved.`,
} as const;

/**
 * What a recipe's page says of its photos and of its fit on a clay body (product.md#r285, product.md#r287), apart
 * from screen-texts.ts so each file stays one list.
 */
import { BODY_EXPANSION_MAX, BODY_EXPANSION_MIN, CRAZING_MARGIN, SHIVERING_MARGIN } from "./chemistry/glaze-fit";

const tenth = (n: number) => n.toFixed(1);

export const RECIPE_PHOTO_TEXTS = {
  heading: "Photos",
  label: "Recipe photos",
  saveFailed: "Could not save the photos. Please try again.",
} as const;

export const GLAZE_FIT_TEXTS = {
  heading: "Fit on a clay body",
  intro: "Compare this glaze's expansion with its clay body's: a glaze that shrinks more than its body crazes, one that shrinks far less shivers.",
  source: "Clay body",
  chooseBody: "Choose a clay body",
  enterNumber: "Type its expansion",
  bodyRecipe: (name: string) => `${name} (clay body recipe)`,
  bodyExpansion: "Clay body expansion (×10⁻⁶/°C)",
  bodyExpansionHint: "From the clay's data sheet, e.g. 6.5 (a sheet's 65 ×10⁻⁷ is 6.5)",
  bodyInvalid: "Type the expansion as a number, e.g. 6.5",
  bodyRange: `Type a number from ${BODY_EXPANSION_MIN} to ${BODY_EXPANSION_MAX}, in ×10⁻⁶/°C`,
  bodyCalculated: "Worked out from the clay body recipe's chemistry as if it were a glass: a rough guide only, since a body does not melt.",
  noGlazeExpansion: "This recipe's expansion is not known yet: add materials with amounts.",
  noBodyExpansion: "That clay body's expansion is not known yet: add materials with amounts to it.",
  comparison: (glaze: number, body: number) => `Glaze ${tenth(glaze)}, clay body ${tenth(body)}`,
  difference: (d: number) => `Difference ${d > 0 ? "+" : ""}${tenth(d)}`,
  crazing: "Risk of crazing",
  crazingWhy: `The glaze's expansion is more than ${tenth(CRAZING_MARGIN)} above the body's: it shrinks more on cooling and is stretched.`,
  shivering: "Risk of shivering",
  shiveringWhy: `The glaze's expansion is more than ${tenth(SHIVERING_MARGIN)} below the body's: it is squeezed and may flake off at rims.`,
  fits: "No clear risk of crazing or shivering",
  fitsWhy: "The expansions are close. Calculated numbers are a guide: a test tile decides.",
} as const;

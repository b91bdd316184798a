/**
 * product.md#r44, product.md#r41, product.md#r46 and product.md#r21: preference constants, the clay body and firing method display strings and the
 * studio location rules, free of zod so the Settings screen can load them without the schema library.
 */
import type { PieceType } from "../pieces/texts";

export const THEMES = ["light", "dark", "system"] as const;
export type ThemeChoice = (typeof THEMES)[number];
export const DEFAULT_THEME: ThemeChoice = "system";

/** The default forming method is one of the piece types (product.md#r76); their labels are in ./texts.ts. */
export { PIECE_TYPES as FORMING_METHODS } from "../pieces/texts";
export type FormingMethod = PieceType;
export const DEFAULT_FORMING_METHOD: FormingMethod = "wheel";

export const KILN_TYPES = ["Electric", "Gas", "Wood", "Salt/Soda", "Raku", "Pit", "Anagama", "Other"] as const;
type KilnType = (typeof KILN_TYPES)[number];
export const DEFAULT_KILN_TYPE: KilnType = "Electric";

/** The lists whose entries name things on records, so a rename reaches the records (product.md#r153). */
export const RENAMEABLE_LISTS = ["clayBodies", "studioLocations"] as const;

/** product.md#r119 field lengths; the list bound is decision 0021. */
export const PREFERENCE_LIMITS = {
  clayBodyName: 50,
  brand: 50,
  location: 50,
  cone: 20,
  atmosphere: 30,
  listEntries: 100,
} as const;

/** The separator of display strings: 'name · brand', 'kilnType · cone · atmosphere'. */
export const SEPARATOR = " · ";
export const SEPARATOR_CHAR = "·";

// ---------------------------------------------------------------------------------------------
// Display strings: built and parsed the same way on both sides (decision 0022).

interface ClayBodyParts {
  name: string;
  brand: string;
}

interface FiringMethodParts {
  kilnType: string;
  cone: string;
  atmosphere: string;
}

export function formatClayBody({ name, brand }: ClayBodyParts): string {
  const n = name.trim();
  const b = brand.trim();
  return b ? `${n}${SEPARATOR}${b}` : n;
}

/** 'name · brand' back into its parts; a string without the separator is a name alone. */
export function parseClayBody(value: string): ClayBodyParts {
  const at = value.indexOf(SEPARATOR_CHAR);
  if (at < 0) return { name: value.trim(), brand: "" };
  return { name: value.slice(0, at).trim(), brand: value.slice(at + 1).trim() };
}

export function formatFiringMethod({ kilnType, cone, atmosphere }: FiringMethodParts): string {
  return [kilnType, cone, atmosphere]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(SEPARATOR);
}

/** Cone numbers as potters write them: 6, 06, 10, 5.5, Cone 6, Δ6. */
const CONE_LIKE = /^(cone\s*|Δ\s*)?0?\d{1,2}(\.\d)?$/i;

/**
 * 'kilnType · cone · atmosphere' back into its parts. With only two parts the second is a cone when
 * it reads like one, else an atmosphere (the display format drops empty parts, decision 0022).
 */
export function parseFiringMethod(value: string): FiringMethodParts {
  const parts = value.split(SEPARATOR_CHAR).map((part) => part.trim());
  const [kilnType = "", second = "", ...rest] = parts;
  if (parts.length >= 3) return { kilnType, cone: second, atmosphere: rest.join(` ${SEPARATOR_CHAR} `) };
  if (!second) return { kilnType, cone: "", atmosphere: "" };
  return CONE_LIKE.test(second) ? { kilnType, cone: second, atmosphere: "" } : { kilnType, cone: "", atmosphere: second };
}

/** Curly apostrophes (iOS keyboards) count as the plain one allowed by product.md#r21. */
export function normalizeLocationName(value: string): string {
  return value.replace(/[\u2018\u2019]/g, "'").trim();
}

/** product.md#r21: the case-insensitive, trimmed comparison key of a location. */
export const locationKey = (value: string) => normalizeLocationName(value).toLowerCase();

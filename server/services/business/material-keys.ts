/**
 * How the business side names a glaze material (product.md#r280, product.md#r291): as recipe lines do, "default:<key>"
 * or an own material's number, stored as text. A default the potter copied is found as the copy, so a purchase of
 * "default:silica" and a mix of the copy count as one material.
 */
import type { Library } from "../glaze-lab/material-library";

/** The stored key: "default:<key>" as it is, an own material's number as text. */
export const materialKey = (id: string | number) => String(id);
/** The key back to a recipe line's id: a number for an own material. */
export const materialIdOf = (key: string): string | number => (/^\d+$/.test(key) ? Number(key) : key);
/** The key of the material as the potter's library finds it now; the stored key when it is gone. */
export function canonicalKey(key: string, library: Library): string {
  const found = library.find(materialIdOf(key));
  return found ? String(found.id) : key;
}

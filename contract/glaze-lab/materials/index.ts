import { COLORANTS } from "./colorants";
import { FELDSPARS } from "./feldspars";
import { FLUXES } from "./fluxes";
import { FRITS } from "./frits";
import type { Material } from "./material";
import { SILICA_AND_CLAYS } from "./silica-and-clays";

/** The default materials library every potter starts with (product.md#r253), family by family. */
export const DEFAULT_MATERIALS: readonly Material[] = [...SILICA_AND_CLAYS, ...FELDSPARS, ...FLUXES, ...FRITS, ...COLORANTS];

export { findMaterials, materialNamed, searchForm } from "./find-materials";
export { MATERIAL_FAMILIES } from "./material";
export type { Material, MaterialFamily } from "./material";

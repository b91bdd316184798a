/**
 * A potter's materials as one list (product.md#r258): the default library, with the potter's copy in place of each
 * default they copied, then their own. The chemistry reads a line's material by its id as text: "default:<key>" or
 * the own material's number; a default the potter copied reads as their copy (docs/decisions/0307-glaze-lab-materials-and-recipes.md).
 */
import { asc, eq } from "drizzle-orm";
import { DEFAULT_MATERIALS, type MaterialChemistry, type Material as LibraryMaterial } from "../../../contract/glaze-lab/chemistry";
import { defaultMaterialId, defaultMaterialKey } from "../../../contract/glaze-lab/rules";
import type { Material } from "../../../contract/glaze-lab/schemas";
import type { DbOrTx } from "../../db/client";
import { materials } from "../../db/schema";

export type MaterialRow = typeof materials.$inferSelect;

const DEFAULTS_BY_KEY = new Map<string, LibraryMaterial>(DEFAULT_MATERIALS.map((m) => [m.key, m]));

export function defaultMaterial(id: string | number): LibraryMaterial | null {
  const key = defaultMaterialKey(id);
  return key === null ? null : (DEFAULTS_BY_KEY.get(key) ?? null);
}

export function defaultToDto(m: LibraryMaterial): Material {
  return {
    id: defaultMaterialId(m.key),
    own: false,
    copyOf: null,
    name: m.name,
    aliases: [...m.aliases],
    family: m.family,
    analysis: { ...m.analysis } as Record<string, number>,
    loi: m.loi,
    source: m.source,
    formula: m.formula ?? null,
    notes: null,
  };
}

export function ownToDto(row: MaterialRow): Material {
  return {
    id: row.id,
    own: true,
    copyOf: row.copyOf,
    name: row.name,
    aliases: row.aliases,
    family: (row.family as Material["family"]) ?? null,
    analysis: row.analysis,
    loi: row.loi,
    source: row.source,
    formula: row.formula,
    notes: row.notes,
  };
}

/** The potter's library: what they pick from, what the chemistry reads, and the names lines show. */
export interface Library {
  /** Every material in the potter's list, defaults first (a copied default replaced by the copy), then their own. */
  list: Material[];
  /** A line's material by its id, a copied default resolving to the copy; null when it is not in the library. */
  find(id: string | number): Material | null;
  /** What the chemistry reads, keyed by the id as text. */
  chemistry: MaterialChemistry[];
}

export const chemistryKey = (id: string | number) => String(id);

export async function loadLibrary(db: DbOrTx, userId: number): Promise<Library> {
  const own = await db.select().from(materials).where(eq(materials.userId, userId)).orderBy(asc(materials.name), asc(materials.id));
  const copies = new Map(own.filter((r) => r.copyOf !== null).map((r) => [r.copyOf!, ownToDto(r)]));
  const ownById = new Map(own.map((r) => [r.id, ownToDto(r)]));
  const list: Material[] = [
    ...DEFAULT_MATERIALS.map((m) => copies.get(defaultMaterialId(m.key)) ?? defaultToDto(m)),
    ...own.filter((r) => r.copyOf === null).map(ownToDto),
  ];
  const find = (id: string | number): Material | null => {
    if (typeof id === "number") return ownById.get(id) ?? null;
    const copy = copies.get(id);
    if (copy) return copy;
    const d = defaultMaterial(id);
    return d ? defaultToDto(d) : null;
  };
  const chemistry: MaterialChemistry[] = [];
  for (const m of DEFAULT_MATERIALS) {
    const id = defaultMaterialId(m.key);
    const copy = copies.get(id);
    chemistry.push(copy ? { key: id, analysis: copy.analysis, loi: copy.loi ?? 0 } : { key: id, analysis: m.analysis, loi: m.loi });
  }
  for (const m of ownById.values()) chemistry.push({ key: chemistryKey(m.id), analysis: m.analysis, loi: m.loi ?? 0 });
  return { list, find, chemistry };
}

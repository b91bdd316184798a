import type { Material } from "./material";

/** Case, accents, spaces and punctuation left out: "E.P.K." and "epk", "Ferro 3134" and "ferro-3134" read alike. */
export function searchForm(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "");
}

type Ranked<T> = { m: T; rank: number };

/**
 * Materials whose name or an alias holds the query (product.md#r253): an exact name or alias first, then those that
 * start with it, then those that contain it, each group in the library's order. An empty query answers them all.
 */
export function findMaterials<T extends Pick<Material, "name" | "aliases">>(q: string, materials: readonly T[]): T[] {
  const query = searchForm(q);
  if (!query) return [...materials];
  const ranked: Ranked<T>[] = [];
  for (const m of materials) {
    let rank = 99;
    for (const form of [m.name, ...m.aliases].map(searchForm)) {
      if (form === query) rank = Math.min(rank, 0);
      else if (form.startsWith(query)) rank = Math.min(rank, 1);
      else if (form.includes(query)) rank = Math.min(rank, 2);
    }
    if (rank < 99) ranked.push({ m, rank });
  }
  return ranked.sort((a, b) => a.rank - b.rank).map((r) => r.m);
}

/** The one material a typed name means: an exact name or alias match, else null. */
export function materialNamed<T extends Pick<Material, "name" | "aliases">>(name: string, materials: readonly T[]): T | null {
  const query = searchForm(name);
  if (!query) return null;
  return materials.find((m) => [m.name, ...m.aliases].some((a) => searchForm(a) === query)) ?? null;
}

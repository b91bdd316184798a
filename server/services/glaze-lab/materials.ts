/**
 * The potter's own materials (product.md#r258): listed with the default library, added, copied from a default,
 * changed and deleted. Private to their owner: another potter's id is a 404 (server/services/common/owned.ts).
 */
import { and, count, eq, sql } from "drizzle-orm";
import { findMaterials } from "../../../contract/glaze-lab/chemistry";
import type { CreateMaterialInput, Material, UpdateMaterialInput } from "../../../contract/glaze-lab/schemas";
import { MATERIAL_SEARCH_LIMIT } from "../../../contract/glaze-lab/rules";
import { GLAZE_LAB_TEXTS as T } from "../../../contract/glaze-lab/texts";
import type { AppDeps } from "../../context";
import type { DbOrTx } from "../../db/client";
import { materials, recipeVersions } from "../../db/schema";
import { AppError } from "../../errors";
import { findOwned } from "../common/owned";
import { defaultMaterial, loadLibrary, ownToDto } from "./material-library";

export async function listMaterials(deps: AppDeps, userId: number, q: string | undefined): Promise<Material[]> {
  const library = await loadLibrary(deps.db, userId);
  return findMaterials(q ?? "", library.list).slice(0, MATERIAL_SEARCH_LIMIT);
}

function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } } | null;
  return e?.code === "23505" || e?.cause?.code === "23505";
}

export async function createMaterial(deps: AppDeps, userId: number, input: CreateMaterialInput): Promise<Material> {
  const source = input.copyOf !== undefined ? defaultMaterial(input.copyOf) : null;
  if (input.copyOf !== undefined && !source) throw new AppError(400, T.copyOfInvalid, { copyOf: T.copyOfInvalid });
  const now = deps.now();
  try {
    const [row] = await deps.db
      .insert(materials)
      .values({
        userId,
        copyOf: input.copyOf ?? null,
        name: input.name ?? source!.name,
        family: input.family !== undefined ? input.family : (source?.family ?? null),
        aliases: input.aliases ?? (source ? [...source.aliases] : []),
        analysis: (input.analysis ?? source?.analysis ?? {}) as Record<string, number>,
        loi: input.loi !== undefined ? input.loi : (source?.loi ?? null),
        source: input.source !== undefined ? input.source : (source?.source ?? null),
        formula: input.formula !== undefined ? input.formula : (source?.formula ?? null),
        notes: input.notes ?? null,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return ownToDto(row!);
  } catch (err) {
    // Two copies of one default: the second is refused, the first stays (docs/decisions/0307-glaze-lab-materials-and-recipes.md).
    if (isUniqueViolation(err)) throw new AppError(409, T.copyExists, { copyOf: T.copyExists });
    throw err;
  }
}

/**
 * A material an imported recipe names that the library does not have (docs/decisions/0320-glazy-recipes-imported.md):
 * the potter's own, with its name and no analysis, so the recipe keeps its line and the chemistry leaves it out until
 * the potter gives it one (product.md#r259).
 */
export async function addImportedMaterial(tx: DbOrTx, userId: number, name: string, notes: string, now: Date): Promise<number> {
  const [row] = await tx
    .insert(materials)
    .values({ userId, copyOf: null, name, family: null, aliases: [], analysis: {}, loi: null, source: null, formula: null, notes, createdAt: now, updatedAt: now })
    .returning({ id: materials.id });
  return row!.id;
}

export async function updateMaterial(deps: AppDeps, userId: number, id: number, input: UpdateMaterialInput): Promise<Material> {
  return deps.db.transaction(async (tx) => {
    await findOwned(tx, materials, userId, id, { message: T.materialNotFound, forUpdate: true });
    const [row] = await tx
      .update(materials)
      .set({
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.family !== undefined ? { family: input.family } : {}),
        ...(input.aliases !== undefined ? { aliases: input.aliases } : {}),
        ...(input.analysis !== undefined ? { analysis: input.analysis as Record<string, number> } : {}),
        ...(input.loi !== undefined ? { loi: input.loi } : {}),
        ...(input.source !== undefined ? { source: input.source } : {}),
        ...(input.formula !== undefined ? { formula: input.formula } : {}),
        ...(input.notes !== undefined ? { notes: input.notes } : {}),
        updatedAt: deps.now(),
      })
      .where(eq(materials.id, id))
      .returning();
    return ownToDto(row!);
  });
}

/**
 * A material any version of a recipe names by its number stays, so every version keeps its analysis; once a copy of
 * a default goes, the default takes its place again.
 */
export async function deleteMaterial(deps: AppDeps, userId: number, id: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await findOwned(tx, materials, userId, id, { message: T.materialNotFound, forUpdate: true });
    const [used] = await tx
      .select({ n: count(sql`distinct ${recipeVersions.recipeId}`) })
      .from(recipeVersions)
      .where(and(eq(recipeVersions.userId, userId), sql`${recipeVersions.lines} @> ${JSON.stringify([{ materialId: id }])}::jsonb`));
    const n = Number(used?.n ?? 0);
    if (n > 0) throw new AppError(409, T.materialInUse(n));
    await tx.delete(materials).where(eq(materials.id, id));
  });
}

/**
 * A recipe's mix log (product.md#r263): each bucket mixed, on a calendar day, with its batch size, water, specific
 * gravity and who mixed it; newest day first. The potter's own; a studio shelf's log is shelf-recipes.ts's.
 */
import { and, desc, eq } from "drizzle-orm";
import type { CreateMixInput, Mix } from "../../../contract/glaze-lab/lab-schemas";
import type { AppDeps } from "../../context";
import type { DbOrTx } from "../../db/client";
import { recipeMixes } from "../../db/schema";
import { useMixMaterials } from "../business/material-usage";
import { linesOfVersion } from "./recipe-lab";
import { findRecipe } from "./recipes";

type MixRow = typeof recipeMixes.$inferSelect;

export function toMixDto(row: MixRow): Mix {
  return {
    id: row.id,
    recipeId: row.recipeId,
    version: row.version,
    date: row.mixedOn,
    batchTotal: row.batchTotal,
    batchUnit: row.batchUnit as Mix["batchUnit"],
    water: row.water,
    waterUnit: row.waterUnit as Mix["waterUnit"],
    specificGravity: row.specificGravity,
    mixedBy: row.mixedBy,
    notes: row.notes,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listMixes(deps: AppDeps, userId: number, recipeId: number): Promise<Mix[]> {
  await findRecipe(deps.db, userId, recipeId);
  const rows = await deps.db
    .select()
    .from(recipeMixes)
    .where(and(eq(recipeMixes.recipeId, recipeId), eq(recipeMixes.userId, userId)))
    .orderBy(desc(recipeMixes.mixedOn), desc(recipeMixes.id));
  return rows.map(toMixDto);
}

/** One mix log row of a recipe's version, as both the potter's log and a studio shelf's write it (product.md#r289). */
export async function insertMix(deps: AppDeps, tx: DbOrTx, userId: number, recipeId: number, version: number, input: CreateMixInput): Promise<MixRow> {
  const [row] = await tx
    .insert(recipeMixes)
    .values({
      userId,
      recipeId,
      version,
      mixedOn: input.date,
      batchTotal: input.batchTotal ?? null,
      batchUnit: input.batchUnit ?? null,
      water: input.water ?? null,
      waterUnit: input.waterUnit ?? null,
      specificGravity: input.specificGravity ?? null,
      mixedBy: input.mixedBy ?? null,
      notes: input.notes ?? null,
      createdAt: deps.now(),
    })
    .returning();
  return row!;
}

export async function createMix(deps: AppDeps, userId: number, recipeId: number, input: CreateMixInput): Promise<Mix> {
  return deps.db.transaction(async (tx) => {
    const { version, lines } = await linesOfVersion(tx, userId, recipeId, input.version);
    const row = await insertMix(deps, tx, userId, recipeId, version, input);
    // What the batch used of each material leaves the potter's stock (product.md#r291).
    await useMixMaterials(tx, userId, row, lines);
    return toMixDto(row);
  });
}

/**
 * Surface treatments (product.md#r74, product.md#r77): list, read, create, change. Type rules are enforced here so no
 * client can store a colour on a Glaze or a cone on a Slip. Combinations live in glazes-combinations.ts.
 */
import { asc, eq, sql } from "drizzle-orm";
import {
  type CreateGlazeBodySchema,
  type Glaze,
  type GlazeDetail,
  type UpdateGlazeBodySchema,
} from "../../../contract/glazes/schemas";
import { byName } from "../../../contract/glazes/names";
import { COLOR_TYPES, COMBO_PREFIX, GLAZE_LIST_LIMIT, type SurfaceType } from "../../../contract/glazes/rules";
import { GLAZE_TEXTS } from "../../../contract/glazes/texts";
import type { z } from "zod";
import type { AppDeps } from "../../context";
import { prepared } from "../../db/prepared";
import { glazes } from "../../db/schema";
import { AppError } from "../../errors";
import { layersOf, toGlazeDto, type GlazeRow } from "./glazes-rows";
import { glazeFor, requireStudio } from "../studios/studio-access";
import { attachPhotos, releasePhotos } from "../photos/photos-refs";
import { nextCode } from "../codes/codes";
import { requireRecipeForSurface } from "../glaze-lab/recipe-owned";

export type CreateGlazeInput = z.output<typeof CreateGlazeBodySchema>;
export type UpdateGlazeInput = z.output<typeof UpdateGlazeBodySchema>;

interface TypedFields {
  color: string | null;
  temperature: string | null;
  finish: string | null;
  clayBodies: string[];
}

/** product.md#r74: colour only for Underglaze and Slip; temperature, finish and clay bodies only for Glaze. */
function applyTypeRules(type: SurfaceType, fields: TypedFields): TypedFields {
  const isGlaze = type === "Glaze";
  return {
    color: COLOR_TYPES.includes(type) ? fields.color : null,
    temperature: isGlaze ? fields.temperature : null,
    finish: isGlaze ? fields.finish : null,
    clayBodies: isGlaze ? fields.clayBodies : [],
  };
}

/** Combination names always start with the prefix, so the library and by-name lookups can find them. */
export function withComboPrefix(name: string): string {
  return name.startsWith(COMBO_PREFIX.trim()) ? name : `${COMBO_PREFIX}${name}`;
}

/**
 * The potter's own library, or (studioId) a studio's glaze shelf, which every member reads
 * (docs/decisions/0237-studio-glaze-shelf.md). The two never mix.
 */
export async function listGlazes(deps: AppDeps, userId: number, limit = GLAZE_LIST_LIMIT, studioId?: number): Promise<Glaze[]> {
  if (studioId !== undefined) {
    await requireStudio(deps.db, userId, studioId);
    const shelf = await deps.db
      .select()
      .from(glazes)
      .where(eq(glazes.studioId, studioId))
      .orderBy(sql`lower(${glazes.name})`, asc(glazes.id))
      .limit(limit);
    return shelf.map(toGlazeDto).sort(byName);
  }
  const rows = await prepared(deps.db).glazes.execute({ userId, limit });
  // The page is cut in SQL; its order is the potter's reading order (case-insensitive, numbers in order).
  return rows.map(toGlazeDto).sort(byName);
}

export async function detailOf(db: AppDeps["db"], userId: number, row: GlazeRow): Promise<GlazeDetail> {
  if (!row.isCombo) return toGlazeDto(row);
  return { ...toGlazeDto(row), ...(await layersOf(db, userId, row)) };
}

export async function getGlaze(deps: AppDeps, userId: number, id: number): Promise<GlazeDetail> {
  const row = await glazeFor(deps.db, userId, id, "read", GLAZE_TEXTS.glazeNotFound);
  return detailOf(deps.db, userId, row);
}

export async function createGlaze(deps: AppDeps, userId: number, input: CreateGlazeInput): Promise<Glaze> {
  const type = input.type ?? "Glaze";
  const typed = applyTypeRules(type, {
    color: input.color ?? null,
    temperature: input.temperature ?? null,
    finish: input.finish ?? null,
    clayBodies: input.clayBodies ?? [],
  });
  const imageUrls = input.imageUrls ?? [];
  const now = deps.now();
  const row = await deps.db.transaction(async (tx) => {
    if (input.studioId !== undefined) await requireStudio(tx, userId, input.studioId, "staff");
    await attachPhotos(tx, userId, imageUrls);
    if (input.recipeId) await requireRecipeForSurface(tx, userId, input.recipeId, input.studioId ?? null);
    const [created] = await tx
      .insert(glazes)
      .values({
        userId,
        studioId: input.studioId ?? null,
        code: await nextCode(tx, userId, "surface", now),
        name: input.name,
        type,
        imageUrls,
        ...typed,
        brand: input.brand ?? null,
        description: input.description ?? null,
        firingAtmosphere: input.firingAtmosphere ?? null,
        notes: input.notes ?? null,
        recipeId: input.recipeId ?? null,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return created!;
  });
  return toGlazeDto(row);
}

export async function updateGlaze(deps: AppDeps, userId: number, id: number, input: UpdateGlazeInput): Promise<GlazeDetail> {
  let dropped: string[] = [];
  let keeper = userId;
  const row = await deps.db.transaction(async (tx) => {
    // A studio's surface is its owner's and staff's to change (docs/decisions/0237-studio-glaze-shelf.md).
    const current = await glazeFor(tx, userId, id, "run", GLAZE_TEXTS.glazeNotFound, { forUpdate: true });
    keeper = current.userId ?? userId;
    if (current.isCombo && input.type !== undefined && input.type !== "Glaze") {
      throw new AppError(400, GLAZE_TEXTS.comboTypeFixed, { type: GLAZE_TEXTS.comboTypeFixed });
    }
    const type: SurfaceType = input.type ?? (current.type as SurfaceType);
    const typed = applyTypeRules(type, {
      color: input.color !== undefined ? input.color : current.color,
      temperature: input.temperature !== undefined ? input.temperature : current.temperature,
      finish: input.finish !== undefined ? input.finish : current.finish,
      clayBodies: input.clayBodies ?? current.clayBodies,
    });
    const imageUrls = input.imageUrls ?? current.imageUrls;
    if (input.imageUrls) {
      // A surface's photos are its keeper's (a studio's: the staff member who made it), so they are released with
      // the keeper's other records in view; another staff member can remove them but not add their own uploads.
      await attachPhotos(tx, keeper, imageUrls.filter((u) => !current.imageUrls.includes(u)));
      dropped = current.imageUrls.filter((u) => !imageUrls.includes(u));
    }
    if (input.recipeId) await requireRecipeForSurface(tx, userId, input.recipeId, current.studioId);
    const name = input.name === undefined ? current.name : current.isCombo ? withComboPrefix(input.name) : input.name;
    const [updated] = await tx
      .update(glazes)
      .set({
        name,
        type,
        imageUrls,
        ...typed,
        ...(input.brand !== undefined ? { brand: input.brand } : {}),
        ...(input.description !== undefined ? { description: input.description } : {}),
        ...(input.firingAtmosphere !== undefined ? { firingAtmosphere: input.firingAtmosphere } : {}),
        ...(input.notes !== undefined ? { notes: input.notes } : {}),
        ...(input.recipeId !== undefined ? { recipeId: input.recipeId } : {}),
        updatedAt: deps.now(),
      })
      .where(eq(glazes.id, current.id))
      .returning();
    return updated!;
  });
  await releasePhotos(deps, keeper, dropped);
  return detailOf(deps.db, userId, row);
}

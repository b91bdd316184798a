/**
 * Inspirations (product.md#r74): the user's ideas with images, sources, tags and notes, and the
 * check that a piece only links the user's own inspirations.
 */
import { thumbnailAddress } from "../../../contract/photos/rules";
import { and, eq, inArray, sql } from "drizzle-orm";
import {
  INSPIRATION_TEXTS,
  resolveInspirationName,
  type CreateInspirationInput,
  type Inspiration,
  type UpdateInspirationInput,
} from "../../../contract/inspirations/schemas";
import type { AppDeps } from "../../context";
import type { DbOrTx } from "../../db/client";
import { prepared } from "../../db/prepared";
import { inspirations, pieces } from "../../db/schema";
import { AppError } from "../../errors";
import { findOwned } from "../common/owned";
import { attachPhotos, releasePhotos } from "../photos/photos-refs";

type InspirationRow = typeof inspirations.$inferSelect;

function toInspirationDto(row: InspirationRow): Inspiration {
  const first = row.imageUrls[0];
  return {
    id: row.id,
    userId: row.userId,
    name: row.name,
    imageUrls: row.imageUrls,
    thumbnailUrl: first ? thumbnailAddress(first) : null,
    sources: row.sources,
    tags: row.tags,
    notes: row.notes,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const NOT_FOUND = "Inspiration not found";

export async function listInspirations(deps: AppDeps, userId: number): Promise<Inspiration[]> {
  const rows = await prepared(deps.db).inspirations.execute({ userId });
  return rows.map(toInspirationDto);
}

export async function getInspiration(deps: AppDeps, userId: number, id: number): Promise<Inspiration> {
  return toInspirationDto(await findOwned(deps.db, inspirations, userId, id, { message: NOT_FOUND }));
}

export async function createInspiration(deps: AppDeps, userId: number, input: CreateInspirationInput): Promise<Inspiration> {
  const row = await deps.db.transaction(async (tx) => {
    await attachPhotos(tx, userId, input.imageUrls);
    const now = deps.now();
    const [created] = await tx
      .insert(inspirations)
      .values({
        userId,
        name: input.name,
        imageUrls: input.imageUrls,
        sources: input.sources,
        tags: input.tags,
        notes: input.notes,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return created!;
  });
  return toInspirationDto(row);
}

export async function updateInspiration(
  deps: AppDeps,
  userId: number,
  id: number,
  input: UpdateInspirationInput,
): Promise<Inspiration> {
  let dropped: string[] = [];
  const row = await deps.db.transaction(async (tx) => {
    const current = await findOwned(tx, inspirations, userId, id, { forUpdate: true, message: NOT_FOUND });
    const imageUrls = input.imageUrls ?? current.imageUrls;
    // product.md#r76: saving needs a name or an image; an empty name is saved as 'Untitled'.
    const name = resolveInspirationName(input.name ?? current.name, imageUrls.length);
    if (name === null) throw AppError.badRequest(INSPIRATION_TEXTS.nameRequired, { name: INSPIRATION_TEXTS.nameRequired });
    if (input.imageUrls) {
      const added = input.imageUrls.filter((url) => !current.imageUrls.includes(url));
      await attachPhotos(tx, userId, added);
      dropped = current.imageUrls.filter((url) => !input.imageUrls!.includes(url));
    }
    const [updated] = await tx
      .update(inspirations)
      .set({
        name,
        imageUrls,
        sources: input.sources ?? current.sources,
        tags: input.tags ?? current.tags,
        notes: input.notes === undefined ? current.notes : input.notes,
        updatedAt: deps.now(),
      })
      .where(and(eq(inspirations.id, id), eq(inspirations.userId, userId)))
      .returning();
    return updated!;
  });
  if (dropped.length > 0) await releasePhotos(deps, userId, dropped);
  return toInspirationDto(row);
}

/** Deletes the inspiration and, in the same transaction, unlinks it from every piece of the user. */
export async function deleteInspiration(deps: AppDeps, userId: number, id: number): Promise<void> {
  const imageUrls = await deps.db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(inspirations)
      .where(and(eq(inspirations.id, id), eq(inspirations.userId, userId)))
      .returning({ imageUrls: inspirations.imageUrls });
    if (!deleted) throw AppError.notFound(NOT_FOUND);
    await tx
      .update(pieces)
      .set({ inspirationIds: sql`array_remove(${pieces.inspirationIds}, ${id}::integer)` })
      .where(and(eq(pieces.userId, userId), sql`${id}::integer = any(${pieces.inspirationIds})`));
    return deleted.imageUrls;
  });
  if (imageUrls.length > 0) await releasePhotos(deps, userId, imageUrls);
}

/**
 * For pieces: every id in `ids` must be one of the user's own inspirations, else 400 with the
 * field `inspirationIds` (docs/decisions/0052). Call it inside the piece's transaction: the rows are
 * share-locked so a concurrent delete cannot slip between this check and the piece's write.
 */
export async function assertOwnInspirations(tx: DbOrTx, userId: number, ids: readonly number[]): Promise<void> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  const refuse = () =>
    AppError.badRequest(INSPIRATION_TEXTS.inspirationsNotYours, { inspirationIds: INSPIRATION_TEXTS.inspirationsNotYours });
  if (unique.some((id) => !Number.isInteger(id) || id < 1 || id > 2_147_483_647)) throw refuse();
  const rows = await tx
    .select({ id: inspirations.id })
    .from(inspirations)
    .where(and(eq(inspirations.userId, userId), inArray(inspirations.id, unique)))
    .for("share");
  if (rows.length !== unique.length) throw refuse();
}

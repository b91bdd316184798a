/**
 * A piece's public link (docs/decisions/0111-share-links.md): one per piece, a 256-bit token, revoked by
 * deleting the row. The public view carries only what the potter agreed to show: never location, stage history,
 * other records or (unless chosen) notes.
 */
import { randomBytes } from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import { thumbnailAddress } from "../../../contract/photos/rules";
import { PIECE_TEXTS } from "../../../contract/pieces/texts";
import { SHARE_PHOTO_NUMBER, SHARE_TOKEN_BYTES, SHARE_TOKEN_PATTERN, sharePagePath } from "../../../contract/shares/rules";
import type { CreateShareBody, PieceShare, PieceShareState, UpdateShareBody } from "../../../contract/shares/schemas";
import type { AppDeps } from "../../context";
import type { DbOrTx } from "../../db/client";
import { decorationLayers, pieceShares, pieces, users } from "../../db/schema";
import { AppError } from "../../errors";
import { findOwned } from "../common/owned";

type ShareRow = typeof pieceShares.$inferSelect;

const NOT_SHARED = "This piece is not shared";

function toShareDto(deps: AppDeps, row: ShareRow): PieceShare {
  return {
    url: `${deps.config.appUrl}${sharePagePath(row.token)}`,
    token: row.token,
    showNotes: row.showNotes,
    createdAt: row.createdAt.toISOString(),
  };
}

async function shareOf(db: DbOrTx, userId: number, pieceId: number): Promise<ShareRow | null> {
  const rows = await db
    .select()
    .from(pieceShares)
    .where(and(eq(pieceShares.pieceId, pieceId), eq(pieceShares.userId, userId)))
    .limit(1);
  return rows[0] ?? null;
}

export async function getShare(deps: AppDeps, userId: number, pieceId: number): Promise<PieceShareState> {
  await findOwned(deps.db, pieces, userId, pieceId, { message: PIECE_TEXTS.pieceNotFound });
  const row = await shareOf(deps.db, userId, pieceId);
  return { share: row ? toShareDto(deps, row) : null };
}

/** Shares the piece, or answers its existing link (a double tap makes one link, not two). */
export async function sharePiece(deps: AppDeps, userId: number, pieceId: number, body: CreateShareBody): Promise<PieceShare> {
  return deps.db.transaction(async (tx) => {
    // The piece row is locked so two taps at once cannot both insert.
    await findOwned(tx, pieces, userId, pieceId, { message: PIECE_TEXTS.pieceNotFound, forUpdate: true });
    const existing = await shareOf(tx, userId, pieceId);
    if (existing) {
      if (body.showNotes === undefined || body.showNotes === existing.showNotes) return toShareDto(deps, existing);
      const [changed] = await tx.update(pieceShares).set({ showNotes: body.showNotes }).where(eq(pieceShares.id, existing.id)).returning();
      return toShareDto(deps, changed!);
    }
    const token = randomBytes(SHARE_TOKEN_BYTES).toString("base64url");
    const [row] = await tx
      .insert(pieceShares)
      .values({ userId, pieceId, token, showNotes: body.showNotes ?? false, createdAt: deps.now() })
      .returning();
    return toShareDto(deps, row!);
  });
}

export async function updateShare(deps: AppDeps, userId: number, pieceId: number, body: UpdateShareBody): Promise<PieceShare> {
  await findOwned(deps.db, pieces, userId, pieceId, { message: PIECE_TEXTS.pieceNotFound });
  const [row] = await deps.db
    .update(pieceShares)
    .set({ showNotes: body.showNotes })
    .where(and(eq(pieceShares.pieceId, pieceId), eq(pieceShares.userId, userId)))
    .returning();
  if (!row) throw AppError.notFound(NOT_SHARED);
  return toShareDto(deps, row);
}

export async function revokeShare(deps: AppDeps, userId: number, pieceId: number): Promise<void> {
  await findOwned(deps.db, pieces, userId, pieceId, { message: PIECE_TEXTS.pieceNotFound });
  const gone = await deps.db
    .delete(pieceShares)
    .where(and(eq(pieceShares.pieceId, pieceId), eq(pieceShares.userId, userId)))
    .returning({ id: pieceShares.id });
  if (gone.length === 0) throw AppError.notFound(NOT_SHARED);
}

/** What the public page shows. Photos are the stored file names, for the server only: the page shows them by number. */
export interface SharedPiece {
  token: string;
  name: string;
  formingMethod: string;
  clayBody: string;
  sizes: { height: string | null; width: string | null; depth: string | null; clayWeight: string | null };
  photos: string[];
  layers: { material: string; type: string; placement: string }[];
  firstName: string;
  notes: string | null;
}

const PHOTO_FILE = /^\/api\/photos\/([A-Za-z0-9_-]{22,}\.(?:jpg|png|webp))$/;

/** The stored file names of a record's photo addresses, in order: what a share's numbered photo names stand for. */
export const photoFiles = (urls: readonly string[]) => urls.flatMap((url) => PHOTO_FILE.exec(url)?.[1] ?? []);

/** The shared piece behind a token, or null (unknown, malformed or revoked). */
export async function findSharedPiece(deps: AppDeps, token: string): Promise<SharedPiece | null> {
  if (!SHARE_TOKEN_PATTERN.test(token)) return null;
  const rows = await deps.db
    .select({ share: pieceShares, piece: pieces, firstName: users.firstName })
    .from(pieceShares)
    .innerJoin(pieces, eq(pieces.id, pieceShares.pieceId))
    .innerJoin(users, eq(users.id, pieceShares.userId))
    .where(eq(pieceShares.token, token))
    .limit(1);
  const found = rows[0];
  if (!found) return null;
  const { piece, share } = found;
  const layers = await deps.db
    .select()
    .from(decorationLayers)
    .where(eq(decorationLayers.pieceId, piece.id))
    .orderBy(asc(decorationLayers.orderIndex), asc(decorationLayers.id));
  return {
    token,
    name: piece.name,
    formingMethod: piece.type,
    clayBody: piece.clayBody,
    sizes: { height: piece.height, width: piece.width, depth: piece.depth, clayWeight: piece.clayWeight },
    photos: photoFiles(piece.imageUrls),
    layers: layers.map((l) => ({ material: l.materialName ?? l.comboName ?? l.type, type: l.type, placement: l.placement })),
    firstName: found.firstName,
    notes: share.showNotes ? piece.notes : null,
  };
}

/**
 * The stored file behind a share's photo name: the piece's (or recipe's) n-th photo (1-based), or its thumbnail; null for any other
 * number. Only the share's own names lead to a file, and only while the share lives.
 */
export function sharedPhotoFile(piece: Pick<SharedPiece, "photos">, n: string, thumbnail: boolean): string | null {
  if (!SHARE_PHOTO_NUMBER.test(n)) return null;
  const file = piece.photos[Number(n) - 1];
  if (file === undefined) return null;
  return thumbnail ? thumbnailAddress(`/api/photos/${file}`).slice("/api/photos/".length) : file;
}

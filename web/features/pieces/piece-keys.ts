import { LIMITS } from "../../../contract/limits";

/**
 * The pieces' query keys and the address rules they follow, in a module small enough for the app's entry:
 * the start-up prefetch (web/app/route-prefetch.ts) asks for exactly what the screens will ask for.
 */
export const PIECES_PATH = "/api/pieces";
export const piecePath = (id: number) => `${PIECES_PATH}/${id}`;
export const pieceStagesPath = (id: number) => `${PIECES_PATH}/${id}/stage-history`;
export const pieceLayersPath = (id: number) => `${PIECES_PATH}/${id}/decoration-layers`;
export const STAGE_HISTORY_PATH = "/api/stage-history";
export const pieceKey = (id: number) => [piecePath(id)] as const;
export const pieceStagesKey = (id: number) => [pieceStagesPath(id)] as const;
export const pieceLayersKey = (id: number) => [pieceLayersPath(id)] as const;
/** PIECES_PAGE_SIZE is this same limit (contract/pieces-texts.ts); the limits module keeps the entry small. */
export const piecesPageKey = (page: number) => [PIECES_PATH, { page, limit: LIMITS.pageLimitDefault }] as const;

/** The list's page number from the address: a whole number from 1, anything else is page 1. */
export function readPage(raw: string | null): number {
  const n = Number(raw);
  return Number.isInteger(n) && n >= 1 && n <= 1_000_000 ? n : 1;
}

/** A piece id from the address, or null when it cannot be one (spec 001 §2 invalid-id state). */
export function parsePieceId(raw: string | undefined): number | null {
  if (!raw || !/^[1-9][0-9]{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= 2_147_483_647 ? id : null;
}

import { LIMITS } from "../../../contract/common/limits";
import { STAGES, type Stage } from "../../../contract/stages/texts";

/**
 * The pieces' query keys, in a module small enough for the app's entry: the start-up prefetch
 * (web/app/route-prefetch.ts) asks for exactly what the screens will ask for. Every key that depends on a piece
 * starts with "pieces", so invalidating `pieceKeys.all` refreshes everything a piece change can touch.
 */
export const pieceKeys = {
  all: ["pieces"] as const,
  lists: ["pieces", "list"] as const,
  /** The page size is the default limit (product.md#r7); the limits module keeps the entry small. */
  page: (page: number, stage?: Stage, search: PieceSearch = {}) =>
    ["pieces", "list", { page, limit: LIMITS.pageLimitDefault, ...(stage ? { stage } : {}), ...search }] as const,
  /** The Lost & reclaimed list (product.md#r180): one of the list pages, so every piece change refreshes it. */
  ended: (page: number, q = "") => ["pieces", "list", { page, limit: LIMITS.pageLimitDefault, fate: "ended", ...(q ? { q } : {}) }] as const,
  detail: (id: number) => ["pieces", "detail", id] as const,
  /** Every piece's stage history, as the stages' offline answers walk them. */
  allStages: ["pieces", "stages"] as const,
  stages: (id: number) => ["pieces", "stages", id] as const,
  allLayers: ["pieces", "layers"] as const,
  layers: (id: number) => ["pieces", "layers", id] as const,
};

/** Search, filters and sort as the address and the API both write them (product.md#r128). */
export const PIECE_SEARCH_KEYS = ["q", "sort", "method", "clayBody", "location", "glazeId", "firingId", "from", "to", "hasPhotos", "minDays"] as const;
export type PieceSearchKey = (typeof PIECE_SEARCH_KEYS)[number];
export type PieceSearch = Partial<Record<PieceSearchKey, string>>;

/** The search part of the address: known keys with a value, anything else left out; the server checks the values. */
export function readSearch(params: URLSearchParams): PieceSearch {
  const search: PieceSearch = {};
  for (const key of PIECE_SEARCH_KEYS) {
    const value = params.get(key)?.trim();
    if (value) search[key] = value;
  }
  return search;
}

/** The list's page number from the address: a whole number from 1, anything else is page 1. */
export function readPage(raw: string | null): number {
  const n = Number(raw);
  return Number.isInteger(n) && n >= 1 && n <= 1_000_000 ? n : 1;
}

/**
 * A piece id from the address, or null when it cannot be one (product.md#r83 invalid-id state). A negative id is a
 * piece made on this device and not synced yet (docs/decisions/0116-outbox.md).
 */
export function parsePieceId(raw: string | undefined): number | null {
  if (!raw || !/^-?[1-9][0-9]{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return Math.abs(id) <= 2_147_483_647 ? id : null;
}

/** The list's stage filter from the address (product.md#r123): a board stage, anything else is none. */
export function readStage(raw: string | null): Stage | undefined {
  return (STAGES as readonly string[]).includes(raw ?? "") ? (raw as Stage) : undefined;
}

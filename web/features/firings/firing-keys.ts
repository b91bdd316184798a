import { pieceKeys } from "../pieces/piece-keys";

/** The firings area's query keys (docs/decisions/0120-firings.md). */
export const firingKeys = {
  all: ["firings"] as const,
  /** What's waiting, every variant of it. */
  queues: ["firings", "queue"] as const,
  queue: (includeUntrimmed: boolean) => ["firings", "queue", includeUntrimmed] as const,
  queueLocation: (includeUntrimmed: boolean, group: string, location: string) => ["firings", "queue", includeUntrimmed, group, location] as const,
  list: ["firings", "list"] as const,
  details: ["firings", "detail"] as const,
  detail: (id: number) => ["firings", "detail", id] as const,
  /** A studio's firing schedule (docs/decisions/0230-community-studios.md): under "list", so every list refresh takes it. */
  studioList: (studioId: number) => ["firings", "list", "studio", studioId] as const,
  losses: (from: string, to: string, studioId?: number) => ["firings", "losses", from, to, studioId ?? null] as const,
  kilns: ["firings", "kilns"] as const,
  studioKilns: (studioId: number) => ["firings", "kilns", "studio", studioId] as const,
  kiln: (id: number) => ["firings", "kilns", id] as const,
  maintenance: (kilnId: number) => ["firings", "kilns", kilnId, "maintenance"] as const,
  /** A piece's firings change with the piece's list, so they start with "pieces". */
  ofPiece: (pieceId: number) => [...pieceKeys.all, "firings", pieceId] as const,
};

/**
 * The Idempotency-Key store (docs/decisions/0112-idempotency-keys.md). Everything lives in the
 * idempotency_keys table, never in process memory, so several servers agree on who runs a key: the first claim is an
 * insert the (user, key) unique index lets through once.
 */
import { and, eq, isNull, lt, or } from "drizzle-orm";
import { createHash, randomUUID } from "node:crypto";
import { IDEMPOTENCY_TTL_MS } from "../../contract/common/idempotency";
import type { AppDeps } from "../context";
import { idempotencyKeys } from "../db/schema";

/**
 * A claim still running after this long is taken to belong to a server that died between applying the change and
 * storing its answer: a retry with the same request may run again (the window decision 0112 describes).
 */
export const STALE_CLAIM_MS = 60_000;

export interface StoredAnswer {
  status: number;
  contentType: string | null;
  body: string;
  headers: Record<string, string>;
}

export type ClaimResult =
  | { kind: "claimed"; id: number; token: string }
  | { kind: "replay"; answer: StoredAnswer }
  | { kind: "in-progress" }
  | { kind: "mismatch" };

/** The boundary of a multipart body, from its Content-Type, or null. */
function multipartBoundary(contentType: string | undefined): string | null {
  if (!contentType?.toLowerCase().startsWith("multipart/")) return null;
  const match = /;\s*boundary="?([^";]+)"?/i.exec(contentType);
  return match?.[1] ?? null;
}

/**
 * SHA-256 of method, path (with its query) and the raw body bytes; NUL bytes keep the parts apart. A multipart body
 * is hashed without its boundary: a client builds a new FormData, with a new random boundary, for each retry of the
 * same upload, and that must still count as the same request.
 */
export function requestHash(method: string, pathWithQuery: string, body: Uint8Array, contentType?: string): string {
  const hash = createHash("sha256").update(method).update("\0").update(pathWithQuery).update("\0");
  const boundary = multipartBoundary(contentType);
  if (!boundary) return hash.update(body).digest("hex");
  const bytes = Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  const marker = Buffer.from(`--${boundary}`);
  let from = 0;
  for (let at = bytes.indexOf(marker, from); at !== -1; at = bytes.indexOf(marker, from)) {
    hash.update(bytes.subarray(from, at)).update("\0--\0");
    from = at + marker.length;
  }
  return hash.update(bytes.subarray(from)).digest("hex");
}

/**
 * Claims (user, key) for this request, or says why not. An expired row (older than 24 hours) or a stale claim of the
 * same request is taken over in the same statement; anything else already stored is read back.
 */
export async function claimKey(deps: AppDeps, userId: number, key: string, hash: string): Promise<ClaimResult> {
  // A claim released between our insert and our read leaves nothing to read: try again, a few times at most.
  for (let attempt = 0; attempt < 3; attempt++) {
    const now = deps.now();
    const token = randomUUID();
    const fresh = {
      requestHash: hash,
      claimToken: token,
      lockedUntil: new Date(now.getTime() + STALE_CLAIM_MS),
      status: null,
      contentType: null,
      body: null,
      headers: null,
      createdAt: now,
    };
    const claimed = await deps.db
      .insert(idempotencyKeys)
      .values({ userId, key, ...fresh })
      .onConflictDoUpdate({
        target: [idempotencyKeys.userId, idempotencyKeys.key],
        set: fresh,
        setWhere: or(
          lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_TTL_MS)),
          and(isNull(idempotencyKeys.status), lt(idempotencyKeys.lockedUntil, now), eq(idempotencyKeys.requestHash, hash)),
        ),
      })
      .returning({ id: idempotencyKeys.id });
    if (claimed[0]) return { kind: "claimed", id: claimed[0].id, token };

    const [row] = await deps.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
    if (!row) continue;
    if (row.requestHash !== hash) return { kind: "mismatch" };
    if (row.status === null) return { kind: "in-progress" };
    return {
      kind: "replay",
      answer: { status: row.status, contentType: row.contentType, body: row.body ?? "", headers: row.headers ?? {} },
    };
  }
  return { kind: "in-progress" };
}

/** Stores the final answer of a claim this request still holds (a claim taken over meanwhile is left alone). */
export async function storeAnswer(deps: AppDeps, claim: { id: number; token: string }, answer: StoredAnswer): Promise<void> {
  await deps.db
    .update(idempotencyKeys)
    .set({ status: answer.status, contentType: answer.contentType, body: answer.body, headers: answer.headers })
    .where(and(eq(idempotencyKeys.id, claim.id), eq(idempotencyKeys.claimToken, claim.token)));
}

/** Gives the key back after a failure, so a retry runs the call again. */
export async function releaseClaim(deps: AppDeps, claim: { id: number; token: string }): Promise<void> {
  await deps.db
    .delete(idempotencyKeys)
    .where(and(eq(idempotencyKeys.id, claim.id), eq(idempotencyKeys.claimToken, claim.token), isNull(idempotencyKeys.status)));
}

/** Removes keys older than 24 hours (the idempotency-purge job); answers how many went. */
export async function purgeExpiredKeys(deps: AppDeps): Promise<number> {
  const cutoff = new Date(deps.now().getTime() - IDEMPOTENCY_TTL_MS);
  const gone = await deps.db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, cutoff))
    .returning({ id: idempotencyKeys.id });
  return gone.length;
}

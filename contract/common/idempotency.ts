/**
 * Exactly-once writes (docs/decisions/0112-idempotency-keys.md): the app sends a key with each change; the server
 * answers a repeat of the same request with the stored answer instead of applying it twice. Zod-free.
 */

/** The request header that carries the key (a UUID per outbox entry from the app). */
export const IDEMPOTENCY_HEADER = "Idempotency-Key";
/** Set on an answer that was replayed from the store rather than produced by running the call again. */
export const IDEMPOTENCY_REPLAYED_HEADER = "Idempotent-Replayed";
/** A UUID fits; so does any 1–200 letters, digits and `-_.:` (keys other clients may already make). */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_.:-]{1,200}$/;
/** How long a key and its answer are kept; an older key counts as new. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

export const IDEMPOTENCY_TEXTS = {
  badKey: "Idempotency-Key must be 1 to 200 letters, digits, '-', '_', '.' or ':' (a UUID fits)",
  inProgress: "A request with this Idempotency-Key is still being processed. Try again in a moment.",
  reused: "This Idempotency-Key was already used for a different request. Use a new key for a new change.",
} as const;

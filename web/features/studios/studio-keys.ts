import type { FeePreviewBody, QueueQuery } from "../../../contract/studios/requests";

/**
 * The community studios' query keys, in one module for the studio, its members and invites, the queue, the member's
 * requests and the fees. Every key starts with "studios", so `studioKeys.all` refreshes the area after any change.
 */
export const studioKeys = {
  all: ["studios"] as const,
  list: ["studios", "list"] as const,
  one: (id: number) => ["studios", id] as const,
  members: (id: number) => ["studios", id, "members"] as const,
  invites: (id: number) => ["studios", id, "invites"] as const,
  invite: (token: string) => ["studios", "invite", token] as const,
  past: ["studios", "past"] as const,
  /** The member's own requests in a studio. */
  requests: (id: number) => ["studios", id, "requests"] as const,
  /** Every filter of a studio's queue: what a load waiting in the outbox changes (studio-queue-offline.ts). */
  queues: (id: number) => ["studios", id, "queue"] as const,
  queue: (id: number, q: QueueQuery) => ["studios", id, "queue", q] as const,
  feePreview: (id: number, body: FeePreviewBody) => ["studios", id, "fee-preview", body] as const,
  fees: (id: number, month: string) => ["studios", id, "fees", month] as const,
};

/**
 * The access-control matrix's rows for community studios (tests/helpers/access-matrix-table.ts): B is an outsider to
 * A's studio, so all of it answers 404, and B's own pieces never enter A's queue. Each role's answers (owner, staff,
 * member, outsider) are in tests/api/studios-access.api.test.ts. Apart from the table so each file stays one list.
 */
import type { Row } from "./access-matrix-types";

export const STUDIO_ROWS: Record<string, Row> = {
  // Community studios (decision 0230): B is an outsider to A's studio, so all of it answers 404; each role's answers
  // are in studios-access.api.test.ts.
  "GET /api/studios": { ownList: "/api/studios" },
  "POST /api/studios": { reason: "creates a new studio with the caller as its owner, no record reference" },
  "GET /api/studios/{id}": { attempts: (a) => [{ method: "GET", path: `/api/studios/${a.studioId}` }] },
  "PATCH /api/studios/{id}": { attempts: (a) => [{ method: "PATCH", path: `/api/studios/${a.studioId}`, body: { name: "taken" } }] },
  "DELETE /api/studios/{id}": { attempts: (a) => [{ method: "DELETE", path: `/api/studios/${a.studioId}` }] },
  "POST /api/studios/{id}/invites": { attempts: (a) => [{ method: "POST", path: `/api/studios/${a.studioId}/invites`, body: {} }] },
  // Open invites (decision 0267): B, outside A's studio, neither lists nor revokes them, not through B's own studio.
  "GET /api/studios/{id}/invites": { attempts: (a) => [{ method: "GET", path: `/api/studios/${a.studioId}/invites` }] },
  "DELETE /api/studios/{id}/invites/{inviteId}": {
    attempts: (a, b) => [
      { method: "DELETE", path: `/api/studios/${a.studioId}/invites/${a.inviteId}` },
      { method: "DELETE", path: `/api/studios/${b.studioId}/invites/${a.inviteId}` },
    ],
  },
  // The token is the credential: without it, nothing of a studio is named.
  "GET /api/studio-invites/{token}": { attempts: () => [{ method: "GET", path: `/api/studio-invites/${"A".repeat(43)}` }] },
  // Studios the caller left: B's list never names A's studio.
  "GET /api/past-studios": { ownList: "/api/past-studios" },
  "POST /api/studio-invites/{token}/accept": {
    attempts: () => [{ method: "POST", path: `/api/studio-invites/${"A".repeat(43)}/accept` }],
  },
  "GET /api/studios/{id}/members": { attempts: (a) => [{ method: "GET", path: `/api/studios/${a.studioId}/members` }] },
  "PATCH /api/studios/{id}/members/{userId}": {
    attempts: (a, b) => [
      { method: "PATCH", path: `/api/studios/${a.studioId}/members/${a.userId}`, body: { role: "member" } },
      { method: "PATCH", path: `/api/studios/${a.studioId}/members/${b.userId}`, body: { role: "owner" } },
    ],
  },
  "DELETE /api/studios/{id}/members/{userId}": {
    attempts: (a, b) => [
      { method: "DELETE", path: `/api/studios/${a.studioId}/members/${a.userId}` },
      { method: "DELETE", path: `/api/studios/${a.studioId}/members/${b.userId}` },
    ],
  },
  // The firing queue (decision 0231): B is an outsider to A's studio; B's own pieces never enter A's queue.
  "POST /api/studios/{id}/firing-requests": {
    attempts: (a, b) => [
      { method: "POST", path: `/api/studios/${a.studioId}/firing-requests`, body: { pieceIds: [b.pieceId], kind: "bisque" } },
      { method: "POST", path: `/api/studios/${b.studioId}/firing-requests`, body: { pieceIds: [a.pieceId], kind: "bisque" } },
    ],
  },
  "POST /api/studios/{id}/firing-requests/preview": {
    attempts: (a, b) => [
      { method: "POST", path: `/api/studios/${a.studioId}/firing-requests/preview`, body: { pieceIds: [b.pieceId], kind: "bisque" } },
      { method: "POST", path: `/api/studios/${b.studioId}/firing-requests/preview`, body: { pieceIds: [a.pieceId], kind: "glaze" } },
    ],
  },
  "GET /api/studios/{id}/firing-requests": { attempts: (a) => [{ method: "GET", path: `/api/studios/${a.studioId}/firing-requests` }] },
  "DELETE /api/studios/{id}/firing-requests/{requestId}": {
    attempts: (a, b) => [
      { method: "DELETE", path: `/api/studios/${a.studioId}/firing-requests/${a.requestId}` },
      { method: "DELETE", path: `/api/studios/${b.studioId}/firing-requests/${a.requestId}` },
    ],
  },
  "GET /api/studios/{id}/firing-queue": { attempts: (a) => [{ method: "GET", path: `/api/studios/${a.studioId}/firing-queue` }] },
  "POST /api/studios/{id}/firing-queue/load": {
    attempts: (a, b) => [
      { method: "POST", path: `/api/studios/${a.studioId}/firing-queue/load`, body: { firingId: a.studioFiringId, requestIds: [a.requestId] } },
      { method: "POST", path: `/api/studios/${b.studioId}/firing-queue/load`, body: { firingId: a.studioFiringId, requestIds: [a.requestId] } },
      { method: "POST", path: `/api/studios/${b.studioId}/firing-queue/load`, body: { firingId: b.studioFiringId, requestIds: [a.requestId] } },
    ],
  },
  // A shelf surface's recipe and mix log (decision 0325): B, outside A's studio, reads and writes none of it, not through
  // B's own studio either.
  "GET /api/studios/{id}/shelf/{glazeId}/recipe": {
    attempts: (a, b) => [
      { method: "GET", path: `/api/studios/${a.studioId}/shelf/${a.studioGlazeId}/recipe` },
      { method: "GET", path: `/api/studios/${b.studioId}/shelf/${a.studioGlazeId}/recipe` },
    ],
  },
  "PUT /api/studios/{id}/shelf/{glazeId}/recipe": {
    attempts: (a, b) => [
      { method: "PUT", path: `/api/studios/${a.studioId}/shelf/${a.studioGlazeId}/recipe`, body: { lines: [{ materialId: "default:whiting", amount: 5 }] } },
      { method: "PUT", path: `/api/studios/${b.studioId}/shelf/${a.studioGlazeId}/recipe`, body: { lines: [{ materialId: "default:whiting", amount: 5 }] } },
    ],
  },
  "GET /api/studios/{id}/shelf/{glazeId}/mixes": {
    attempts: (a, b) => [
      { method: "GET", path: `/api/studios/${a.studioId}/shelf/${a.studioGlazeId}/mixes` },
      { method: "GET", path: `/api/studios/${b.studioId}/shelf/${a.studioGlazeId}/mixes` },
    ],
  },
  "POST /api/studios/{id}/shelf/{glazeId}/mixes": {
    attempts: (a, b) => [
      { method: "POST", path: `/api/studios/${a.studioId}/shelf/${a.studioGlazeId}/mixes`, body: { date: "2026-11-28" } },
      { method: "POST", path: `/api/studios/${b.studioId}/shelf/${a.studioGlazeId}/mixes`, body: { date: "2026-11-28" } },
    ],
  },
  // Fees and tickets (decisions 0248, 0249): each role's answers are in studio-fees.api.test.ts.
  "GET /api/studios/{id}/fees": { attempts: (a) => [{ method: "GET", path: `/api/studios/${a.studioId}/fees?month=2026-11` }] },
  "GET /api/studios/{id}/fees.csv": { attempts: (a) => [{ method: "GET", path: `/api/studios/${a.studioId}/fees.csv?month=2026-11` }] },
  "POST /api/studios/{id}/firing-requests/tickets": {
    attempts: (a) => [{ method: "POST", path: `/api/studios/${a.studioId}/firing-requests/tickets`, body: { requestIds: [a.requestId], layout: "single-2x1" } }],
  },
};

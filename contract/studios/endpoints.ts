import { endpoint } from "../common/route-table";

/** The studio calls (docs/decisions/0230-community-studios.md), method and path; their schemas are in ./routes.ts. */
export const STUDIOS_ENDPOINTS = {
  /** The studios the caller belongs to, with the caller's role in each. */
  list: endpoint("GET", "/api/studios"),
  /** Creates a studio; the caller becomes its owner. */
  create: endpoint("POST", "/api/studios"),
  get: endpoint("GET", "/api/studios/{id}"),
  update: endpoint("PATCH", "/api/studios/{id}"),
  remove: endpoint("DELETE", "/api/studios/{id}"),
  /** An invite link: single use, 7 days; the token is shown only in this answer. */
  createInvite: endpoint("POST", "/api/studios/{id}/invites"),
  acceptInvite: endpoint("POST", "/api/studio-invites/{token}/accept"),
  members: endpoint("GET", "/api/studios/{id}/members"),
  updateMember: endpoint("PATCH", "/api/studios/{id}/members/{userId}"),
  /** Removes a member; the caller's own id is leaving. */
  removeMember: endpoint("DELETE", "/api/studios/{id}/members/{userId}"),
} as const;

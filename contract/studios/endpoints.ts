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
  /** Owner and staff: the studio's open invites, with their links (docs/decisions/0267-studio-invites-listed-and-revoked.md). */
  invites: endpoint("GET", "/api/studios/{id}/invites"),
  /** Owner and staff: the link stops working at once. */
  revokeInvite: endpoint("DELETE", "/api/studios/{id}/invites/{inviteId}"),
  /** What an invite link is for (the studio's name, the role) and whether it still works, before joining. */
  invitePreview: endpoint("GET", "/api/studio-invites/{token}"),
  acceptInvite: endpoint("POST", "/api/studio-invites/{token}/accept"),
  /** Studios the caller has left (or that were deleted) where they sent pieces: their past fees stay readable. */
  pastStudios: endpoint("GET", "/api/past-studios"),
  members: endpoint("GET", "/api/studios/{id}/members"),
  updateMember: endpoint("PATCH", "/api/studios/{id}/members/{userId}"),
  /** Removes a member; the caller's own id is leaving. */
  removeMember: endpoint("DELETE", "/api/studios/{id}/members/{userId}"),
  // The firing queue (docs/decisions/0231-firing-queue.md).
  /** A member sends their own pieces to a bisque or glaze firing; the fee is fixed now. */
  sendToFiring: endpoint("POST", "/api/studios/{id}/firing-requests"),
  /** The fee each piece would be charged, before sending; stores nothing. */
  previewFee: endpoint("POST", "/api/studios/{id}/firing-requests/preview"),
  /** The caller's own requests in the studio, newest first. */
  myRequests: endpoint("GET", "/api/studios/{id}/firing-requests"),
  /** Withdraws the caller's request while it is on the shelf (a repeat answers the same). */
  withdrawRequest: endpoint("DELETE", "/api/studios/{id}/firing-requests/{requestId}"),
  /** The staff's queue: grouped by kind and cone, oldest first. */
  queue: endpoint("GET", "/api/studios/{id}/firing-queue"),
  /** Staff load requests into a studio firing, by id or by the code on a ticket. */
  loadQueue: endpoint("POST", "/api/studios/{id}/firing-queue/load"),
  // Fees and tickets (docs/decisions/0248-studio-fees-statement.md, 0249-studio-tickets.md).
  /** A month's fees: owner and staff get every member's, a member their own. */
  fees: endpoint("GET", "/api/studios/{id}/fees"),
  /** The same statement as a CSV download, its cells safe for spreadsheets. */
  feesCsv: endpoint("GET", "/api/studios/{id}/fees.csv"),
  /** A PDF of tickets for firing requests: a member's own, or any of the studio's for staff. */
  tickets: endpoint("POST", "/api/studios/{id}/firing-requests/tickets"),
} as const;

import { endpoint } from "../common/route-table";

/** The kiln and firing calls (product.md#r122), method and path; their schemas are in ./routes.ts. */
export const FIRINGS_ENDPOINTS = {
  kilns: endpoint("GET", "/api/kilns"),
  createKiln: endpoint("POST", "/api/kilns"),
  kiln: endpoint("GET", "/api/kilns/{id}"),
  updateKiln: endpoint("PATCH", "/api/kilns/{id}"),
  removeKiln: endpoint("DELETE", "/api/kilns/{id}"),
  maintenance: endpoint("GET", "/api/kilns/{id}/maintenance"),
  addMaintenance: endpoint("POST", "/api/kilns/{id}/maintenance"),
  removeMaintenance: endpoint("DELETE", "/api/kilns/{id}/maintenance/{entryId}"),
  list: endpoint("GET", "/api/firings"),
  create: endpoint("POST", "/api/firings"),
  get: endpoint("GET", "/api/firings/{id}"),
  update: endpoint("PATCH", "/api/firings/{id}"),
  remove: endpoint("DELETE", "/api/firings/{id}"),
  addPieces: endpoint("POST", "/api/firings/{id}/pieces"),
  updatePiece: endpoint("PATCH", "/api/firings/{id}/pieces/{pieceId}"),
  removePiece: endpoint("DELETE", "/api/firings/{id}/pieces/{pieceId}"),
  /** A controller's temperature log: multipart, the file in the field `file` (and `unit` C or F when its header does not say). */
  uploadTrace: endpoint("POST", "/api/firings/{id}/trace"),
  removeTrace: endpoint("DELETE", "/api/firings/{id}/trace"),
  /** What's waiting: pieces ready for bisque, waiting for glaze, ready for a glaze firing. */
  queue: endpoint("GET", "/api/kiln-queue"),
  losses: endpoint("GET", "/api/reports/losses"),
  ofPiece: endpoint("GET", "/api/pieces/{id}/firings"),
} as const;

/** The access-control matrix's types (tests/helpers/access-matrix-table.ts), shared by its table and its studio rows. */

export interface Records {
  photo: string;
  inspirationId: number;
  pieceId: number;
  stageId: number;
  glazeId: number;
  glaze2Id: number;
  comboGlazeId: number;
  comboGlazeName: string;
  layerIds: number[];
  comboId: number;
  tileId: number;
  kilnId: number;
  maintenanceId: number;
  firingId: number;
  importId: number;
  studioId: number;
  userId: number;
  studioKilnId: number;
  studioFiringId: number;
  /** A surface on A's studio's glaze shelf (decision 0237). */
  studioGlazeId: number;
  /** A's own piece sent to A's studio's bisque queue. */
  requestId: number;
  /** An open invite of A's studio (decision 0267). */
  inviteId: number;
  /** An own material and a recipe naming it, with a mix logged (product.md#r258). */
  materialId: number;
  recipeId: number;
  /** The business side (product.md#r268–r275): prices, a sale of a second piece, a market day with the piece packed. */
  clayPriceId: number;
  glazePriceId: number;
  /** A's own material's price (product.md#r280). */
  materialPriceId: number;
  /** A's purchase of its own material, which A's mix log used (product.md#r291). */
  materialPurchaseId: number;
  mixId: number;
  supplyId: number;
  kilnCostId: number;
  soldPieceId: number;
  saleId: number;
  eventId: number;
}

export interface Attempt {
  method: "GET" | "POST" | "PATCH" | "PUT" | "DELETE";
  path: string;
  body?: unknown;
}

export type Row =
  /** B tries these against A's records (a: A's records, b: B's own records). */
  | { attempts: (a: Records, b: Records) => Attempt[] }
  /** A list of the caller's own records: B's answer must not mention any of A's records. */
  | { ownList: string; attempts?: (a: Records, b: Records) => Attempt[] }
  | { reason: string };

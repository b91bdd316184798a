import { IdParamSchema, OkSchema } from "../common/schemas";
import { withSchemas } from "../common/route-table";
import { PIECES_ENDPOINTS } from "./endpoints";
import { SetFateBodySchema } from "./fate-schemas";
import { CreatePieceBodySchema, PiecePageSchema, PieceSchema, PiecesQuerySchema, UpdatePieceBodySchema } from "./schemas";

export const PIECES_ROUTES = withSchemas(PIECES_ENDPOINTS, {
  list: { query: PiecesQuerySchema, answer: PiecePageSchema },
  get: { params: IdParamSchema, answer: PieceSchema },
  create: { body: CreatePieceBodySchema, answer: PieceSchema, status: 201 },
  update: { params: IdParamSchema, body: UpdatePieceBodySchema, answer: PieceSchema },
  remove: { params: IdParamSchema, answer: OkSchema },
  setFate: { params: IdParamSchema, body: SetFateBodySchema, answer: PieceSchema },
  clearFate: { params: IdParamSchema, answer: PieceSchema },
});
export type PiecesRoutes = typeof PIECES_ROUTES;

import { createRoute } from "@hono/zod-openapi";
import { IdParamSchema, LIMITS, OkSchema } from "../../contract/common";
import {
  CreatePieceBodySchema,
  PIECE_TEXTS,
  PiecePageSchema,
  PieceSchema,
  PiecesQuerySchema,
  UpdatePieceBodySchema,
} from "../../contract/pieces";
import { currentUser } from "../auth/middleware";
import type { ApiApp } from "../context";
import { createPiece, deletePiece, getPiece, updatePiece } from "../services/pieces";
import { listPieces } from "../services/pieces-list";
import { content, errors, jsonAnswer, jsonBody } from "./helpers";

const tags = ["pieces"];

const list = createRoute({
  method: "get",
  path: "/api/pieces",
  tags,
  summary: "The user's pieces, newest first, with current stage, location and thumbnail (D19)",
  ...content,
  request: { query: PiecesQuerySchema },
  responses: { 200: jsonAnswer(PiecePageSchema), ...errors(400, 401, 402) },
});

const getOne = createRoute({
  method: "get",
  path: "/api/pieces/{id}",
  tags,
  summary: "One piece",
  ...content,
  request: { params: IdParamSchema },
  responses: { 200: jsonAnswer(PieceSchema), ...errors(400, 401, 402, 404) },
});

const create = createRoute({
  method: "post",
  path: "/api/pieces",
  tags,
  summary: "Create a piece, optionally with its first stages",
  ...content,
  request: jsonBody(CreatePieceBodySchema),
  responses: { 201: jsonAnswer(PieceSchema, "The new piece"), ...errors(400, 401, 402) },
});

const update = createRoute({
  method: "patch",
  path: "/api/pieces/{id}",
  tags,
  summary: "Change some fields of a piece",
  ...content,
  request: { params: IdParamSchema, ...jsonBody(UpdatePieceBodySchema) },
  responses: { 200: jsonAnswer(PieceSchema, "The updated piece"), ...errors(400, 401, 402, 404) },
});

const remove = createRoute({
  method: "delete",
  path: "/api/pieces/{id}",
  tags,
  summary: "Delete a piece with its stages and layers",
  ...content,
  request: { params: IdParamSchema },
  responses: { 200: jsonAnswer(OkSchema), ...errors(400, 401, 402, 404) },
});

export function registerPiecesRoutes(app: ApiApp): void {
  app.openapi(list, async (c) => {
    const { page = 1, limit = LIMITS.pageLimitDefault } = c.req.valid("query");
    return c.json(await listPieces(c.get("deps").db, currentUser(c).id, page, limit), 200);
  });

  app.openapi(getOne, async (c) => {
    return c.json(await getPiece(c.get("deps"), currentUser(c).id, c.req.valid("param").id), 200);
  });

  app.openapi(create, async (c) => {
    return c.json(await createPiece(c.get("deps"), currentUser(c).id, c.req.valid("json")), 201);
  });

  app.openapi(update, async (c) => {
    const piece = await updatePiece(c.get("deps"), currentUser(c).id, c.req.valid("param").id, c.req.valid("json"));
    return c.json(piece, 200);
  });

  app.openapi(remove, async (c) => {
    await deletePiece(c.get("deps"), currentUser(c).id, c.req.valid("param").id);
    return c.json({ message: PIECE_TEXTS.deleted }, 200);
  });
}

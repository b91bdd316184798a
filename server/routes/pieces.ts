import { LIMITS } from "../../contract/common/schemas";
import { PIECES_ROUTES } from "../../contract/pieces/routes";
import { PIECE_TEXTS } from "../../contract/pieces/schemas";
import { currentUser } from "../auth/middleware";
import type { ApiApp } from "../context";
import { apiRoute } from "../http/api-route";
import { deletePiece, getPiece, updatePiece } from "../services/pieces/pieces";
import { createPiece } from "../services/pieces/pieces-create";
import { clearPieceFate, setPieceFate } from "../services/pieces/pieces-fate";
import { listPieces } from "../services/pieces/pieces-list";
import { isSearch, searchPieces } from "../services/pieces/pieces-search";

const tags = ["pieces"];
const R = PIECES_ROUTES;

const list = apiRoute(R.list, {
  access: "content",
  tags,
  summary:
    "The user's pieces, newest first, with current stage, location and thumbnail (product.md#r19); with q, filters and sort (product.md#r127–r129)",
  errors: [400],
});
const getOne = apiRoute(R.get, { access: "content", tags, summary: "One piece", errors: [400, 404] });
const create = apiRoute(R.create, {
  access: "content",
  tags,
  summary: "Create a piece, optionally with its first stages",
  answerDescription: "The new piece",
  errors: [400],
});
const update = apiRoute(R.update, {
  access: "content",
  tags,
  summary: "Change some fields of a piece",
  answerDescription: "The updated piece",
  errors: [400, 404],
});
const remove = apiRoute(R.remove, { access: "content", tags, summary: "Delete a piece with its stages and layers", errors: [400, 404] });
const setFate = apiRoute(R.setFate, {
  access: "content",
  tags,
  summary: "Mark a piece lost (with its cause) or reclaimed, at its current stage (product.md#r180)",
  answerDescription: "The piece with its fate",
  errors: [400, 404],
});
const clearFate = apiRoute(R.clearFate, {
  access: "content",
  tags,
  summary: "Undo a piece's fate: it is back in its stage, as it was",
  answerDescription: "The piece without a fate",
  errors: [400, 404],
});

export function registerPiecesRoutes(app: ApiApp): void {
  app.openapi(list, async (c) => {
    const query = c.req.valid("query");
    const { page = 1, limit = LIMITS.pageLimitDefault, stage } = query;
    const { db } = c.get("deps");
    const userId = currentUser(c).id;
    // The plain list keeps its prepared statement; search, filters and sort go through pieces-search
    // (docs/decisions/0145-piece-search.md).
    if (isSearch(query)) return c.json(await searchPieces(db, userId, query, page, limit), 200);
    return c.json(await listPieces(db, userId, page, limit, stage), 200);
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

  app.openapi(setFate, async (c) => {
    return c.json(await setPieceFate(c.get("deps"), currentUser(c).id, c.req.valid("param").id, c.req.valid("json")), 200);
  });

  app.openapi(clearFate, async (c) => {
    return c.json(await clearPieceFate(c.get("deps"), currentUser(c).id, c.req.valid("param").id), 200);
  });
}

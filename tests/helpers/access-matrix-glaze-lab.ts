/**
 * The access-control matrix's rows for the glaze lab (tests/helpers/access-matrix-table.ts, product.md#r258): B tries
 * A's own material and recipe by path and inside bodies (a recipe line, a blend, a substitution, a surface's recipe);
 * each answers 404 by path and 400 inside a body, and A's data stays as it was. Apart from the table so each file
 * stays one list.
 */
import type { Row } from "./access-matrix-types";

const SILICA = "default:silica";

export const GLAZE_LAB_ROWS: Record<string, Row> = {
  "GET /api/materials": { ownList: "/api/materials?q=" },
  "POST /api/materials": {
    reason: "adds a material of the caller's own; copyOf names only the shared default library, never another potter's record",
  },
  "PATCH /api/materials/{id}": { attempts: (a) => [{ method: "PATCH", path: `/api/materials/${a.materialId}`, body: { name: "taken" } }] },
  "DELETE /api/materials/{id}": { attempts: (a) => [{ method: "DELETE", path: `/api/materials/${a.materialId}` }] },
  "GET /api/recipes": { ownList: "/api/recipes?limit=100" },
  "POST /api/recipes": {
    attempts: (a) => [
      { method: "POST", path: "/api/recipes", body: { name: "B recipe", kind: "glaze", lines: [{ materialId: a.materialId, amount: 10 }] } },
    ],
  },
  "GET /api/recipes/{id}": { attempts: (a) => [{ method: "GET", path: `/api/recipes/${a.recipeId}` }] },
  "PATCH /api/recipes/{id}": {
    attempts: (a, b) => [
      { method: "PATCH", path: `/api/recipes/${a.recipeId}`, body: { name: "taken" } },
      { method: "PATCH", path: `/api/recipes/${b.recipeId}`, body: { lines: [{ materialId: a.materialId, amount: 10 }] } },
    ],
  },
  "DELETE /api/recipes/{id}": { attempts: (a) => [{ method: "DELETE", path: `/api/recipes/${a.recipeId}` }] },
  "GET /api/recipes/{id}/versions": { attempts: (a) => [{ method: "GET", path: `/api/recipes/${a.recipeId}/versions` }] },
  "POST /api/recipes/{id}/batch": {
    attempts: (a) => [{ method: "POST", path: `/api/recipes/${a.recipeId}/batch`, body: { total: 100, unit: "g" } }],
  },
  "POST /api/recipes/{id}/substitute": {
    attempts: (a, b) => [
      { method: "POST", path: `/api/recipes/${a.recipeId}/substitute`, body: { from: SILICA, to: "default:epk" } },
      { method: "POST", path: `/api/recipes/${b.recipeId}/substitute`, body: { from: SILICA, to: a.materialId } },
    ],
  },
  "POST /api/recipe-blends": {
    attempts: (a, b) => [
      { method: "POST", path: "/api/recipe-blends", body: { kind: "line", recipeIds: [a.recipeId, b.recipeId] } },
      { method: "POST", path: "/api/recipe-blends", body: { kind: "line", recipeIds: [b.recipeId, a.recipeId], makeTiles: true, clayBody: "B-Mix" } },
    ],
  },
  "GET /api/recipes/{id}/outcomes": { attempts: (a) => [{ method: "GET", path: `/api/recipes/${a.recipeId}/outcomes` }] },
  "GET /api/recipes/{id}/mixes": { attempts: (a) => [{ method: "GET", path: `/api/recipes/${a.recipeId}/mixes` }] },
  "POST /api/recipes/{id}/mixes": {
    attempts: (a) => [{ method: "POST", path: `/api/recipes/${a.recipeId}/mixes`, body: { date: "2026-11-28" } }],
  },
  "GET /api/recipes/{id}/share": { attempts: (a) => [{ method: "GET", path: `/api/recipes/${a.recipeId}/share` }] },
  "POST /api/recipes/{id}/share": { attempts: (a) => [{ method: "POST", path: `/api/recipes/${a.recipeId}/share`, body: {} }] },
  "DELETE /api/recipes/{id}/share": { attempts: (a) => [{ method: "DELETE", path: `/api/recipes/${a.recipeId}/share` }] },
  "DELETE /api/recipes/{id}/mixes/{mixId}": {
    attempts: (a, b) => [
      { method: "DELETE", path: `/api/recipes/${a.recipeId}/mixes/${a.mixId}` },
      { method: "DELETE", path: `/api/recipes/${b.recipeId}/mixes/${a.mixId}` },
    ],
  },
  "POST /api/recipe-text": { reason: "reads the caller's pasted text against the caller's own library; stores nothing, no record reference" },
};

import { endpoint } from "../common/route-table";

/** A piece's and a recipe's public link (product.md#r160, product.md#r286), method and path; their schemas are in ./routes.ts. */
export const SHARES_ENDPOINTS = {
  /** The piece's link, or null when it is not shared. */
  get: endpoint("GET", "/api/pieces/{id}/share"),
  /** Shares the piece; a piece already shared answers its existing link. */
  create: endpoint("POST", "/api/pieces/{id}/share"),
  update: endpoint("PATCH", "/api/pieces/{id}/share"),
  /** Revokes the link: the page and its photos answer 404 from then on. */
  remove: endpoint("DELETE", "/api/pieces/{id}/share"),
  /** A recipe's link (product.md#r286), or null when it is not shared. */
  getRecipe: endpoint("GET", "/api/recipes/{id}/share"),
  /** Shares the recipe; a recipe already shared answers its existing link. */
  createRecipe: endpoint("POST", "/api/recipes/{id}/share"),
  /** Revokes the recipe's link: its page and photos answer 404 from then on. */
  removeRecipe: endpoint("DELETE", "/api/recipes/{id}/share"),
} as const;

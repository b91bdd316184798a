/**
 * The test-tile calls (product.md#r121): the grid's pages and filters, one tile, a material's tiles, and the changes,
 * built on the contract's route table. Also 'Use on a piece', which adds a decoration layer (or applies a saved combo)
 * through the layers and combos areas. Components use these and never a path or the raw client.
 */
import { queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { PieceListItem } from "../../../contract/pieces/schemas";
import { TILES_ENDPOINTS } from "../../../contract/tiles/endpoints";
import type { TilesRoutes } from "../../../contract/tiles/routes";
import { TILE_PAGE_DEFAULT } from "../../../contract/tiles/rules";
import type { CreateTestTileBody, TestTile, UpdateTestTileBody } from "../../../contract/tiles/schemas";
import { areaClient } from "../../lib/api-client";
import { applyComboToPiece } from "../combos/combos-api";
import { layerKeys } from "../layers/layer-keys";
import { layersApi } from "../layers/layers-api";
import { pieceKeys } from "../pieces/piece-keys";
import { piecesApi } from "../pieces/pieces-queries";
import { tileKeys, type TileFilters } from "./tile-keys";

const tilesApi = areaClient<TilesRoutes>(
  TILES_ENDPOINTS,
  import.meta.env.DEV ? () => import("../../../contract/tiles/routes").then((m) => m.TILES_ROUTES) : undefined,
  // Changes go through the outbox: kept on the device and sent once (docs/decisions/0116-outbox.md).
  { calls: {} },
);

/** The grid's filters, as the list call takes them (page and limit are the query's own). */

/** A material with tiles of its own: a surface treatment or combination glaze, or a saved combo. */
export type MaterialRef = { glazeId: number } | { surfaceComboId: number };


const tileQueries = {
  detail: (id: number) =>
    queryOptions({
      queryKey: tileKeys.detail(id),
      queryFn: ({ signal }) => tilesApi.get({ params: { id } }, { signal }),
    }),
  ofMaterial: (material: MaterialRef) =>
    queryOptions({
      queryKey: "glazeId" in material ? tileKeys.ofGlaze(material.glazeId) : tileKeys.ofCombo(material.surfaceComboId),
      queryFn: ({ signal }) =>
        "glazeId" in material
          ? tilesApi.ofGlaze({ params: { id: material.glazeId } }, { signal })
          : tilesApi.ofCombo({ params: { id: material.surfaceComboId } }, { signal }),
    }),
};

/** The grid: pages of 48, newest first. */
export function useTilePages(filters: TileFilters) {
  return useInfiniteQuery({
    queryKey: tileKeys.list(filters),
    queryFn: ({ pageParam, signal }) =>
      tilesApi.list({ query: { ...filters, page: pageParam, limit: TILE_PAGE_DEFAULT } }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pagination.page < last.pagination.totalPages ? last.pagination.page + 1 : undefined),
  });
}

/** The grid's filter choices: the values the potter's tiles hold (refreshed with any tile change). */
export function useTileFacets() {
  return useQuery({ queryKey: tileKeys.facets, queryFn: ({ signal }) => tilesApi.facets({}, { signal }) });
}

/** The tiles grouped by the recipe and version they wore (product.md#r288); refreshed with any tile change. */
export function useTileRecipeGroups(enabled = true) {
  return useQuery({ queryKey: tileKeys.byRecipe, queryFn: ({ signal }) => tilesApi.byRecipe({}, { signal }), select: (answer) => answer.data, enabled });
}

/** A missing tile is an answer (the not-found state), not a failure worth retrying. */
export function useTile(id: number | null) {
  return useQuery({ ...tileQueries.detail(id ?? 0), enabled: id !== null, retry: false });
}

/** One material's tiles: a surface treatment or combination glaze (`glazeId`), or a saved combo. */
export function useMaterialTiles(material: MaterialRef) {
  return useQuery({ ...tileQueries.ofMaterial(material), select: (answer) => answer.data });
}

/** Any tile change can move it in the grid, the filters and a material's tiles. */
function invalidateTiles(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: tileKeys.all });
}

export function useCreateTile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateTestTileBody) => tilesApi.create({ body }),
    onSuccess: async (tile) => {
      await invalidateTiles(client);
      client.setQueryData(tileKeys.detail(tile.id), tile);
    },
  });
}

export function useUpdateTile(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateTestTileBody) => tilesApi.update({ params: { id }, body }),
    onSuccess: async (tile) => {
      client.setQueryData(tileKeys.detail(id), tile);
      await client.invalidateQueries({ queryKey: tileKeys.all, predicate: (q) => q.queryKey[1] !== "detail" });
    },
  });
}

export function useDeleteTile(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => tilesApi.remove({ params: { id } }),
    onSuccess: async () => {
      client.removeQueries({ queryKey: tileKeys.detail(id), exact: true });
      await invalidateTiles(client);
    },
  });
}

// ---------------------------------------------------------------------------------------------------------------
// 'Use on a piece': the piece picker and the new layer.

const PICKER_PAGE_LIMIT = 100;

/** Every piece of the potter, newest first, for the picker. */
export function usePickerPieces(enabled: boolean) {
  return useQuery({
    queryKey: tileKeys.pickerPieces,
    queryFn: async ({ signal }): Promise<PieceListItem[]> => {
      const first = await piecesApi.list({ query: { page: 1, limit: PICKER_PAGE_LIMIT } }, { signal });
      const all = [...first.data];
      for (let page = 2; page <= first.pagination.totalPages; page++) {
        all.push(...(await piecesApi.list({ query: { page, limit: PICKER_PAGE_LIMIT } }, { signal })).data);
      }
      return all;
    },
    enabled,
    staleTime: 0,
  });
}

/**
 * Adds the tile's material to a piece as a decoration layer with the tile's method, coats and thickness, placed
 * Outside (product.md#r97's default). A saved combo's tile applies that combo, whose layers carry their own.
 */
export function useUseTileOnPiece(tile: TestTile) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (pieceId: number) => {
      if (tile.surfaceComboId !== null) {
        await applyComboToPiece(pieceId, tile.surfaceComboId);
        return;
      }
      const unglazed = tile.type === "Unglazed";
      await layersApi.create({
        body: {
          pieceId,
          type: tile.type ?? "Glaze",
          glazeId: unglazed ? null : tile.glazeId,
          materialName: unglazed || tile.glazeId !== null ? null : tile.materialName,
          placement: "Outside",
          applicationMethod: tile.applicationMethod,
          coats: tile.coats,
          thickness: tile.thickness,
        },
      });
    },
    onSuccess: async () => {
      await Promise.all([client.invalidateQueries({ queryKey: pieceKeys.all }), client.invalidateQueries({ queryKey: layerKeys.all })]);
    },
  });
}

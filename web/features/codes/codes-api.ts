/**
 * Opening a record by its short code (product.md#r131, docs/decisions/0195-offline-code-lookups.md): the server's
 * answer, or with no connection the device's copy of the studio (the code is in every record kept there).
 */
import { useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { CODES_ENDPOINTS } from "../../../contract/codes/endpoints";
import { canonicalCode } from "../../../contract/codes/rules";
import type { CodesRoutes } from "../../../contract/codes/routes";
import type { CodeTarget } from "../../../contract/codes/schemas";
import { isNetworkError } from "../../lib/api-error";
import { areaClient } from "../../lib/api-client";
import { codeKeys } from "./code-keys";

const codesApi = areaClient<CodesRoutes>(
  CODES_ENDPOINTS,
  import.meta.env.DEV ? () => import("../../../contract/codes/routes").then((m) => m.CODES_ROUTES) : undefined,
  { calls: {} },
);

/** Where each kind of record opens. */
export const CODE_TARGET_PATHS: Record<CodeTarget["kind"], (id: number) => string> = {
  piece: (id) => `/pieces/${id}`,
  surface: (id) => `/glaze-library/edit/${id}`,
  firing: (id) => `/firings/${id}`,
  tile: (id) => `/test-tiles/${id}`,
};

/** Every object with an id and a code anywhere in a cached answer (lists, pages, details). */
function* recordsIn(value: unknown, depth = 0): Generator<{ id: number; code: string }> {
  if (depth > 4 || value === null || typeof value !== "object") return;
  if (Array.isArray(value)) {
    for (const item of value) yield* recordsIn(item, depth + 1);
    return;
  }
  const record = value as { id?: unknown; code?: unknown };
  if (typeof record.id === "number" && typeof record.code === "string") yield { id: record.id, code: record.code };
  for (const child of Object.values(value)) if (child && typeof child === "object") yield* recordsIn(child, depth + 1);
}

function findOnDevice(queryClient: QueryClient, typed: string): CodeTarget | null {
  const wanted = canonicalCode(typed);
  if (!wanted) return null;
  for (const [, data] of queryClient.getQueriesData({ queryKey: codeKeys.family[wanted.kind] })) {
    for (const record of recordsIn(data)) if (record.code === wanted.code) return { kind: wanted.kind, id: record.id, code: record.code };
  }
  return null;
}

export function useCodeTarget(code: string) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: codeKeys.target(code),
    queryFn: async ({ signal }) => {
      try {
        return await codesApi.resolve({ params: { code } }, { signal });
      } catch (error) {
        // No connection: the device's copy knows the code if the record was seen.
        const local = isNetworkError(error) ? findOnDevice(queryClient, code) : null;
        if (local) return local;
        throw error;
      }
    },
    retry: false,
    // Offline the query must still run: its fetch fails at once and the device's copy answers. (Paused, as queries
    // are while disconnected, it waited for the connection with "Looking for that code..." on screen.)
    networkMode: "always",
  });
}

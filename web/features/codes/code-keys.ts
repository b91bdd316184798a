import type { CodeTarget } from "../../../contract/codes/schemas";
import { firingKeys } from "../firings/firing-keys";
import { glazeKeys } from "../glazes/glaze-keys";
import { pieceKeys } from "../pieces/piece-keys";
import { tileKeys } from "../tiles/tile-keys";

export const codeKeys = {
  /** What a typed code opens. */
  target: (code: string) => ["codes", code] as const,
  /** The query-key families each kind's records are kept under on the device: the areas' own keys. */
  family: {
    piece: pieceKeys.all,
    surface: glazeKeys.all,
    firing: firingKeys.all,
    tile: tileKeys.all,
  } satisfies Record<CodeTarget["kind"], readonly [string]>,
};

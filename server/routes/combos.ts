import type { ApiApp } from "../context";

/** Routes of this area; filled in by its issue. */
export function registerCombosRoutes(_app: ApiApp): void {}

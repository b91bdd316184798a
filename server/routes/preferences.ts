import type { ApiApp } from "../context";

/** Routes of this area; filled in by its issue. */
export function registerPreferencesRoutes(_app: ApiApp): void {}

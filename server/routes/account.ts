import type { ApiApp } from "../context";

/** Routes of this area; filled in by its issue. */
export function registerAccountRoutes(_app: ApiApp): void {}

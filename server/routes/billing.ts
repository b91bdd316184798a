import type { ApiApp } from "../context";

/** Routes of this area; filled in by its issue. */
export function registerBillingRoutes(_app: ApiApp): void {}

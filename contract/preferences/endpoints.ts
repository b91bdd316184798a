import { endpoint } from "../common/route-table";

/** The preference calls, method and path (decision 0020: PATCH creates them on first use). */
export const PREFERENCES_ENDPOINTS = {
  get: endpoint("GET", "/api/user-preferences"),
  update: endpoint("PATCH", "/api/user-preferences"),
} as const;

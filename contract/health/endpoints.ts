import { endpoint } from "../common/route-table";

/** product.md#r8: the health check, under /api and at the root (load balancers ask /health). */
export const HEALTH_ENDPOINTS = {
  health: endpoint("GET", "/api/health"),
  rootHealth: endpoint("GET", "/health"),
} as const;

import { endpoint } from "../common/route-table";

/** The sign-in calls, method and path (product.md#r9, product.md#r10, product.md#r11); their schemas are in ./routes.ts. */
export const AUTH_ENDPOINTS = {
  register: endpoint("POST", "/api/register"),
  login: endpoint("POST", "/api/login"),
  logout: endpoint("POST", "/api/logout"),
  refresh: endpoint("POST", "/api/refresh-token"),
  user: endpoint("GET", "/api/user"),
  forgotPassword: endpoint("POST", "/api/forgot-password"),
  verifyReset: endpoint("GET", "/api/reset-password/verify"),
  resetPassword: endpoint("POST", "/api/reset-password"),
} as const;

import { endpoint } from "../common/route-table";

/** The account calls, method and path: the data export (product.md#r24) and the account's deletion (product.md#r15). */
export const ACCOUNT_ENDPOINTS = {
  exportData: endpoint("GET", "/api/export"),
  /** Whether an export may start now: the web asks before its download link, so a refusal is shown in words. */
  exportCheck: endpoint("GET", "/api/export/check"),
  deleteAccount: endpoint("DELETE", "/api/user"),
} as const;

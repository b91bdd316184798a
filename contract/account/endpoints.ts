import { endpoint } from "../common/route-table";

/** The account calls, method and path: the data export (D24) and the account's deletion (D15). */
export const ACCOUNT_ENDPOINTS = {
  exportData: endpoint("GET", "/api/export"),
  deleteAccount: endpoint("DELETE", "/api/user"),
} as const;

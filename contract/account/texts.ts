/** Account texts (deletion and export), free of zod so the Settings screen can show them without the schema library. */
import { EXPORT_WINDOW_MINUTES, EXPORTS_PER_WINDOW } from "./rules";

export const ACCOUNT_TEXTS = {
  exportAllowed: "An export may start.",
  exportRateLimited: (seconds: number) => {
    const minutes = Math.ceil(seconds / 60);
    return `At most ${EXPORTS_PER_WINDOW} exports every ${EXPORT_WINDOW_MINUTES} minutes. Try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`;
  },
  accountDeleted: "Account deleted",
  deleteDialogTitle: "Delete Account Permanently",
  deleteConfirm: "Yes, Delete My Account",
  deletePending: "Deleting...",
  deleteSuccessTitle: "Account Successfully Deleted",
  deleteSuccessDescription:
    "Your account and all associated data have been permanently deleted. You will be redirected to the login page.",
  deleteErrorTitle: "Error",
  deleteError: "Failed to delete account. Please try again.",
} as const;

/** product.md#r36 Settings ▸ Account Info: what the delete dialog says is removed. */
export const DELETED_DATA_LIST = [
  "Account and profile",
  "All pottery pieces and history",
  "Glaze library and combinations",
  "Custom studio locations and preferences",
  "All inspiration and project notes",
] as const;

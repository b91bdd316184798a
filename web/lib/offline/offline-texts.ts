/** What the offline layer says to the potter (decisions 0116 and 0192: the outbox, the connection banner). */
export const OFFLINE_TEXTS = {
  waiting: (n: number) => (n === 1 ? "1 change waiting" : `${n} changes waiting`),
  allSaved: "All changes saved",
  savedOnDevice: "Saved on this device",
  notSynced: "Not synced yet",
  refused: (label: string | undefined, message: string) => (label ? `${label}: ${message}` : message),
  signOutPending: (n: number) =>
    `${n === 1 ? "1 change has" : `${n} changes have`} not been synced yet. Sign out anyway?`,
  signOutAnyway: "Sign out anyway",
  cancel: "Cancel",
  quotaFull: "This device is out of storage space. Changes waiting to sync are kept; free some space to keep working offline.",
} as const;

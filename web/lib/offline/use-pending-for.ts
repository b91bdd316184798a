import { useSyncExternalStore } from "react";
import { hasPendingChange, subscribeOutbox } from "./outbox-runtime";

/** Whether this record has changes still waiting on the device (the quiet "Not synced yet" mark, decision 0116). */
export function usePendingFor(path: string, id: number): boolean {
  return useSyncExternalStore(subscribeOutbox, () => hasPendingChange(path, id), () => false);
}

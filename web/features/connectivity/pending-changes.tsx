/**
 * How many changes wait on this device (decision 0116): "3 changes waiting" until they are sent, then "All changes
 * saved" for a moment. A change the server refused is told as a toast naming the record, and a full device as another.
 */
import { CloudOffIcon, CheckIcon } from "lucide-react";
import { useEffect, useState, useSyncExternalStore } from "react";
import { useNavigate, useLocation } from "react-router";
import { toast } from "../../components/ui/toast";
import { OFFLINE_TEXTS } from "../../lib/offline/offline-texts";
import {
  addressWithServerIds,
  onDrained,
  onRefusedChange,
  pendingCount,
  subscribeOutbox,
  waitingCount,
} from "../../lib/offline/outbox-runtime";

const SAVED_SHOWN_MS = 4_000;

export function usePendingCount(): number {
  return useSyncExternalStore(subscribeOutbox, pendingCount, () => 0);
}

/**
 * A record made offline got its server id: the address follows (`/pieces/-17` becomes `/pieces/42`, no reload). Read
 * from the outbox's map whenever the address or the outbox changes, so an address opened after the id came (the
 * browser's history, a bookmark) moves too.
 */
function useAddressFollowsIds(): void {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const mapped = useSyncExternalStore(subscribeOutbox, () => addressWithServerIds(pathname), () => pathname);
  useEffect(() => {
    if (mapped !== pathname) void navigate(mapped, { replace: true });
  }, [mapped, pathname, navigate]);
}

export function PendingChanges() {
  const count = useSyncExternalStore(subscribeOutbox, waitingCount, () => 0);
  const [justSaved, setJustSaved] = useState(false);
  useAddressFollowsIds();

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = onDrained(() => {
      setJustSaved(true);
      clearTimeout(timer);
      timer = setTimeout(() => setJustSaved(false), SAVED_SHOWN_MS);
    });
    return () => {
      stop();
      clearTimeout(timer);
    };
  }, []);

  useEffect(
    () =>
      onRefusedChange((entry, error) =>
        toast({ title: OFFLINE_TEXTS.refused(entry.label, error.message), variant: "destructive" }),
      ),
    [],
  );
  useEffect(() => {
    const onFull = () => toast({ title: OFFLINE_TEXTS.quotaFull, variant: "destructive" });
    window.addEventListener("claybook:storage-full", onFull);
    return () => window.removeEventListener("claybook:storage-full", onFull);
  }, []);

  if (count === 0 && !justSaved) return null;
  // While changes wait, the count; once they are all sent, "All changes saved" for a moment.
  return (
    <div
      role="status"
      className="fixed left-1/2 z-40 -translate-x-1/2 bottom-[calc(var(--bottom-nav-height,0px)+0.5rem)] flex items-center gap-1.5 rounded-full border bg-background/95 px-3 py-1.5 text-sm shadow-sm"
    >
      {count > 0 ? <CloudOffIcon className="size-4 text-muted-foreground" aria-hidden="true" /> : <CheckIcon className="size-4 text-green-700 dark:text-green-400" aria-hidden="true" />}
      {count > 0 ? OFFLINE_TEXTS.waiting(count) : OFFLINE_TEXTS.allSaved}
    </div>
  );
}

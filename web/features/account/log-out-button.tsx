import { LogOutIcon } from "lucide-react";
import { useState } from "react";
import { SETTINGS_TEXTS } from "../../../contract/preferences/texts";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "../../components/ui/alert-dialog";
import { Button } from "../../components/ui/button";
import { OFFLINE_TEXTS } from "../../lib/offline/offline-texts";
import { useLogout } from "../auth/auth-api";
import { usePendingCount } from "../connectivity/pending-changes";

/** Log Out; with changes not synced yet it asks first: signing out deletes them from the device (decision 0116). */
export function LogOutButton() {
  const logout = useLogout();
  const pending = usePendingCount();
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button variant="outline" disabled={logout.isPending} onClick={() => (pending > 0 ? setAsking(true) : logout.mutate())}>
        <LogOutIcon aria-hidden="true" />
        {logout.isPending ? SETTINGS_TEXTS.loggingOut : SETTINGS_TEXTS.logOut}
      </Button>
      <AlertDialog open={asking} onOpenChange={setAsking}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{SETTINGS_TEXTS.logOut}</AlertDialogTitle>
            <AlertDialogDescription>{OFFLINE_TEXTS.signOutPending(pending)}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>{OFFLINE_TEXTS.cancel}</AlertDialogCancel>
            <AlertDialogAction onClick={() => logout.mutate()}>{OFFLINE_TEXTS.signOutAnyway}</AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </>
  );
}

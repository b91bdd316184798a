import { useEffect, useState } from "react";
import { REMINDER_TEXTS as T } from "../../../contract/reminders/texts";
import { Checkbox } from "../../components/ui/checkbox";
import { Label } from "../../components/ui/label";
import { toast } from "../../components/ui/toast-store";
import { currentPushState, PushBlockedError, type PushState } from "./push-device";
import { useUser } from "../auth/auth-queries";
import { deviceReminders } from "./device-reminders";
import { scheduleDeviceReminders, useTurnPushOff, useTurnPushOn } from "./reminders-api";

/**
 * Settings ▸ Reminders ▸ 'Push notifications on this device' (docs/decisions/0138-web-push.md): on asks the browser
 * once and subscribes it; off ends this browser's subscription only. A browser that cannot, or a potter who blocked
 * notifications, is told so in words instead of a switch that does nothing.
 */
export function PushSwitch() {
  const { data: user } = useUser();
  if (deviceReminders.available()) return user ? <DeviceRemindersSwitch account={user.id} /> : null;
  return <WebPushSwitch />;
}

/**
 * On the native app: 'Reminders on this device' asks the phone once, then the reminders ahead are scheduled on it as
 * local notifications at each sync (they fire with the app closed and offline); off clears them.
 */
function DeviceRemindersSwitch({ account }: { account: number }) {
  const [on, setOn] = useState(() => deviceReminders.isOn(account));
  const [blocked, setBlocked] = useState(false);
  const [busy, setBusy] = useState(false);
  const change = async (wanted: boolean) => {
    setBusy(true);
    try {
      if (wanted) {
        const allowed = await deviceReminders.turnOn(account);
        setBlocked(!allowed);
        if (!allowed) return;
        await scheduleDeviceReminders(account);
        setOn(true);
        toast({ title: T.deviceRemindersOn });
      } else {
        await deviceReminders.turnOff();
        setOn(false);
        toast({ title: T.deviceRemindersOff });
      }
    } catch {
      toast({ title: T.actionFailed, variant: "destructive" });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="grid gap-1">
      <div className="flex min-h-11 items-center gap-3">
        <Checkbox id="reminder-device" checked={on} disabled={busy} onCheckedChange={(v) => void change(v === true)} />
        <Label htmlFor="reminder-device">{T.deviceRemindersLabel}</Label>
      </div>
      {blocked ? (
        <p role="status" className="text-sm text-muted-foreground">
          {T.deviceRemindersBlocked}
        </p>
      ) : null}
    </div>
  );
}

/** On the web: this browser's Web Push subscription. */
function WebPushSwitch() {
  const [state, setState] = useState<PushState | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const on = useTurnPushOn();
  const off = useTurnPushOff();
  useEffect(() => {
    let live = true;
    void currentPushState()
      .catch((): PushState => "unsupported")
      .then((s) => live && setState(s));
    return () => {
      live = false;
    };
  }, []);
  if (state === null) return null;
  if (state === "unsupported") return <p className="text-sm text-muted-foreground">{T.pushUnsupported}</p>;
  const busy = on.isPending || off.isPending;
  const change = (wanted: boolean) => {
    setMessage(null);
    if (wanted) {
      on.mutate(undefined, {
        onSuccess: () => {
          setState("on");
          toast({ title: T.pushSaved });
        },
        onError: (error) => {
          const blocked = error instanceof PushBlockedError || (typeof Notification !== "undefined" && Notification.permission === "denied");
          if (blocked) setState("blocked");
          setMessage(blocked ? T.pushBlocked : T.pushFailed);
        },
      });
    } else {
      off.mutate(undefined, {
        onSuccess: () => {
          setState("off");
          toast({ title: T.pushRemoved });
        },
        onError: () => setMessage(T.actionFailed),
      });
    }
  };
  return (
    <div className="grid gap-1">
      <div className="flex min-h-11 items-center gap-3">
        <Checkbox id="reminder-push" checked={state === "on"} disabled={busy || state === "blocked"} onCheckedChange={(v) => change(v === true)} />
        <Label htmlFor="reminder-push">{T.settingsPush}</Label>
      </div>
      {state === "blocked" || message ? (
        <p role="status" className="text-sm text-muted-foreground">
          {message ?? T.pushBlocked}
        </p>
      ) : null}
    </div>
  );
}

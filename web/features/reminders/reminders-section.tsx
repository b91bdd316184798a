import { useEffect, useRef, useState } from "react";
import { REMINDER_STAGES, THRESHOLD_MAX_DAYS, THRESHOLD_MIN_DAYS, type ReminderStage } from "../../../contract/reminders/rules";
import type { ReminderSettings, ReminderSettingsPatch } from "../../../contract/reminders/schemas";
import { REMINDER_TEXTS as T } from "../../../contract/reminders/texts";
import { Checkbox } from "../../components/ui/checkbox";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { Skeleton } from "../../components/ui/skeleton";
import { toast } from "../../components/ui/toast-store";
import { PushSwitch } from "./push-switch";
import { deviceTimeZone } from "../../lib/time-zones";
import { TimeZonePicker } from "./time-zone-picker";
import { useReminderSettings, useUpdateReminderSettings } from "./reminders-api";


/** `name` is the box's full name where its visible label alone ("Off") would be the same on every row. */
function CheckRow({ id, label, name, checked, onChange }: { id: string; label: string; name?: string; checked: boolean; onChange: (v: boolean) => void }) {
  return (
    <div className="flex min-h-11 items-center gap-3">
      <Checkbox id={id} aria-label={name} checked={checked} onCheckedChange={(v) => onChange(v === true)} />
      <Label htmlFor={id}>{label}</Label>
    </div>
  );
}

function ThresholdRow({ stage, value, onSave }: { stage: ReminderStage; value: number | null; onSave: (days: number | null) => void }) {
  const [text, setText] = useState(value === null ? "" : String(value));
  const id = `reminder-threshold-${stage}`;
  const commit = () => {
    const days = Number(text);
    if (Number.isInteger(days) && days >= THRESHOLD_MIN_DAYS && days <= THRESHOLD_MAX_DAYS && days !== value) onSave(days);
  };
  return (
    <div className="grid grid-cols-[1fr_6rem_auto] items-center gap-3">
      <Label htmlFor={id}>{T.settingsThresholdLabel(stage)}</Label>
      <Input
        id={id}
        type="number"
        inputMode="numeric"
        min={THRESHOLD_MIN_DAYS}
        max={THRESHOLD_MAX_DAYS}
        value={text}
        disabled={value === null}
        onChange={(e) => setText(e.target.value)}
        onBlur={commit}
      />
      <CheckRow
        id={`${id}-off`}
        label={T.settingsOff}
        name={T.settingsOffFor(stage)}
        checked={value === null}
        onChange={(off) => {
          if (!off && text === "") setText("7");
          onSave(off ? null : Number(text) || 7);
        }}
      />
    </div>
  );
}

/** Settings ▸ Reminders (product.md#r171): each change is saved at once. */
export function RemindersSection() {
  const { data, isError } = useReminderSettings();
  const update = useUpdateReminderSettings();
  // Settings never saved carry the server's default zone (UTC): the device's zone is what the potter means, so it is
  // saved once, quietly, and shows as soon as the server has it (product.md#r235; decision 0194 shows only saved zones).
  const device = deviceTimeZone();
  const adopt = Boolean(data && !data.saved && device && device !== data.timeZone);
  const adopted = useRef(false);
  const { mutate } = update;
  useEffect(() => {
    if (!adopt || !device || adopted.current) return;
    adopted.current = true;
    mutate({ timeZone: device });
  }, [adopt, device, mutate]);
  if (isError) return <p role="alert" className="text-sm text-destructive">{T.actionFailed}</p>;
  if (!data) return <Skeleton className="h-40 rounded-xl" />;
  const save = (patch: ReminderSettingsPatch) =>
    update.mutate(patch, {
      onSuccess: () => toast({ title: T.settingsSaved }),
      onError: (error) => toast({ title: T.actionFailed, description: error.message, variant: "destructive" }),
    });
  return <RemindersForm settings={data} save={save} pending={update.isPending} />;
}

function RemindersForm({ settings, save, pending }: { settings: ReminderSettings; save: (patch: ReminderSettingsPatch) => void; pending: boolean }) {
  const detected = deviceTimeZone();
  return (
    <div className="grid gap-5">
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">{T.settingsThresholds}</legend>
        {REMINDER_STAGES.map((stage) => (
          <ThresholdRow key={stage} stage={stage} value={settings.thresholds[stage]} onSave={(days) => save({ thresholds: { [stage]: days } })} />
        ))}
      </fieldset>
      <div className="grid gap-1">
        <CheckRow id="reminder-email" label={T.settingsEmail} checked={settings.channels.email} onChange={(email) => save({ channels: { email } })} />
        <PushSwitch />
        <CheckRow id="reminder-paused" label={T.settingsPaused} checked={settings.paused} onChange={(paused) => save({ paused })} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="reminder-time">{T.settingsDailyTime}</Label>
        <Input
          id="reminder-time"
          type="time"
          defaultValue={settings.dailyTime}
          onBlur={(e) => {
            if (/^\d\d:\d\d$/.test(e.target.value) && e.target.value !== settings.dailyTime) save({ dailyTime: e.target.value });
          }}
        />
      </div>
      <TimeZonePicker saved={settings.timeZone} device={detected} pending={pending} onPick={(timeZone) => save({ timeZone })} />
    </div>
  );
}

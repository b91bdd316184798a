/**
 * 'Print labels' (docs/decisions/0147-printable-labels.md): the layout, in plain words, and the first free label of a
 * partly used sheet; then 'Making labels…' while the server makes the PDF, which is downloaded (or shared, in the
 * native app). The layout chosen last is kept on the device.
 */
import { Loader2, Printer } from "lucide-react";
import { useId, useRef, useState } from "react";
import { LABEL_LAYOUTS, LAYOUTS, labelsFileName, type LabelKind, type LabelLayout } from "../../../contract/labels/rules";
import { LABEL_TEXTS as T } from "../../../contract/labels/texts";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "../../components/ui/dialog";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { toast } from "../../components/ui/toast-store";
import { isNetworkError } from "../../lib/api-error";
import { makeLabelsPdf } from "./labels-api";
import { saveFile } from "../../lib/save-file";
import { LayoutChoice } from "./layout-choice";

const LAYOUT_KEY = "claybook.labels.layout";

function savedLayout(): LabelLayout {
  try {
    const saved = localStorage.getItem(LAYOUT_KEY);
    return (LABEL_LAYOUTS as readonly string[]).includes(saved ?? "") ? (saved as LabelLayout) : "letter-30";
  } catch {
    return "letter-30";
  }
}

interface PrintLabelsDialogProps {
  kind: LabelKind;
  ids: readonly number[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function PrintLabelsDialog({ kind, ids, open, onOpenChange }: PrintLabelsDialogProps) {
  const [layout, setLayout] = useState<LabelLayout>(savedLayout);
  const [start, setStart] = useState("1");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);
  const uid = useId();
  const positions = LAYOUTS[layout].startPositions;
  const startNumber = Number(start);
  const startValid = Number.isInteger(startNumber) && startNumber >= 1 && startNumber <= positions;

  const close = (next: boolean) => {
    if (!next) abort.current?.abort();
    onOpenChange(next);
  };

  const make = async () => {
    if (!startValid) return;
    setBusy(true);
    setError(null);
    abort.current = new AbortController();
    try {
      localStorage.setItem(LAYOUT_KEY, layout);
    } catch {
      // A private window may refuse storage; the choice is only a convenience.
    }
    try {
      const pdf = await makeLabelsPdf({ kind, ids: [...ids], layout, start: positions === 1 ? 1 : startNumber }, abort.current.signal);
      await saveFile(pdf, labelsFileName(kind, new Date()), "application/pdf");
      toast({ title: T.ready });
      onOpenChange(false);
    } catch (err) {
      if (abort.current.signal.aborted || (err instanceof DOMException && err.name === "AbortError")) return;
      setError(isNetworkError(err) ? T.offline : err instanceof Error && err.message ? err.message : T.failed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{T.dialogTitle(ids.length)}</DialogTitle>
          <DialogDescription>{T.dialogIntro}</DialogDescription>
        </DialogHeader>
        <LayoutChoice layouts={LABEL_LAYOUTS} value={layout} onChange={setLayout} disabled={busy} />
        {positions > 1 ? (
          <div className="grid gap-1">
            <Label htmlFor={`${uid}-start`}>{T.startLabel}</Label>
            <Input
              id={`${uid}-start`}
              type="number"
              inputMode="numeric"
              min={1}
              max={positions}
              value={start}
              disabled={busy}
              aria-invalid={!startValid || undefined}
              aria-describedby={`${uid}-start-hint`}
              onChange={(e) => setStart(e.target.value)}
              className="max-w-28"
            />
            <p id={`${uid}-start-hint`} className={startValid ? "text-xs text-muted-foreground" : "text-xs text-destructive"}>
              {startValid ? T.startHint(positions) : T.startInvalid(positions)}
            </p>
          </div>
        ) : null}
        {error ? (
          <p role="alert" className="rounded-md border border-destructive/50 px-3 py-2 text-sm text-destructive">
            {error}
          </p>
        ) : null}
        {/* Said to screen readers too: the PDF can take a few seconds. */}
        <p role="status" className="sr-only">
          {busy ? T.making : ""}
        </p>
        <DialogFooter>
          <Button variant="outline" className="min-h-11" onClick={() => close(false)}>
            {T.cancel}
          </Button>
          <Button className="min-h-11" disabled={busy || !startValid} onClick={() => void make()}>
            {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Printer aria-hidden="true" />}
            {busy ? T.making : T.make}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

interface PrintLabelsButtonProps {
  kind: LabelKind;
  ids: readonly number[];
  /** The button's words; 'Print labels' when not given. */
  text?: string;
  variant?: "default" | "outline" | "ghost" | "secondary";
  className?: string;
  /** An icon button named 'Print labels', for a screen's header beside its other icon buttons. */
  icon?: boolean;
}

/** A button that opens the dialog for the records given; hidden while there are none. */
export function PrintLabelsButton({ kind, ids, text = T.action, variant = "outline", className, icon = false }: PrintLabelsButtonProps) {
  const [open, setOpen] = useState(false);
  // A record made offline has no code until the server has it: nothing to print yet.
  if (ids.length === 0 || ids.some((id) => id < 0)) return null;
  return (
    <>
      {icon ? (
        <Button type="button" variant="ghost" size="icon" aria-label={text} onClick={() => setOpen(true)}>
          <Printer aria-hidden="true" />
        </Button>
      ) : (
        <Button type="button" variant={variant} className={className ?? "min-h-11"} onClick={() => setOpen(true)}>
          <Printer aria-hidden="true" />
          {text}
        </Button>
      )}
      {open ? <PrintLabelsDialog kind={kind} ids={ids} open={open} onOpenChange={setOpen} /> : null}
    </>
  );
}

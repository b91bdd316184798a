/**
 * The one confirm dialog: a title, a text, Cancel and a confirm button. When `onConfirm` returns a promise the
 * dialog stays open, shows `pendingLabel` and cannot be closed until it settles, so a slow delete is never
 * tapped twice and its failure stays in view; on success the caller closes it (or leaves the screen).
 */
import { useState, type ReactNode } from "react";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "./ui/alert-dialog";
import { Button } from "./ui/button";

export interface ConfirmDialogProps {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** A button that opens the dialog, when the dialog is not opened from elsewhere. */
  trigger?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  /** Extra content under the description (e.g. a list of what will be deleted). */
  children?: ReactNode;
  confirmLabel: ReactNode;
  pendingLabel?: ReactNode;
  cancelLabel?: ReactNode;
  destructive?: boolean;
  /** Shown as pending while the promise runs; the dialog closes when it resolves unless `keepOpen`. */
  onConfirm: () => void | Promise<unknown>;
  /** Disables both buttons (e.g. while the caller's own mutation runs). */
  pending?: boolean;
  /** A second, milder way to confirm (e.g. 'Delete this glaze only'), pending like the main one. */
  alternative?: { label: ReactNode; onConfirm: () => Promise<unknown> };
  confirmTestId?: string;
}

export function ConfirmDialog({
  open: controlledOpen,
  onOpenChange,
  trigger,
  title,
  description,
  children,
  confirmLabel,
  pendingLabel,
  cancelLabel = "Cancel",
  destructive = true,
  onConfirm,
  pending: externalPending = false,
  confirmTestId,
  alternative,
}: ConfirmDialogProps) {
  const [ownOpen, setOwnOpen] = useState(false);
  const [running, setRunning] = useState(false);
  const open = controlledOpen ?? ownOpen;
  const pending = running || externalPending;
  const setOpen = (next: boolean) => {
    if (pending && !next) return;
    if (controlledOpen === undefined) setOwnOpen(next);
    onOpenChange?.(next);
  };

  const confirm = (run: () => void | Promise<unknown> = onConfirm) => {
    const result = run();
    if (!(result instanceof Promise)) {
      setOpen(false);
      return;
    }
    setRunning(true);
    result.then(
      () => {
        setRunning(false);
        if (controlledOpen === undefined) setOwnOpen(false);
        onOpenChange?.(false);
      },
      () => setRunning(false),
    );
  };

  return (
    <AlertDialog open={open} onOpenChange={setOpen}>
      {trigger ? <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger> : null}
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          {description ? <AlertDialogDescription>{description}</AlertDialogDescription> : null}
        </AlertDialogHeader>
        {children}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>{cancelLabel}</AlertDialogCancel>
          {alternative ? (
            <Button variant="outline" disabled={pending} onClick={() => confirm(alternative.onConfirm)}>
              {alternative.label}
            </Button>
          ) : null}
          {/* A plain button, not AlertDialogAction: the dialog must not close before the call settles. */}
          <Button
            variant={destructive ? "destructive" : "default"}
            disabled={pending}
            onClick={() => confirm()}
            data-testid={confirmTestId}
          >
            {pending && pendingLabel ? pendingLabel : confirmLabel}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

import { TicketIcon } from "lucide-react";
import { useState, type FormEvent } from "react";
import { PROMO_CODE_MAX } from "../../../contract/trial/rules";
import { PROMO_TEXTS } from "../../../contract/trial/texts";
import { FormField } from "../../components/form-field";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "../../components/ui/dialog";
import { Input } from "../../components/ui/input";
import { toast } from "../../components/ui/toast";
import { ApiError } from "../../lib/api-error";
import { formatDate, useApplyPromo } from "../trial/trial-api";

/**
 * Settings ▸ Billing ▸ Add Promo Code (product.md#r36, product.md#r46, product.md#r34): enabled only on the free plan before any code is
 * used; once one is used the button reads 'Promo Code Applied'.
 */
export function PromoCodeButton({ canApply, used }: { canApply: boolean; used: boolean }) {
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState("");
  const apply = useApplyPromo();
  const blank = code.trim().length === 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (blank || apply.isPending) return;
    apply.mutate(code.trim(), {
      onSuccess: (answer) => {
        setOpen(false);
        setCode("");
        toast({ title: PROMO_TEXTS.successTitle, description: PROMO_TEXTS.successBody(formatDate(answer.newTrialEndDate)) });
      },
      onError: (error) => {
        const message = error instanceof ApiError && error.status > 0 ? error.message : PROMO_TEXTS.errorFallback;
        toast({ title: PROMO_TEXTS.errorTitle, description: message || PROMO_TEXTS.errorFallback, variant: "destructive" });
      },
    });
  };

  return (
    <>
      <Button variant="outline" disabled={!canApply || used} onClick={() => setOpen(true)}>
        <TicketIcon aria-hidden="true" />
        {used ? PROMO_TEXTS.appliedButton : PROMO_TEXTS.addButton}
      </Button>
      <Dialog open={open} onOpenChange={(next) => !apply.isPending && setOpen(next)}>
        <DialogContent>
          <form onSubmit={submit} className="grid gap-4">
            <DialogHeader>
              <DialogTitle>{PROMO_TEXTS.dialogTitle}</DialogTitle>
              <DialogDescription>{PROMO_TEXTS.dialogDescription}</DialogDescription>
            </DialogHeader>
            <FormField label={PROMO_TEXTS.field}>
              <Input
                value={code}
                onChange={(e) => setCode(e.target.value)}
                placeholder={PROMO_TEXTS.placeholder}
                maxLength={PROMO_CODE_MAX}
                autoCapitalize="characters"
                autoComplete="off"
                autoFocus
              />
            </FormField>
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => setOpen(false)} disabled={apply.isPending}>
                {PROMO_TEXTS.cancel}
              </Button>
              <Button type="submit" disabled={blank || apply.isPending}>
                {apply.isPending ? PROMO_TEXTS.applying : PROMO_TEXTS.apply}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </>
  );
}

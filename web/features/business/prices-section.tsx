/**
 * Settings ▸ Prices (product.md#r276): what the potter pays for clay bodies (per bag), commercial glazes (per jar),
 * glaze materials (per weight, product.md#r280), supplies and their own kiln's firings, in their currency. A piece's cost is counted from these on the server.
 */
import { PencilIcon, PlusIcon, Trash2Icon } from "lucide-react";
import { useState, type ReactNode } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { FormField } from "../../components/form-field";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../../components/ui/dialog";
import { ApiError } from "../../lib/api-error";
import { toast } from "../../components/ui/toast-store";
import { useKilns } from "../firings/firings-api";
import { useGlazes } from "../glazes/glazes-api";
import { useMaterials } from "../glaze-lab/glaze-lab-api";
import { usePreferences, useSavePreferences } from "../preferences/preferences-api";
import { NativeSelect } from "../../components/native-select";
import {
  useClayPrices,
  useGlazePrices,
  useKilnCosts,
  useMaterialPrices,
  useRemoveClayPrice,
  useRemoveGlazePrice,
  useRemoveKilnCost,
  useRemoveMaterialPrice,
  useRemoveSupply,
  useSaveClayPrice,
  useSaveGlazePrice,
  useSaveKilnCost,
  useSaveMaterialPrice,
  useSaveSupply,
  useSupplies,
} from "./business-api";
import { businessKeys } from "./business-keys";
import { BIZ } from "../../../contract/business/screen-texts";
import { DEFAULT_MARKUP_HUNDREDTHS, formatMarkup } from "../../../contract/business/markup";
import { MarkupField } from "./markup-field";
import { formatMoney } from "./money";
import { ClayPriceForm, GlazePriceForm, KilnCostForm, MaterialPriceForm, SupplyForm } from "./price-forms";

interface Row {
  id: number;
  name: string;
  line: string;
}

/** One kind of price: its rows with Edit and Remove, and Add; the form opens in a dialog. */
function PriceList({
  title,
  addLabel,
  rows,
  form,
  onRemove,
  empty,
}: {
  title: string;
  addLabel: string;
  rows: Row[];
  form: (id: number | undefined, done: () => void) => ReactNode;
  onRemove: (id: number) => Promise<unknown>;
  empty?: string;
}) {
  const [editing, setEditing] = useState<number | "new" | null>(null);
  const [removing, setRemoving] = useState<Row | null>(null);
  const done = () => setEditing(null);
  const editingRow = typeof editing === "number" ? rows.find((r) => r.id === editing) : undefined;
  return (
    <section aria-label={title} className="grid gap-2">
      <h3 className="text-sm font-semibold">{title}</h3>
      {rows.length === 0 ? <p className="text-sm text-muted-foreground">{empty ?? BIZ.noPrices}</p> : null}
      <ul className="grid gap-1">
        {rows.map((row) => (
          <li key={row.id} className="flex items-center justify-between gap-2 rounded-md border px-3 py-1">
            <div className="min-w-0">
              <p className="truncate text-sm font-medium">{row.name}</p>
              <p className="text-sm text-muted-foreground">{row.line}</p>
            </div>
            <div className="flex shrink-0 gap-1">
              <Button variant="ghost" size="icon" className="size-11" aria-label={BIZ.editPrice(row.name)} onClick={() => setEditing(row.id)}>
                <PencilIcon aria-hidden="true" />
              </Button>
              <Button variant="ghost" size="icon" className="size-11" aria-label={BIZ.removePrice(row.name)} onClick={() => setRemoving(row)}>
                <Trash2Icon aria-hidden="true" />
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <Button variant="outline" className="min-h-11 justify-self-start" onClick={() => setEditing("new")}>
        <PlusIcon aria-hidden="true" />
        {addLabel}
      </Button>
      <Dialog open={editing !== null} onOpenChange={(open) => (open ? undefined : done())}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{editingRow ? BIZ.editPrice(editingRow.name) : addLabel}</DialogTitle>
            <DialogDescription>{BIZ.pricesHelp}</DialogDescription>
          </DialogHeader>
          {editing !== null ? form(editing === "new" ? undefined : editing, done) : null}
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => (open ? undefined : setRemoving(null))}
        title={removing ? BIZ.removeTitle(removing.name) : ""}
        description={BIZ.removeText}
        confirmLabel={BIZ.remove}
        destructive
        onConfirm={() => (removing ? onRemove(removing.id) : undefined)}
      />
    </section>
  );
}

const DEFAULT_MARKUP = formatMarkup(DEFAULT_MARKUP_HUNDREDTHS);

/** The currencies offered first; the potter's own, if another, is kept at the top. */
const CURRENCIES = ["USD", "EUR", "GBP", "CAD", "AUD", "NZD", "CHF", "SEK", "NOK", "DKK", "JPY"];

const savedToast = () => toast({ title: BIZ.saved });

export function PricesSection() {
  const clay = useClayPrices();
  const glaze = useGlazePrices();
  const materialPrices = useMaterialPrices();
  const materials = useMaterials();
  const saveMaterial = useSaveMaterialPrice();
  const removeMaterial = useRemoveMaterialPrice();
  const supplies = useSupplies();
  const kilnCosts = useKilnCosts();
  const kilns = useKilns();
  const glazes = useGlazes();
  const prefs = usePreferences();
  const saveClay = useSaveClayPrice();
  const saveGlaze = useSaveGlazePrice();
  const saveSupply = useSaveSupply();
  const saveKiln = useSaveKilnCost();
  const removeClay = useRemoveClayPrice();
  const removeGlaze = useRemoveGlazePrice();
  const removeSupply = useRemoveSupply();
  const removeKiln = useRemoveKilnCost();
  const currency = prefs.data?.currency ?? clay.data?.currency ?? "USD";
  const money = (amount: string | null) => formatMoney(amount, currency);
  const ownKilns = (kilns.data ?? []).filter((k) => k.studioId === null);
  const clayBodies = prefs.data?.clayBodies ?? [];
  const after = (p: Promise<unknown>) => p.then(savedToast);
  const { saveAll } = useSavePreferences();
  const queryClient = useQueryClient();
  // A currency with other decimals is asked first, with the server's words for what happens (product.md#r295).
  const [asking, setAsking] = useState<{ code: string; message: string } | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const setCurrency = async (code: string, keepAmounts?: boolean) => {
    setRefusal(null);
    try {
      await saveAll(keepAmounts ? { currency: code, keepAmounts } : { currency: code });
    } catch (error) {
      if (error instanceof ApiError && error.status === 409 && !keepAmounts) return setAsking({ code, message: error.message });
      setAsking(null);
      return setRefusal(error instanceof Error ? error.message : String(error));
    }
    setAsking(null);
    // Every amount the business side answers is in the new currency.
    await queryClient.invalidateQueries({ queryKey: businessKeys.all });
    savedToast();
  };

  return (
    <div className="grid gap-5">
      <p className="text-sm text-muted-foreground">{BIZ.pricesHelp}</p>
      <FormField label={BIZ.currency}>
        <NativeSelect value={currency} onChange={(e) => void setCurrency(e.target.value)}>
          {[...new Set([currency, ...CURRENCIES])].map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      {refusal ? <p role="alert" className="text-sm text-destructive">{refusal}</p> : null}
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => (open ? undefined : setAsking(null))}
        title={asking ? BIZ.currencyChangeTitle(asking.code) : ""}
        description={asking?.message}
        confirmLabel={asking ? BIZ.currencyChangeConfirm(asking.code) : ""}
        onConfirm={() => (asking ? setCurrency(asking.code, true) : undefined)}
      />
      {prefs.isPending ? null : <MarkupField key={prefs.data?.markup ?? DEFAULT_MARKUP} markup={prefs.data?.markup ?? DEFAULT_MARKUP} />}
      <PriceList
        title={BIZ.clayBodies}
        addLabel={BIZ.addClayPrice}
        rows={(clay.data?.data ?? []).map((c) => ({ id: c.id, name: c.clayBody, line: BIZ.clayLine(money(c.bagPrice), c.bagWeight, c.weightUnit) }))}
        form={(id, done) => (
          <ClayPriceForm
            initial={clay.data?.data.find((c) => c.id === id)}
            clayBodies={clayBodies}
            onSave={(body) => after(saveClay.mutateAsync({ id, body }))}
            onDone={done}
          />
        )}
        onRemove={(id) => removeClay.mutateAsync(id)}
      />
      <PriceList
        title={BIZ.commercialGlazes}
        addLabel={BIZ.addGlazePrice}
        rows={(glaze.data?.data ?? []).map((g) => ({ id: g.id, name: g.name, line: BIZ.jarLine(money(g.jarPrice), g.jarWeight, g.weightUnit) }))}
        form={(id, done) => (
          <GlazePriceForm
            initial={glaze.data?.data.find((g) => g.id === id)}
            glazes={(glazes.data ?? []).map((g) => ({ id: g.id, name: g.name }))}
            onSave={(body) => after(saveGlaze.mutateAsync({ id, body }))}
            onDone={done}
          />
        )}
        onRemove={(id) => removeGlaze.mutateAsync(id)}
      />
      <PriceList
        title={BIZ.glazeMaterials}
        addLabel={BIZ.addMaterialPrice}
        rows={(materialPrices.data?.data ?? []).map((m) => ({
          id: m.id,
          name: m.materialName ?? BIZ.deletedMaterial,
          line: BIZ.materialLine(money(m.price), m.weight, m.weightUnit),
        }))}
        form={(id, done) => (
          <MaterialPriceForm
            initial={materialPrices.data?.data.find((m) => m.id === id)}
            materials={(materials.data ?? []).map((m) => ({ id: m.id, name: m.name }))}
            onSave={(body) => after(saveMaterial.mutateAsync({ id, body }))}
            onDone={done}
          />
        )}
        onRemove={(id) => removeMaterial.mutateAsync(id)}
      />
      <PriceList
        title={BIZ.supplies}
        addLabel={BIZ.addSupply}
        rows={(supplies.data?.data ?? []).map((s) => ({ id: s.id, name: s.name, line: BIZ.supplyLine(money(s.price), s.perPiece ? money(s.perPiece) : null) }))}
        form={(id, done) => (
          <SupplyForm initial={supplies.data?.data.find((s) => s.id === id)} onSave={(body) => after(saveSupply.mutateAsync({ id, body }))} onDone={done} />
        )}
        onRemove={(id) => removeSupply.mutateAsync(id)}
      />
      <PriceList
        title={BIZ.ownKilns}
        addLabel={BIZ.addKilnCost}
        empty={ownKilns.length === 0 ? BIZ.noKilns : undefined}
        rows={(kilnCosts.data?.data ?? []).map((k) => ({ id: k.id, name: k.kilnName, line: BIZ.kilnLine(money(k.perFiring)) }))}
        form={(id, done) => (
          <KilnCostForm
            initial={kilnCosts.data?.data.find((k) => k.id === id)}
            kilns={ownKilns.map((k) => ({ id: k.id, name: k.name }))}
            onSave={(body) => after(saveKiln.mutateAsync({ id, body }))}
            onDone={done}
          />
        )}
        onRemove={(id) => removeKiln.mutateAsync(id)}
      />
    </div>
  );
}

/**
 * 'Enter surface treatment details' (product.md#r75, product.md#r76, product.md#r77): one treatment (type first, then material, placement,
 * method, coats or thickness, notes) or, in the 'My Combos' tab, a saved combo to apply.
 */
import { useQueryClient } from "@tanstack/react-query";
import { useState, type ComponentProps } from "react";
import type { LayerType } from "../../../contract/layers/schemas";
import {
  APPLICATION_METHODS,
  chooseMaterial,
  COAT_OPTIONS,
  LAYER_TEXTS,
  LAYER_TYPES,
  PLACEMENTS,
  THICKNESSES,
} from "../../../contract/layers/texts";
import { OptionSelect } from "../../components/option-select";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "../../components/ui/dialog";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { Select, SelectContent, SelectGroup, SelectItem, SelectLabel, SelectTrigger, SelectValue } from "../../components/ui/select";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs";
import { Textarea } from "../../components/ui/textarea";
import { toast } from "../../components/ui/toast";
import { ApiError } from "../../lib/api-error";
import { ComboPicker } from "../combos/combo-picker";
import { createGlaze, invalidateGlazeLists, useGlazes } from "../glazes/glazes-api";
import { useMyShelves } from "../glazes/studio-shelf";
import { GLAZE_TEXTS } from "../../../contract/glazes/texts";
import type { LayerDraft } from "./layer-draft";

const ADD_NEW = "__add_new__";

const EMPTY_DRAFT: LayerDraft = {
  type: "Glaze",
  glazeId: null,
  materialName: null,
  placement: "Outside",
  applicationMethod: null,
  coats: null,
  thickness: null,
  notes: null,
};

/** product.md#r76: a type change clears what no longer applies and resets the method. */
function changeType(draft: LayerDraft, type: LayerType): LayerDraft {
  const next: LayerDraft = { ...draft, type, applicationMethod: null, glazeId: null };
  if (type === "Unglazed") return { ...next, materialName: null, coats: null, thickness: null };
  if (type === "Slip" || type === "Oxide") next.coats = null;
  if (type === "Glaze" || type === "Underglaze") next.thickness = null;
  return next;
}

interface LayerDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The layer being edited, or null to add one. */
  editing: LayerDraft | null;
  onSubmit(draft: LayerDraft): Promise<void>;
  onApplyCombo(combo: { id: number; name: string }): Promise<void>;
}

export function LayerDialog({ open, onOpenChange, editing, onSubmit, onApplyCombo }: LayerDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto">
        <DialogHeader>
          {/* product.md#r75: add and edit dialogs are both titled 'Enter surface treatment details'. */}
          <DialogTitle>Enter surface treatment details</DialogTitle>
          <DialogDescription>{editing ? "Change this layer of the piece." : "Add a layer to the piece, or apply one of your saved combos."}</DialogDescription>
        </DialogHeader>
        {/* Remounting on open resets the dialog's state on every close (product.md#r76). */}
        {open ? (
          editing ? (
            <TreatmentForm initial={editing} submitLabel="Save Changes" onSubmit={onSubmit} onDone={() => onOpenChange(false)} />
          ) : (
            <Tabs defaultValue="single">
              <TabsList className="grid w-full grid-cols-2">
                <TabsTrigger value="single">Single Treatment</TabsTrigger>
                <TabsTrigger value="combos">My Combos</TabsTrigger>
              </TabsList>
              <TabsContent value="single">
                <TreatmentForm initial={EMPTY_DRAFT} submitLabel="Add Treatment" onSubmit={onSubmit} onDone={() => onOpenChange(false)} />
              </TabsContent>
              <TabsContent value="combos">
                <ComboPicker onApply={onApplyCombo} onDone={() => onOpenChange(false)} />
              </TabsContent>
            </Tabs>
          )
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function TreatmentForm({
  initial,
  submitLabel,
  onSubmit,
  onDone,
}: {
  initial: LayerDraft;
  submitLabel: string;
  onSubmit(draft: LayerDraft): Promise<void>;
  onDone(): void;
}) {
  const client = useQueryClient();
  const [draft, setDraft] = useState<LayerDraft>(initial);
  const [typingNew, setTypingNew] = useState(initial.glazeId === null && Boolean(initial.materialName));
  const [pending, setPending] = useState(false);
  const library = useGlazes();
  const materials = (library.data ?? []).filter((g) => g.type === draft.type).sort((a, b) => a.name.localeCompare(b.name));
  // The potter's studios' shelves, each its own group (docs/decisions/0237-studio-glaze-shelf.md).
  const shelves = useMyShelves()
    .map(({ studio, glazes }) => ({ studio, glazes: glazes.filter((g) => g.type === draft.type && !g.isCombo).sort((a, b) => a.name.localeCompare(b.name)) }))
    .filter((s) => s.glazes.length > 0);
  const choices = [...materials, ...shelves.flatMap((s) => s.glazes)];
  const unglazed = draft.type === "Unglazed";
  const newName = draft.materialName?.trim() ?? "";
  // product.md#r77: Unglazed, a chosen material, or a typed new name.
  const canSubmit = !pending && (unglazed || draft.glazeId !== null || (typingNew && newName !== ""));
  const set = (patch: Partial<LayerDraft>) => setDraft((d) => ({ ...d, ...patch }));

  async function submit() {
    setPending(true);
    try {
      let glazeId = draft.glazeId;
      if (!unglazed && typingNew && glazeId === null) {
        try {
          const created = await createGlaze({ name: newName, type: draft.type });
          glazeId = created.id;
          await invalidateGlazeLists(client);
          // The material outlives this dialog and an abandoned New Piece, so the potter is told where it went.
          toast({ title: LAYER_TEXTS.newMaterialAddedTitle, description: LAYER_TEXTS.newMaterialAdded(created.name) });
        } catch (error) {
          toast({ title: "Error", description: error instanceof ApiError ? error.message : `Failed to create ${draft.type.toLowerCase()}`, variant: "destructive" });
          return;
        }
      }
      await onSubmit({ ...draft, glazeId, materialName: unglazed ? null : (draft.materialName?.trim() || null) });
      onDone();
    } catch (error) {
      toast({ title: "Error", description: error instanceof Error ? error.message : "Unknown error", variant: "destructive" });
    } finally {
      setPending(false);
    }
  }

  return (
    <form
      className="mt-2 grid gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        if (canSubmit) void submit();
      }}
    >
      <ChoiceField
        id="layer-type"
        label="Type"
        value={draft.type}
        options={LAYER_TYPES}
        placeholder="Choose a type"
        clearable={false}
        onChange={(v) => v && setDraft((d) => changeType(d, v as LayerType))}
      />

      {!unglazed ? (
        <div className="grid gap-2">
          <Label htmlFor="layer-material">Material</Label>
          {typingNew ? (
            <>
              <div className="flex gap-2">
                <Input
                  id="layer-material"
                  placeholder={`New ${draft.type.toLowerCase()} name`}
                  value={draft.materialName ?? ""}
                  maxLength={200}
                  aria-describedby="layer-material-hint"
                  onChange={(e) => set({ materialName: e.target.value, glazeId: null })}
                />
                <Button variant="outline" onClick={() => { setTypingNew(false); set({ materialName: null }); }}>
                  Library
                </Button>
              </div>
              <p id="layer-material-hint" className="text-sm text-muted-foreground">
                {LAYER_TEXTS.newMaterialHint(draft.type)}
              </p>
            </>
          ) : (
            <Select
              value={draft.glazeId !== null ? String(draft.glazeId) : undefined}
              onValueChange={(v) => {
                if (v === ADD_NEW) {
                  setTypingNew(true);
                  set({ glazeId: null, materialName: "" });
                  return;
                }
                const item = choices.find((m) => String(m.id) === v);
                set({ glazeId: item?.id ?? null, materialName: item?.name ?? null });
              }}
            >
              <SelectTrigger id="layer-material">
                <SelectValue placeholder={chooseMaterial(draft.type)} />
              </SelectTrigger>
              <SelectContent>
                {materials.map((m) => (
                  <SelectItem key={m.id} value={String(m.id)}>
                    {m.name}
                  </SelectItem>
                ))}
                {shelves.map(({ studio, glazes }) => (
                  <SelectGroup key={studio.id}>
                    <SelectLabel>{GLAZE_TEXTS.shelfGroup(studio.name)}</SelectLabel>
                    {glazes.map((m) => (
                      <SelectItem key={m.id} value={String(m.id)}>
                        {m.name}
                      </SelectItem>
                    ))}
                  </SelectGroup>
                ))}
                <SelectItem value={ADD_NEW}>Add New</SelectItem>
              </SelectContent>
            </Select>
          )}
        </div>
      ) : null}

      <ChoiceField
        id="layer-placement"
        label="Placement"
        value={draft.placement}
        options={PLACEMENTS}
        placeholder="Choose a placement"
        clearable={false}
        onChange={(v) => v && set({ placement: v })}
      />

      {!unglazed ? (
        <ChoiceField
          id="layer-method"
          label="Application Method"
          value={draft.applicationMethod}
          options={APPLICATION_METHODS[draft.type]}
          placeholder="Choose a method"
          onChange={(applicationMethod) => set({ applicationMethod })}
        />
      ) : null}

      {draft.type === "Glaze" || draft.type === "Underglaze" ? (
        <ChoiceField
          id="layer-coats"
          label="Coats"
          value={draft.coats !== null ? String(Math.min(draft.coats, 3)) : null}
          options={COAT_OPTIONS.map((c) => ({ value: String(c.value), label: c.label }))}
          placeholder="Number of coats"
          onChange={(v) => set({ coats: v === null ? null : Number(v) })}
        />
      ) : null}

      {draft.type === "Slip" || draft.type === "Oxide" ? (
        <ChoiceField
          id="layer-thickness"
          label="Thickness"
          value={draft.thickness}
          options={THICKNESSES}
          placeholder="Choose a thickness"
          onChange={(thickness) => set({ thickness })}
        />
      ) : null}

      <div className="grid gap-2">
        <Label htmlFor="layer-notes">Notes</Label>
        <Textarea id="layer-notes" value={draft.notes ?? ""} maxLength={10000} onChange={(e) => set({ notes: e.target.value || null })} />
      </div>

      {/* Stays at the bottom of the dialog while its fields scroll, so the main button is on screen at 390×844
          without scrolling. */}
      <DialogFooter className="sticky -bottom-6 z-10 -mx-6 -mb-6 border-t bg-popover px-6 py-3">
        <Button type="submit" className="min-h-11" disabled={!canSubmit}>
          {pending ? "Saving..." : submitLabel}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** A labelled choice from a fixed list: the shape of every select in the treatment form but the material. */
function ChoiceField({ label, ...select }: { label: string } & ComponentProps<typeof OptionSelect>) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={select.id}>{label}</Label>
      <OptionSelect {...select} />
    </div>
  );
}

/** The 'My Combos' tab of the layer dialog (product.md#r76, product.md#r77): one of the saved Surface Combos to apply to a piece. */
import { useState } from "react";
import { Button } from "../../components/ui/button";
import { DialogFooter } from "../../components/ui/dialog";
import { Label } from "../../components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../../components/ui/select";
import { toast } from "../../components/ui/toast";
import { useComboChoices } from "./combos-api";
import { cleanSavedCombos } from "./saved-combos";

export function ComboPicker({ onApply, onDone }: { onApply(combo: { id: number; name: string }): Promise<void>; onDone(): void }) {
  const combos = useComboChoices();
  const [chosen, setChosen] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const list = cleanSavedCombos(combos.data ?? []).combos;
  const combo = list.find((c) => String(c.id) === chosen);

  async function apply() {
    if (!combo) return;
    setPending(true);
    try {
      await onApply({ id: combo.id, name: combo.name });
      onDone();
    } catch (error) {
      toast({ title: "Couldn't apply combo", description: error instanceof Error ? error.message : "Failed to apply combo", variant: "destructive" });
    } finally {
      setPending(false);
    }
  }

  if (combos.isLoading) return <p className="py-4 text-sm text-muted-foreground">Loading your combos...</p>;
  if (list.length === 0) {
    return <p className="py-4 text-sm text-muted-foreground">No Surface Combos yet. Save a combo from any piece with two or more layers.</p>;
  }
  return (
    <div className="mt-2 grid gap-4">
      <div className="grid gap-2">
        <Label htmlFor="combo-choice">Surface Combo</Label>
        <Select value={chosen} onValueChange={setChosen}>
          <SelectTrigger id="combo-choice">
            <SelectValue placeholder="Choose a saved combo" />
          </SelectTrigger>
          <SelectContent>
            {list.map((c) => (
              <SelectItem key={c.id} value={String(c.id)}>
                {c.name} ({c.layerCount} layers)
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <DialogFooter>
        <Button disabled={!combo || pending} onClick={() => void apply()}>
          {pending ? "Applying..." : "Apply Combo"}
        </Button>
      </DialogFooter>
    </div>
  );
}

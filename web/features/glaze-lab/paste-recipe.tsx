/**
 * Paste a recipe (product.md#r265): "Custer 40, Silica 30, Whiting 20, EPK 10, RIO 2" read into lines by the
 * server's reader, which knows the potter's own materials and aliases; with no connection the same shared reader
 * runs on the device over the materials it holds, so the box works in the glaze room too.
 */
import { useId, useState } from "react";
import { parseRecipeText } from "../../../contract/glaze-lab/chemistry";
import type { Parse } from "../../../contract/glaze-lab/lab-schemas";
import type { Material } from "../../../contract/glaze-lab/schemas";
import { Button } from "../../components/ui/button";
import { Label } from "../../components/ui/label";
import { Textarea } from "../../components/ui/textarea";
import { ApiError, isNetworkError } from "../../lib/api-error";
import { useParseRecipe } from "./glaze-lab-api";
import { LAB_SCREEN_TEXTS as T } from "../../../contract/glaze-lab/screen-texts";
import { materialKey } from "./recipe-chemistry";
import type { RecipeFormLine } from "./recipe-form-values";

function parseOnDevice(text: string, materials: readonly Material[]): Parse {
  const byKey = new Map(materials.map((m) => [materialKey(m.id), m]));
  const parsed = parseRecipeText(
    text,
    materials.map((m) => ({ key: materialKey(m.id), name: m.name, aliases: m.aliases })),
  );
  return {
    lines: parsed.lines.map((l) => ({ materialId: byKey.get(l.material)?.id ?? l.material, materialName: l.name, amount: l.amount, addition: l.addition, text: l.text })),
    unrecognised: parsed.unrecognised,
  };
}

export function PasteRecipe({ materials, onRead }: { materials: readonly Material[]; onRead: (lines: RecipeFormLine[]) => void }) {
  const id = useId();
  const [text, setText] = useState("");
  const [problems, setProblems] = useState<string[]>([]);
  const parse = useParseRecipe();
  const read = async () => {
    let answer: Parse;
    try {
      answer = await parse.mutateAsync({ text });
    } catch (error) {
      if (!isNetworkError(error)) {
        setProblems([error instanceof ApiError ? error.message : String(error)]);
        return;
      }
      answer = parseOnDevice(text, materials);
    }
    setProblems(answer.unrecognised.map((u) => u.message));
    if (answer.lines.length > 0) onRead(answer.lines.map((l) => ({ materialId: l.materialId, amount: l.amount, addition: l.addition })));
  };
  return (
    <div className="flex flex-col gap-2 rounded-lg border p-3">
      <Label htmlFor={id}>{T.paste}</Label>
      <Textarea id={id} value={text} onChange={(e) => setText(e.target.value)} aria-describedby={`${id}-hint`} rows={3} />
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {T.pasteHint}
      </p>
      {problems.length > 0 ? (
        <ul role="alert" className="list-disc pl-5 text-sm text-destructive">
          {problems.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      ) : null}
      <Button type="button" variant="outline" className="min-h-11 self-start" disabled={!text.trim() || parse.isPending} onClick={() => void read()}>
        {T.readPaste}
      </Button>
    </div>
  );
}

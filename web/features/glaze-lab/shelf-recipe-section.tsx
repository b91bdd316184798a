/**
 * A studio shelf surface's recipe and mix log (product.md#r289, docs/decisions/0325-studio-shelf-recipes-and-mix-logs.md):
 * the recipe's lines and the log for every member; owners and staff paste the recipe (read against their library by
 * the server, as 'Paste a recipe' is) and log the mixes.
 */
import { useId, useState } from "react";
import { SHELF_RECIPE_TEXTS as T } from "../../../contract/glaze-lab/shelf-texts";
import { Button } from "../../components/ui/button";
import { Label } from "../../components/ui/label";
import { Textarea } from "../../components/ui/textarea";
import { ApiError } from "../../lib/api-error";
import { useParseRecipe } from "./glaze-lab-api";
import { MixLog } from "./mix-log-section";
import { useCreateShelfMix, useSetShelfRecipe, useShelfMixes, useShelfRecipe } from "./shelf-recipe-api";

export function ShelfRecipeSection({ studioId, glazeId, canEdit }: { studioId: number; glazeId: number; canEdit: boolean }) {
  const ids = useId();
  const answer = useShelfRecipe(studioId, glazeId);
  const mixes = useShelfMixes(studioId, glazeId);
  const parse = useParseRecipe();
  const setRecipe = useSetShelfRecipe(studioId, glazeId);
  const createMix = useCreateShelfMix(studioId, glazeId);
  const [text, setText] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const recipe = answer.data?.recipe ?? null;

  const save = async () => {
    setProblem(null);
    setSaved(false);
    try {
      const read = await parse.mutateAsync({ text });
      if (read.unrecognised.length > 0) {
        setProblem(T.unrecognised(read.unrecognised.map((u) => u.message)));
        return;
      }
      await setRecipe.mutateAsync({ lines: read.lines.map((l) => ({ materialId: l.materialId, amount: l.amount, addition: l.addition })) });
      setText("");
      setSaved(true);
    } catch (error) {
      setProblem(error instanceof ApiError ? error.message : String(error));
    }
  };

  return (
    <>
      <section aria-labelledby={`${ids}-h`} className="flex flex-col gap-3 rounded-xl border p-4">
        <h2 id={`${ids}-h`} className="text-lg font-semibold">
          {recipe ? `${T.heading} ${T.version(recipe.version)}` : T.heading}
        </h2>
        {recipe ? (
          <ul className="flex flex-col gap-1 text-sm" aria-label={T.heading}>
            {recipe.lines.map((l, i) => (
              <li key={i} className="flex justify-between gap-2 border-t border-border/60 py-1">
                <span>{l.addition ? `+ ${l.materialName}` : l.materialName}</span>
                <span className="tabular-nums">{l.amount}</span>
              </li>
            ))}
          </ul>
        ) : answer.isPending ? null : (
          <p className="text-sm text-muted-foreground">{T.none}</p>
        )}
        {canEdit ? (
          <form
            className="flex flex-col gap-2"
            onSubmit={(e) => {
              e.preventDefault();
              void save();
            }}
          >
            <Label htmlFor={`${ids}-lines`}>{T.linesLabel}</Label>
            <Textarea id={`${ids}-lines`} aria-describedby={`${ids}-hint`} rows={4} value={text} onChange={(e) => setText(e.target.value)} />
            <p id={`${ids}-hint`} className="text-sm text-muted-foreground">
              {T.linesHint}
            </p>
            {problem ? (
              <p role="alert" className="text-sm font-medium text-destructive">
                {problem}
              </p>
            ) : null}
            <p role="status" className="min-h-5 text-sm">
              {saved ? T.recipeSaved : ""}
            </p>
            <Button type="submit" variant="outline" className="min-h-11 self-start" disabled={!text.trim() || parse.isPending || setRecipe.isPending}>
              {T.saveRecipe}
            </Button>
          </form>
        ) : (
          <p className="text-sm text-muted-foreground">{T.keptByStudio}</p>
        )}
      </section>
      <MixLog mixes={mixes.data} create={canEdit && recipe ? createMix : undefined} note={canEdit ? undefined : T.keptByStudio} />
    </>
  );
}

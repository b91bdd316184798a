/**
 * A recipe's fit on a clay body (product.md#r287, docs/decisions/0323-glaze-fit-thresholds.md): the potter picks one of
 * their clay body recipes or types the body's expansion, and the shared rule says whether the glaze risks crazing or
 * shivering on it. Worked out on the device; nothing is stored.
 */
import { useId, useState } from "react";
import { glazeFit, readBodyExpansion } from "../../../contract/glaze-lab/chemistry/glaze-fit";
import { GLAZE_FIT_TEXTS as T } from "../../../contract/glaze-lab/fit-texts";
import type { Recipe } from "../../../contract/glaze-lab/schemas";
import { NativeSelect } from "../../components/native-select";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { cn } from "../../lib/utils";
import { useRecipe, useRecipes } from "./glaze-lab-api";

const TYPED = "typed";

function FitAnswer({ glaze, body }: { glaze: number; body: number }) {
  const fit = glazeFit(glaze, body);
  if (!fit) return null;
  const [title, why] = fit.risk === "crazing" ? [T.crazing, T.crazingWhy] : fit.risk === "shivering" ? [T.shivering, T.shiveringWhy] : [T.fits, T.fitsWhy];
  return (
    <div
      role="status"
      className={cn("grid gap-1 rounded-lg border p-3 text-sm", fit.risk !== "fits" && "border-destructive/60 bg-destructive/5")}
    >
      <p className="font-semibold">{title}</p>
      <p className="tabular-nums">
        {T.comparison(glaze, body)} · {T.difference(fit.difference)}
      </p>
      <p className="text-muted-foreground">{why}</p>
    </div>
  );
}

export function GlazeFitSection({ recipe }: { recipe: Recipe }) {
  const ids = useId();
  const [source, setSource] = useState("");
  const [typed, setTyped] = useState("");
  const bodies = useRecipes("", "clay-body");
  const bodyId = source !== "" && source !== TYPED ? Number(source) : null;
  const bodyRecipe = useRecipe(bodyId);
  const glaze = recipe.analysis.expansion;
  const read = readBodyExpansion(typed);
  const body = source === TYPED ? (read.ok ? read.value : null) : (bodyRecipe.data?.analysis.expansion ?? null);
  const typedError = source === TYPED && !read.ok && read.reason !== "empty" ? (read.reason === "range" ? T.bodyRange : T.bodyInvalid) : null;
  return (
    <section aria-labelledby={`${ids}-h`} className="flex flex-col gap-3 rounded-xl border p-4">
      <h2 id={`${ids}-h`} className="text-lg font-semibold">
        {T.heading}
      </h2>
      <p className="text-sm text-muted-foreground">{T.intro}</p>
      <NativeSelect label={T.source} value={source} onChange={(e) => setSource(e.target.value)}>
        <option value="">{T.chooseBody}</option>
        {(bodies.data?.data ?? [])
          .filter((b) => b.id !== recipe.id)
          .map((b) => (
            <option key={b.id} value={String(b.id)}>
              {T.bodyRecipe(b.name)}
            </option>
          ))}
        <option value={TYPED}>{T.enterNumber}</option>
      </NativeSelect>
      {source === TYPED ? (
        <div className="grid gap-1">
          <Label htmlFor={`${ids}-typed`}>{T.bodyExpansion}</Label>
          <Input
            id={`${ids}-typed`}
            inputMode="decimal"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            aria-invalid={typedError ? true : undefined}
            aria-describedby={`${ids}-hint`}
          />
          <p id={`${ids}-hint`} className={cn("text-sm", typedError ? "text-destructive" : "text-muted-foreground")}>
            {typedError ?? T.bodyExpansionHint}
          </p>
        </div>
      ) : null}
      {bodyId !== null && bodyRecipe.data ? (
        <p className="text-sm text-muted-foreground">{bodyRecipe.data.analysis.expansion === null ? T.noBodyExpansion : T.bodyCalculated}</p>
      ) : null}
      {source !== "" && glaze === null ? <p className="text-sm">{T.noGlazeExpansion}</p> : null}
      {glaze !== null && body !== null ? <FitAnswer glaze={glaze} body={body} /> : null}
    </section>
  );
}

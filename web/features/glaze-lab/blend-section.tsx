/**
 * The 'Blend' action of a recipe's page (product.md#r267): a line blend with one other recipe in N steps, a triaxial
 * with two others, or Currie's four-corner grid with three; each point becomes a recipe and, when asked, a test tile
 * on the clay body given, shown here with links to each.
 */
import { useId, useState } from "react";
import { Link } from "react-router";
import type { Blend } from "../../../contract/glaze-lab/lab-schemas";
import { BLEND_KINDS, BLEND_RECIPES, BLEND_STEPS_DEFAULT, BLEND_STEPS_MAX, type BlendKind } from "../../../contract/glaze-lab/rules";
import type { Recipe } from "../../../contract/glaze-lab/schemas";
import { Button } from "../../components/ui/button";
import { Checkbox } from "../../components/ui/checkbox";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { NativeSelect } from "../../components/native-select";
import { ApiError } from "../../lib/api-error";
import { useBlend, useRecipes } from "./glaze-lab-api";
import { BLEND_KIND_LABELS, LAB_SCREEN_TEXTS as T } from "../../../contract/glaze-lab/screen-texts";

const CORNERS = ["B", "C", "D"] as const;

function BlendResult({ blend }: { blend: Blend }) {
  const nameOf = new Map(blend.recipes.map((r) => [r.id, r.name]));
  return (
    <div className="flex flex-col gap-3">
      <h3 className="font-semibold">{T.blendRecipes}</h3>
      <ul className="flex flex-col gap-1" aria-label={T.blendRecipes}>
        {blend.recipes.map((r) => (
          <li key={r.id}>
            <Link to={`/glaze-lab/recipes/${r.id}`} className="flex min-h-11 items-center rounded-md px-2 underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
              {r.label} · {r.name}
            </Link>
          </li>
        ))}
      </ul>
      {blend.tiles.length > 0 ? (
        <>
          <h3 className="font-semibold">{T.blendTilesMade}</h3>
          <ul className="flex flex-col gap-1" aria-label={T.blendTilesMade}>
            {blend.tiles.map((tile) => (
              <li key={tile.id}>
                <Link to={`/test-tiles/${tile.id}`} className="flex min-h-11 items-center rounded-md px-2 underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
                  {[tile.code, nameOf.get(tile.recipeId)].filter(Boolean).join(" · ")}
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}

export function BlendSection({ recipe }: { recipe: Recipe }) {
  const ids = useId();
  const [kind, setKind] = useState<BlendKind>("line");
  const [others, setOthers] = useState<string[]>(["", "", ""]);
  const [steps, setSteps] = useState(String(BLEND_STEPS_DEFAULT.line));
  const [makeTiles, setMakeTiles] = useState(true);
  const [clayBody, setClayBody] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const recipes = useRecipes("", null);
  const blend = useBlend();
  const choices = (recipes.data?.data ?? []).filter((r) => r.id !== recipe.id);
  const corners = CORNERS.slice(0, BLEND_RECIPES[kind] - 1);
  const takesSteps = BLEND_STEPS_MAX[kind] > 0;

  const make = async () => {
    setProblem(null);
    try {
      await blend.mutateAsync({
        kind,
        recipeIds: [recipe.id, ...corners.map((_, i) => Number(others[i]))],
        ...(takesSteps ? { steps: Number(steps) } : {}),
        makeTiles,
        ...(makeTiles ? { clayBody } : {}),
        ...(recipe.cone ? { cone: recipe.cone } : {}),
      });
    } catch (error) {
      setProblem(error instanceof ApiError ? error.message : String(error));
    }
  };

  return (
    <section aria-labelledby={`${ids}-h`} className="flex flex-col gap-3 rounded-xl border p-4">
      <h2 id={`${ids}-h`} className="text-lg font-semibold">
        {T.blend}
      </h2>
      <form
        className="flex flex-col gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          void make();
        }}
      >
        <div className="grid gap-1">
          <Label htmlFor={`${ids}-kind`}>{T.blendKind}</Label>
          <NativeSelect id={`${ids}-kind`} value={kind} onChange={(e) => setKind(e.target.value as BlendKind)}>
            {BLEND_KINDS.map((k) => (
              <option key={k} value={k}>
                {BLEND_KIND_LABELS[k]}
              </option>
            ))}
          </NativeSelect>
        </div>
        {corners.map((corner, i) => (
          <div key={corner} className="grid gap-1">
            <Label htmlFor={`${ids}-${corner}`}>{T.blendWith(corner)}</Label>
            <NativeSelect id={`${ids}-${corner}`} value={others[i]} onChange={(e) => setOthers((o) => o.map((v, j) => (j === i ? e.target.value : v)))}>
              <option value="">{T.chooseRecipe}</option>
              {choices.map((r) => (
                <option key={r.id} value={String(r.id)}>
                  {r.name}
                </option>
              ))}
            </NativeSelect>
          </div>
        ))}
        {takesSteps ? (
          <div className="grid gap-1">
            <Label htmlFor={`${ids}-steps`}>{T.blendSteps}</Label>
            <Input id={`${ids}-steps`} type="number" inputMode="numeric" min={2} max={BLEND_STEPS_MAX[kind]} className="h-11 w-24" value={steps} onChange={(e) => setSteps(e.target.value)} />
          </div>
        ) : null}
        <div className="flex min-h-11 items-center gap-2">
          <Checkbox id={`${ids}-tiles`} checked={makeTiles} onCheckedChange={(v) => setMakeTiles(v === true)} />
          <Label htmlFor={`${ids}-tiles`}>{T.blendTiles}</Label>
        </div>
        {makeTiles ? (
          <div className="grid gap-1">
            <Label htmlFor={`${ids}-clay`}>{T.blendClay}</Label>
            <Input id={`${ids}-clay`} className="h-11" value={clayBody} onChange={(e) => setClayBody(e.target.value)} />
          </div>
        ) : null}
        {problem ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {problem}
          </p>
        ) : null}
        <Button type="submit" className="min-h-11 self-start" disabled={blend.isPending}>
          {T.makeBlend}
        </Button>
      </form>
      {blend.data ? (
        <p role="status" className="text-sm">
          {T.blendMade(blend.data.recipes.length)}
        </p>
      ) : null}
      {blend.data ? <BlendResult blend={blend.data} /> : null}
    </section>
  );
}

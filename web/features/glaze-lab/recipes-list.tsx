/** The potter's recipes, searched on the server by name and notes and filtered by kind (product.md#r265). */
import { FlaskConical } from "lucide-react";
import { useDeferredValue, useState } from "react";
import { Link } from "react-router";
import { RECIPE_KINDS, type RecipeKind } from "../../../contract/glaze-lab/rules";
import type { RecipeListItem } from "../../../contract/glaze-lab/schemas";
import { ListSearchBox } from "../../components/list-search-box";
import { LoadFailed } from "../../components/load-failed";
import { Label } from "../../components/ui/label";
import { NativeSelect } from "../../components/native-select";
import { Skeleton } from "../../components/ui/skeleton";
import { useRecipes } from "./glaze-lab-api";
import { LAB_SCREEN_TEXTS as T, RECIPE_KIND_LABELS } from "../../../contract/glaze-lab/screen-texts";

function cones(r: Pick<RecipeListItem, "cone" | "coneHigh">): string | null {
  if (!r.cone) return null;
  return r.coneHigh ? `Cone ${r.cone}–${r.coneHigh}` : `Cone ${r.cone}`;
}

function RecipeRow({ recipe }: { recipe: RecipeListItem }) {
  const details = [RECIPE_KIND_LABELS[recipe.kind], cones(recipe), recipe.atmosphere, recipe.surface].filter(Boolean).join(" · ");
  return (
    <li>
      <Link
        to={`/glaze-lab/recipes/${recipe.id}`}
        className="flex min-h-14 flex-col justify-center rounded-lg border bg-card px-4 py-2 outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring"
      >
        <span className="font-medium">{recipe.name}</span>
        <span className="text-sm text-muted-foreground">{details}</span>
      </Link>
    </li>
  );
}

export function RecipesList() {
  const [query, setQuery] = useState("");
  const [kind, setKind] = useState<RecipeKind | null>(null);
  const q = useDeferredValue(query.trim());
  const recipes = useRecipes(q, kind);
  const list = recipes.data?.data ?? [];
  const filtered = Boolean(q) || kind !== null;

  return (
    <div className="flex flex-col gap-3">
      <ListSearchBox id="recipes-q" label={T.searchRecipes} placeholder={T.searchRecipesPlaceholder} value={query} onChange={setQuery} />
      <div className="grid gap-1">
        <Label htmlFor="recipes-kind">{T.kindFilter}</Label>
        <NativeSelect id="recipes-kind" value={kind ?? ""} onChange={(e) => setKind((e.target.value || null) as RecipeKind | null)}>
          <option value="">{T.allKinds}</option>
          {RECIPE_KINDS.map((k) => (
            <option key={k} value={k}>
              {RECIPE_KIND_LABELS[k]}
            </option>
          ))}
        </NativeSelect>
      </div>
      {recipes.isError ? (
        <LoadFailed message={T.loadFailed} onRetry={() => void recipes.refetch()} retrying={recipes.isFetching} />
      ) : recipes.isPending ? (
        <div className="flex flex-col gap-2" aria-label={T.recipesTab} aria-busy="true">
          <Skeleton className="h-14" />
          <Skeleton className="h-14" />
        </div>
      ) : list.length === 0 ? (
        filtered ? (
          <p role="status" className="py-8 text-center text-muted-foreground">
            {T.noRecipeMatches}
          </p>
        ) : (
          <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed p-8 text-center">
            <FlaskConical className="size-10 text-muted-foreground" aria-hidden="true" />
            <h2 className="text-lg font-semibold">{T.noRecipes}</h2>
            <p className="text-muted-foreground">{T.noRecipesHint}</p>
          </div>
        )
      ) : (
        <ul className="flex flex-col gap-2" aria-label={T.recipesTab}>
          {list.map((r) => (
            <RecipeRow key={r.id} recipe={r} />
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * A surface's recipe in the Surfaces Library (product.md#r267): one of the potter's recipes, or none for a
 * commercial glaze; with a recipe chosen, a link opens its page.
 */
import { Link } from "react-router";
import { Label } from "../../components/ui/label";
import { NativeSelect } from "../../components/native-select";
import { useRecipes } from "./glaze-lab-api";
import { LAB_SCREEN_TEXTS as T } from "../../../contract/glaze-lab/screen-texts";

export function RecipeField({ id, value, onChange }: { id: string; value: number | null; onChange: (recipeId: number | null) => void }) {
  const recipes = useRecipes("", null);
  const list = recipes.data?.data ?? [];
  const missing = value !== null && !list.some((r) => r.id === value);
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{T.surfaceRecipe}</Label>
      <NativeSelect id={id} value={value === null ? "" : String(value)} onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)}>
        <option value="">{T.noRecipe}</option>
        {missing ? <option value={String(value)}>{T.recipeNumber(value)}</option> : null}
        {list.map((r) => (
          <option key={r.id} value={String(r.id)}>
            {r.name}
          </option>
        ))}
      </NativeSelect>
      {value !== null ? (
        <Link to={`/glaze-lab/recipes/${value}`} className="inline-flex min-h-11 items-center self-start text-sm underline underline-offset-4">
          {T.openRecipe}
        </Link>
      ) : null}
    </div>
  );
}

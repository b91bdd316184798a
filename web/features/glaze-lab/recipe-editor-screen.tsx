/**
 * /glaze-lab/recipes/new and /glaze-lab/recipes/:id/edit (product.md#r265): the recipe editor. Saving goes through the
 * outbox, so a recipe typed with no connection is kept on the device and sent once (product.md#r267); an edit sends
 * only the fields that changed.
 */
import { useNavigate, useParams } from "react-router";
import type { CreateRecipeInput, UpdateRecipeBody } from "../../../contract/glaze-lab/schemas";
import { BackLink } from "../../components/back-link";
import { LoadFailed } from "../../components/load-failed";
import { PageContainer } from "../../components/page-container";
import { PageHeader } from "../../components/page-header";
import { ProblemState } from "../../components/problem-state";
import { Skeleton } from "../../components/ui/skeleton";
import { toast } from "../../components/ui/toast-store";
import { useCreateRecipe, useMaterials, useRecipe, useUpdateRecipe } from "./glaze-lab-api";
import { LAB_SCREEN_TEXTS as T } from "../../../contract/glaze-lab/screen-texts";
import { RecipeForm } from "./recipe-form";
import { NEW_RECIPE, valuesOf, type RecipeFormValues } from "./recipe-form-values";

function pick(values: CreateRecipeInput, changed: (keyof RecipeFormValues)[]): UpdateRecipeBody {
  const body: Record<string, unknown> = {};
  for (const key of changed) body[key] = values[key];
  return body as UpdateRecipeBody;
}

export default function RecipeEditorScreen() {
  const params = useParams();
  const id = params.id === undefined ? null : Number(params.id);
  const navigate = useNavigate();
  const materials = useMaterials();
  const recipe = useRecipe(id);
  const create = useCreateRecipe();
  const update = useUpdateRecipe(id ?? 0);

  if (id !== null && !Number.isInteger(id)) return <ProblemState title={T.notFound} backTo="/glaze-lab" backLabel={T.backToLab} />;
  if (id !== null && !recipe.data && (recipe.isError || id < 0)) return <ProblemState title={T.notFound} backTo="/glaze-lab" backLabel={T.backToLab} />;

  const saved = (recipeId: number) => {
    toast({ title: navigator.onLine ? T.saved : T.savedOffline });
    void navigate(`/glaze-lab/recipes/${recipeId}`, { replace: id !== null });
  };
  const onSubmit = async (values: CreateRecipeInput, changed: (keyof RecipeFormValues)[]) => {
    if (id === null) {
      saved((await create.mutateAsync(values)).id);
      return;
    }
    if (changed.length > 0) await update.mutateAsync(pick(values, changed));
    saved(id);
  };

  const ready = materials.data && (id === null || recipe.data);
  return (
    <PageContainer>
      <BackLink to={id === null ? "/glaze-lab" : `/glaze-lab/recipes/${id}`}>{id === null ? T.backToLab : (recipe.data?.name ?? T.backToLab)}</BackLink>
      <PageHeader title={id === null ? T.newRecipeHeading : T.editRecipeHeading} />
      {materials.isError ? (
        <LoadFailed message={T.loadFailed} onRetry={() => void materials.refetch()} retrying={materials.isFetching} />
      ) : !ready ? (
        <div className="flex flex-col gap-3" aria-busy="true">
          <Skeleton className="h-11" />
          <Skeleton className="h-11" />
          <Skeleton className="h-40" />
        </div>
      ) : (
        <RecipeForm key={id ?? "new"} defaultValues={id === null ? NEW_RECIPE : valuesOf(recipe.data!)} materials={materials.data} onSubmit={onSubmit} />
      )}
    </PageContainer>
  );
}

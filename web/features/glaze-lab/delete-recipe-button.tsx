/** 'Delete recipe' at the foot of a recipe's page, behind a confirmation (product.md#r267). */
import { Trash2 } from "lucide-react";
import { useNavigate } from "react-router";
import type { Recipe } from "../../../contract/glaze-lab/schemas";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { Button } from "../../components/ui/button";
import { toast } from "../../components/ui/toast-store";
import { useRemoveRecipe } from "./glaze-lab-api";
import { LAB_SCREEN_TEXTS as T } from "../../../contract/glaze-lab/screen-texts";

export function DeleteRecipeButton({ recipe }: { recipe: Recipe }) {
  const remove = useRemoveRecipe(recipe.id);
  const navigate = useNavigate();
  return (
    <ConfirmDialog
      trigger={
        <Button variant="outline" className="min-h-11 self-start text-destructive">
          <Trash2 aria-hidden="true" />
          {T.deleteRecipe}
        </Button>
      }
      title={T.deleteRecipeTitle(recipe.name)}
      description={T.deleteRecipeText}
      confirmLabel={T.delete}
      pendingLabel={T.deleting}
      onConfirm={async () => {
        try {
          await remove.mutateAsync();
        } catch (error) {
          toast({ title: error instanceof Error ? error.message : String(error), variant: "destructive" });
          throw error;
        }
        toast({ title: T.recipeDeleted(recipe.name) });
        void navigate("/glaze-lab", { replace: true });
      }}
    />
  );
}

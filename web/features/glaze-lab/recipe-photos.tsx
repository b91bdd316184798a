/**
 * A recipe's photos (product.md#r285, docs/decisions/0322-recipe-photos-and-share-link.md): its tiles, a bucket, the
 * page it came from, through the pieces' photo pipeline. Each finished upload is saved at once through the outbox like
 * every recipe change; leaving while one runs waits for it.
 */
import { RECIPE_PHOTO_TEXTS as T } from "../../../contract/glaze-lab/fit-texts";
import { RECIPE_PHOTOS_MAX } from "../../../contract/glaze-lab/rules";
import type { Recipe } from "../../../contract/glaze-lab/schemas";
import { toast } from "../../components/ui/toast-store";
import { PhotoStrip } from "../photos/photo-strip";
import { UploadGateProvider, useFinishUploadsBeforeLeaving, useUploadGate } from "../photos/upload-gate";
import { useUpdateRecipe } from "./glaze-lab-api";

export function RecipePhotos({ recipe }: { recipe: Recipe }) {
  const update = useUpdateRecipe(recipe.id);
  const gate = useUploadGate();
  useFinishUploadsBeforeLeaving(gate);
  return (
    <section aria-labelledby="recipe-photos" className="grid gap-2">
      <h2 id="recipe-photos" className="text-lg font-semibold">
        {T.heading}
      </h2>
      <UploadGateProvider gate={gate}>
        <PhotoStrip
          label={T.label}
          urls={recipe.imageUrls}
          max={RECIPE_PHOTOS_MAX}
          onChange={(imageUrls) =>
            update.mutate({ imageUrls }, { onError: (err) => toast({ title: err instanceof Error ? err.message : T.saveFailed, variant: "destructive" }) })
          }
        />
      </UploadGateProvider>
    </section>
  );
}

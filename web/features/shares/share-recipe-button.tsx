import { Share2 } from "lucide-react";
import { useState } from "react";
import { RECIPE_SHARE_TEXTS as T } from "../../../contract/shares/recipe-texts";
import { Button } from "../../components/ui/button";
import { useCreateRecipeShare, useRecipeShare, useRevokeRecipeShare } from "./recipe-shares-api";
import { ShareLinkDialog } from "./share-link-dialog";

/**
 * 'Share recipe' on a recipe's page (product.md#r286): a public read-only link the potter can copy and revoke, made as
 * a piece's is (docs/decisions/0322-recipe-photos-and-share-link.md).
 */
export function ShareRecipeButton({ recipeId }: { recipeId: number }) {
  const [open, setOpen] = useState(false);
  const state = useRecipeShare(recipeId, open);
  const create = useCreateRecipeShare(recipeId);
  const revoke = useRevokeRecipeShare(recipeId);

  return (
    <>
      <Button variant="outline" className="min-h-11" onClick={() => setOpen(true)}>
        <Share2 aria-hidden="true" />
        {T.action}
      </Button>
      <ShareLinkDialog
        texts={T}
        open={open}
        onOpenChange={setOpen}
        fieldId={`recipe-share-url-${recipeId}`}
        loading={state.isPending}
        share={state.data?.share ?? null}
        create={create}
        revoke={revoke}
      />
    </>
  );
}

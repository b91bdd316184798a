/**
 * /test-tiles/{id} (decision 0110): one tile, changed with the same form as a new one and saved with Save; 'Use on a
 * piece', 'Add another like this' and Delete (confirmed) sit above it.
 */
import { CopyPlus, Paintbrush, Trash2 } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import type { TestTile } from "../../../contract/tiles/schemas";
import { TILE_TEXTS } from "../../../contract/tiles/texts";
import { BackLink } from "../../components/back-link";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { PageContainer } from "../../components/page-container";
import { ProblemState } from "../../components/problem-state";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { toast } from "../../components/ui/toast";
import { ApiError } from "../../lib/api-error";
import { TileForm } from "./tile-form";
import { RatingStars } from "./tile-grid";
import { idParam, valuesOf } from "./tile-values";
import { useDeleteTile, useTile, useUpdateTile } from "./tiles-api";
import { UseOnPieceDialog } from "./use-on-piece-dialog";

const BACK = "/glaze-library/test-tiles";

export default function TileDetailScreen() {
  const id = idParam(useParams().id);
  const tile = useTile(id);
  if (id === null) return <ProblemState title={TILE_TEXTS.invalidTileId} text={TILE_TEXTS.notFoundText} backTo={BACK} backLabel={TILE_TEXTS.backToTiles} />;
  if (tile.isPending) {
    return (
      <PageContainer>
        <p role="status" className="py-10 text-center text-muted-foreground">
          {TILE_TEXTS.loading}
        </p>
      </PageContainer>
    );
  }
  if (tile.isError && !(tile.error instanceof ApiError && tile.error.status === 404)) {
    return (
      <PageContainer>
        <div role="alert" className="flex flex-col items-center gap-4 py-10 text-center">
          <p className="text-destructive">{tile.error.message}</p>
          <Button variant="outline" onClick={() => void tile.refetch()}>
            {TILE_TEXTS.tryAgain}
          </Button>
        </div>
      </PageContainer>
    );
  }
  if (!tile.data) return <ProblemState title={TILE_TEXTS.notFound} text={TILE_TEXTS.notFoundText} backTo={BACK} backLabel={TILE_TEXTS.backToTiles} />;
  return <TileEditor key={tile.data.id} tile={tile.data} />;
}

function TileEditor({ tile }: { tile: TestTile }) {
  const navigate = useNavigate();
  const update = useUpdateTile(tile.id);
  const remove = useDeleteTile(tile.id);
  const [picking, setPicking] = useState(false);
  const summary = [tile.clayBody, tile.cone, tile.atmosphere].filter(Boolean).join(" · ");
  const materialLink =
    tile.glazeId !== null ? `/glaze-library/edit/${tile.glazeId}` : tile.surfaceComboId !== null ? `/surface-combos/${tile.surfaceComboId}` : null;

  const destroy = async () => {
    try {
      await remove.mutateAsync();
      toast({ title: TILE_TEXTS.deleted });
      void navigate(BACK);
    } catch (error) {
      toast({ title: TILE_TEXTS.deleteFailed, description: error instanceof Error ? error.message : undefined, variant: "destructive" });
      throw error;
    }
  };

  return (
    <PageContainer className="flex max-w-3xl flex-col gap-4">
      <BackLink to={BACK} label={TILE_TEXTS.backToTiles}>
        {TILE_TEXTS.back}
      </BackLink>
      <header className="flex flex-col gap-1">
        <p className="text-sm text-muted-foreground">
          {TILE_TEXTS.kindLabels[tile.materialKind]}
          {tile.code ? <Badge variant="secondary" className="ml-2">{TILE_TEXTS.code(tile.code)}</Badge> : null}
        </p>
        <h1 className="text-2xl font-bold tracking-tight">
          {materialLink ? (
            <Link to={materialLink} className="underline-offset-4 hover:underline">
              {tile.materialLabel}
            </Link>
          ) : (
            tile.materialLabel
          )}
        </h1>
        <p className="text-muted-foreground">{summary}</p>
        <RatingStars rating={tile.rating} />
      </header>

      <div role="group" aria-label={TILE_TEXTS.actions} className="flex flex-wrap gap-2">
        <Button onClick={() => setPicking(true)}>
          <Paintbrush aria-hidden="true" />
          {TILE_TEXTS.useOnPiece}
        </Button>
        <Button asChild variant="outline">
          <Link to={`/test-tiles/new?from=${tile.id}`}>
            <CopyPlus aria-hidden="true" />
            {TILE_TEXTS.addAnother}
          </Link>
        </Button>
        <ConfirmDialog
          trigger={
            <Button variant="outline" className="text-destructive">
              <Trash2 aria-hidden="true" />
              {TILE_TEXTS.delete}
            </Button>
          }
          title={TILE_TEXTS.deleteTitle}
          description={TILE_TEXTS.deleteText}
          confirmLabel={TILE_TEXTS.delete}
          pendingLabel={TILE_TEXTS.deleting}
          onConfirm={destroy}
        />
      </div>

      <TileForm
        defaultValues={valuesOf(tile)}
        materialLabel={tile.materialLabel}
        onSubmit={async (values) => {
          const saved = await update.mutateAsync(values);
          toast({ title: TILE_TEXTS.saved });
          return valuesOf(saved);
        }}
      />
      <UseOnPieceDialog tile={tile} open={picking} onOpenChange={setPicking} />
    </PageContainer>
  );
}

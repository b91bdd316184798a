/**
 * /test-tiles/new (decision 0110). The address can start the tile: ?glazeId= or ?surfaceComboId= (from a material's
 * screen), ?from=<tile id> ('Add another like this': everything but the photos and the result), and ?cone=,
 * ?atmosphere=, ?firedOn=, ?kilnName= for a firing's screen once firings exist. 'Save & add another' keeps the form for
 * the next tile of the board, so a board of twelve is twelve photos and a few taps.
 */
import { useNavigate, useSearchParams } from "react-router";
import { TILE_TEXTS } from "../../../contract/tiles/texts";
import { BackLink } from "../../components/back-link";
import { PageContainer } from "../../components/page-container";
import { PageHeader } from "../../components/page-header";
import { ProblemState } from "../../components/problem-state";
import { toast } from "../../components/ui/toast";
import { usePreferences } from "../preferences/preferences-api";
import { TileForm } from "./tile-form";
import { emptyValues, idParam, nextLike, valuesOf, type TileFormValues } from "./tile-values";
import { useCreateTile, useTile } from "./tiles-api";

export default function NewTileScreen() {
  const [params] = useSearchParams();
  const from = idParam(params.get("from"));
  const source = useTile(from);
  const prefs = usePreferences();

  const back = (
    <BackLink to="/glaze-library/test-tiles" label={TILE_TEXTS.backToTiles}>
      {TILE_TEXTS.back}
    </BackLink>
  );
  if ((from !== null && source.isPending) || prefs.isPending) {
    return (
      <PageContainer className="max-w-3xl">
        {back}
        <p role="status" className="py-10 text-center text-muted-foreground">
          {TILE_TEXTS.loading}
        </p>
      </PageContainer>
    );
  }
  if (from !== null && !source.data) {
    return <ProblemState title={TILE_TEXTS.notFound} text={TILE_TEXTS.notFoundText} backTo="/glaze-library/test-tiles" backLabel={TILE_TEXTS.backToTiles} />;
  }
  const start = source.data
    ? nextLike(valuesOf(source.data))
    : emptyValues({
        glazeId: idParam(params.get("glazeId")),
        surfaceComboId: idParam(params.get("glazeId")) === null ? idParam(params.get("surfaceComboId")) : null,
        clayBody: params.get("clayBody") ?? prefs.data?.defaultClayBody ?? "",
        cone: params.get("cone"),
        atmosphere: params.get("atmosphere"),
        firedOn: params.get("firedOn"),
        kilnName: params.get("kilnName"),
      });
  return (
    <PageContainer className="max-w-3xl">
      {back}
      <PageHeader title={TILE_TEXTS.newTitle} />
      <NewTileForm key={from ?? 0} start={start} materialLabel={source.data?.materialLabel} />
    </PageContainer>
  );
}

function NewTileForm({ start, materialLabel }: { start: TileFormValues; materialLabel?: string }) {
  const navigate = useNavigate();
  const create = useCreateTile();
  return (
    <TileForm
      defaultValues={start}
      materialLabel={materialLabel}
      offerAnother
      onSubmit={async (values, mode) => {
        const tile = await create.mutateAsync(values);
        if (mode === "another") {
          toast({ title: TILE_TEXTS.saved, description: TILE_TEXTS.savedAnother });
          return nextLike(valuesOf(tile));
        }
        toast({ title: TILE_TEXTS.saved });
        void navigate(`/test-tiles/${tile.id}`);
      }}
    />
  );
}

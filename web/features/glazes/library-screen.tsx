import { Droplet } from "lucide-react";
import { useState } from "react";
import { ListSearchBox } from "../../components/list-search-box";
import { matchesText } from "../../lib/text-search";
import type { SurfaceCombo } from "../../../contract/combos/schemas";
import type { Glaze } from "../../../contract/glazes/schemas";
import { LIBRARY_SECTIONS, type LibrarySection as SectionKind } from "../../../contract/glazes/rules";
import { GLAZE_TEXTS } from "../../../contract/glazes/texts";
import { byName } from "../../../contract/glazes/names";
import { PageContainer } from "../../components/page-container";
import { PageHeader } from "../../components/page-header";
import { Button } from "../../components/ui/button";
import { AddNewMenu } from "./add-new-menu";
import { LibrarySection, type LibraryRowData } from "./library-section";
import { useSurfaceCombos } from "../combos/combos-api";
import { LibrarySwitch } from "../tiles/library-switch";
import { useGlazes } from "./glazes-api";
import { StudioShelves } from "./studio-shelf";

function glazeRow(glaze: Glaze): LibraryRowData {
  return {
    key: `g${glaze.id}`,
    to: `/glaze-library/edit/${glaze.id}`,
    name: glaze.name,
    imageUrl: glaze.thumbnailUrl,
    color: glaze.type === "Underglaze" || glaze.type === "Slip" ? glaze.color : null,
    details: [glaze.finish, glaze.temperature].filter((v): v is string => Boolean(v)),
  };
}

function comboRow(combo: SurfaceCombo): LibraryRowData {
  return {
    key: `c${combo.id}`,
    to: `/surface-combos/${combo.id}`,
    name: combo.name,
    imageUrl: combo.thumbnailUrl ?? combo.imageUrls[0] ?? null,
    color: null,
    details: combo.temperature ? [combo.temperature] : [],
  };
}

function sectionRows(kind: SectionKind, glazes: Glaze[], combos: SurfaceCombo[]): LibraryRowData[] {
  if (kind === "SurfaceCombo") return [...combos].sort(byName).map(comboRow);
  return glazes
    .filter((g) => g.type === kind)
    .sort(byName)
    .map(glazeRow);
}

/** /glaze-library (product.md#r75): every treatment in five sections, plus the saved Surface Combos. */
export default function LibraryScreen() {
  const glazes = useGlazes();
  const combos = useSurfaceCombos();
  const loading = glazes.isPending || combos.isPending;
  const failed = glazes.isError || combos.isError;
  const [query, setQuery] = useState("");
  const matches = (g: Glaze) => matchesText(query, [g.name, g.brand, g.notes]);
  const glazeList = (glazes.data ?? []).filter(matches);
  const comboList = (combos.data ?? []).filter((c) => matchesText(query, [c.name, c.notes]));
  const nothingMatches = Boolean(query.trim()) && glazeList.length === 0 && comboList.length === 0;
  const empty = !loading && !failed && (glazes.data ?? []).length === 0 && (combos.data ?? []).length === 0;

  return (
    <PageContainer>
      <LibrarySwitch />
      <PageHeader
        title={GLAZE_TEXTS.libraryHeading}
        subtitle={GLAZE_TEXTS.librarySubtitle}
        actions={<AddNewMenu label={GLAZE_TEXTS.addNew} />}
      />
      {failed ? (
        <div role="alert" className="flex flex-col items-center gap-4 rounded-xl border border-destructive/30 p-8 text-center">
          <p className="text-destructive">{GLAZE_TEXTS.loadFailed}</p>
          <Button
            variant="outline"
            onClick={() => {
              void glazes.refetch();
              void combos.refetch();
            }}
            disabled={glazes.isFetching || combos.isFetching}
          >
            Try Again
          </Button>
        </div>
      ) : empty ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed p-10 text-center">
          <Droplet className="size-10 text-muted-foreground" aria-hidden="true" />
          <h2 className="text-lg font-semibold">{GLAZE_TEXTS.libraryEmptyTitle}</h2>
          <p className="text-muted-foreground">{GLAZE_TEXTS.libraryEmptyHint}</p>
          <div className="mt-2">
            <AddNewMenu label={GLAZE_TEXTS.addFirstTreatment} />
          </div>
        </div>
      ) : (
        <div className="flex flex-col gap-4">
          <ListSearchBox id="surfaces-q" label={GLAZE_TEXTS.searchLabel} placeholder={GLAZE_TEXTS.searchPlaceholder} value={query} onChange={setQuery} />
          {nothingMatches ? (
            <p role="status" className="py-8 text-center text-muted-foreground">
              {GLAZE_TEXTS.noMatches}
            </p>
          ) : null}
          {LIBRARY_SECTIONS.map((kind) => (
            <LibrarySection
              key={kind}
              kind={kind}
              loading={loading}
              rows={loading ? null : sectionRows(kind, glazeList, comboList)}
            />
          ))}
        </div>
      )}
      {/* The studios' shelves, apart from the potter's own library (docs/decisions/0237-studio-glaze-shelf.md). */}
      {failed ? null : (
        <div className="mt-4 flex flex-col gap-4">
          <StudioShelves matches={matches} />
        </div>
      )}
    </PageContainer>
  );
}

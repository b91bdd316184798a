/**
 * /glaze-lab/recipes/:id (product.md#r266, product.md#r267): a recipe's page. Its lines and chemistry (the server's,
 * from the code the editor runs), versions, batch calculator and sheet, blends, what it did on tiles and pieces, the
 * mix log and substitution. A recipe made on this device and still waiting shows from the device's copy.
 */
import { Pencil } from "lucide-react";
import { Link, useParams } from "react-router";
import type { Recipe } from "../../../contract/glaze-lab/schemas";
import { BackLink } from "../../components/back-link";
import { PageContainer } from "../../components/page-container";
import { PageHeader } from "../../components/page-header";
import { ProblemState } from "../../components/problem-state";
import { Button } from "../../components/ui/button";
import { Skeleton } from "../../components/ui/skeleton";
import { formatDayOrInstant } from "../../lib/calendar-day";
import { BatchCostSection } from "./batch-cost-section";
import { BatchSection } from "./batch-section";
import { BlendSection } from "./blend-section";
import { ChemistryPanel } from "./chemistry-panel";
import { DeleteRecipeButton } from "./delete-recipe-button";
import { GlazeFitSection } from "./glaze-fit-section";
import { useMaterials, useRecipe, useRecipeVersions } from "./glaze-lab-api";
import { LAB_SCREEN_TEXTS as T, RECIPE_KIND_LABELS } from "../../../contract/glaze-lab/screen-texts";
import { MixLogSection } from "./mix-log-section";
import { OutcomesSection } from "./outcomes-section";
import { ShareRecipeButton } from "../shares/share-recipe-button";
import { RecipePhotos } from "./recipe-photos";
import { recipeCode } from "./recipe-code";
import { SubstituteSection } from "./substitute-section";

const pct = (n: number) => (Math.round(n * 10) / 10).toString();

function LinesTable({ recipe }: { recipe: Recipe }) {
  return (
    <table className="w-full text-sm tabular-nums" aria-label={T.lines}>
      <thead>
        <tr className="text-left text-muted-foreground">
          <th scope="col" className="py-1 font-medium">
            {T.material}
          </th>
          <th scope="col" className="py-1 text-right font-medium">
            {T.amount}
          </th>
        </tr>
      </thead>
      <tbody>
        {recipe.lines.map((l, i) => (
          <tr key={`${String(l.materialId)}-${i}`} className="border-t border-border/60">
            <th scope="row" className="py-1 text-left font-normal">
              {l.addition ? `+ ${l.materialName}` : l.materialName}
            </th>
            <td className="py-1 text-right">{pct(l.percent)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Versions({ recipe }: { recipe: Recipe }) {
  const versions = useRecipeVersions(recipe.id);
  if (!versions.data || versions.data.length < 2) return null;
  return (
    <section aria-labelledby="versions-h" className="flex flex-col gap-2 rounded-xl border p-4">
      <h2 id="versions-h" className="text-lg font-semibold">
        {T.versions}
      </h2>
      <ul className="flex flex-col gap-2 text-sm">
        {versions.data.map((v) => (
          <li key={v.version} className="border-t border-border/60 pt-2">
            <span className="font-medium">
              {T.version(v.version)}
              {v.version === recipe.version ? ` (${T.current})` : ""}
            </span>{" "}
            <span className="text-muted-foreground">{formatDayOrInstant(v.createdAt)}</span>
            <p className="text-muted-foreground">{v.lines.map((l) => `${l.materialName} ${pct(l.percent)}`).join(", ")}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function RecipeScreen() {
  const params = useParams();
  const id = Number(params.id);
  const recipe = useRecipe(Number.isInteger(id) ? id : null);
  const materials = useMaterials();
  if (!Number.isInteger(id) || id === 0 || (!recipe.data && (recipe.isError || id < 0))) return <ProblemState title={T.notFound} backTo="/glaze-lab" backLabel={T.backToLab} />;
  const r = recipe.data;
  const stored = id > 0;
  const cones = r?.cone ? (r.coneHigh ? `Cone ${r.cone}–${r.coneHigh}` : `Cone ${r.cone}`) : null;
  return (
    <PageContainer>
      <BackLink to="/glaze-lab">{T.backToLab}</BackLink>
      {!r ? (
        <div className="flex flex-col gap-3" aria-busy="true">
          <Skeleton className="h-10" />
          <Skeleton className="h-40" />
        </div>
      ) : (
        <div className="flex flex-col gap-4">
          <PageHeader
            title={r.name}
            subtitle={[recipeCode(r), RECIPE_KIND_LABELS[r.kind], cones, r.atmosphere, r.surface].filter(Boolean).join(" · ")}
            actions={
              <div className="flex flex-wrap gap-2">
                <Button asChild variant="outline" className="min-h-11">
                  <Link to={`/glaze-lab/recipes/${r.id}/edit`}>
                    <Pencil aria-hidden="true" />
                    {T.edit}
                  </Link>
                </Button>
                {stored ? <ShareRecipeButton recipeId={r.id} /> : null}
              </div>
            }
            className="pb-0"
          />
          {r.source ? <p className="text-sm text-muted-foreground">{r.source}</p> : null}
          <LinesTable recipe={r} />
          <ChemistryPanel analysis={r.analysis} />
          {r.kind !== "clay-body" ? <GlazeFitSection recipe={r} /> : null}
          {r.notes ? <p className="text-sm whitespace-pre-wrap">{r.notes}</p> : null}
          {stored ? (
            <>
              <RecipePhotos recipe={r} />
              <Versions recipe={r} />
              <BatchSection recipe={r} />
              <BatchCostSection recipeId={r.id} />
              <BlendSection recipe={r} />
              <OutcomesSection recipeId={r.id} />
              <MixLogSection recipeId={r.id} />
              {materials.data ? <SubstituteSection recipe={r} materials={materials.data} /> : null}
              <DeleteRecipeButton recipe={r} />
            </>
          ) : null}
        </div>
      )}
    </PageContainer>
  );
}

import { Layers } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { SURFACE_TYPES, type SurfaceType } from "../../../contract/glazes/rules";
import { GLAZE_TEXTS } from "../../../contract/glazes/texts";
import { PageContainer } from "../../components/page-container";
import { Button } from "../../components/ui/button";
import { NewComboForm } from "./new-combo-form";
import { NewSingleForm } from "./new-single-form";
import { useMyStudios } from "./studio-shelf";

function typeFrom(value: string | null): SurfaceType {
  return (SURFACE_TYPES as readonly string[]).includes(value ?? "") ? (value as SurfaceType) : "Glaze";
}

/**
 * /glaze-library/new and /new-surface-treatment (product.md#r75): ?type=..&multiLayer=true for a combo glaze. Each form
 * draws the Back / Save row (Save in the header, as on the other New screens) with this title under it; the combo link
 * wraps under the title on a phone rather than squeezing it into three lines.
 */
export default function NewSurfaceScreen() {
  const [params] = useSearchParams();
  const type = typeFrom(params.get("type"));
  // ?studioId= adds to a studio's glaze shelf (docs/decisions/0237-studio-glaze-shelf.md): single surfaces only.
  const studio = useMyStudios().find((s) => String(s.id) === params.get("studioId"));
  const combo = !studio && type === "Glaze" && params.get("multiLayer") === "true";
  const heading = studio ? GLAZE_TEXTS.newOnShelfTitle(studio.name) : combo ? GLAZE_TEXTS.createComboTitle : GLAZE_TEXTS.newTitle;
  const title = (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <h1 className="text-2xl font-bold tracking-tight text-foreground sm:text-3xl">{heading}</h1>
      {combo || studio ? null : (
        <Button asChild variant="outline">
          <Link to="/glaze-library/new?type=Glaze&multiLayer=true">
            <Layers aria-hidden="true" />
            {GLAZE_TEXTS.createComboTitle}
          </Link>
        </Button>
      )}
    </div>
  );
  return (
    <PageContainer className="max-w-2xl">
      {/* The key resets the form when the menu switches type or mode while this screen is open. */}
      {combo ? (
        <NewComboForm key="combo" title={title} />
      ) : (
        <NewSingleForm key={`${type}-${studio?.id ?? "own"}`} initialType={type} title={title} studioId={studio?.id} />
      )}
    </PageContainer>
  );
}

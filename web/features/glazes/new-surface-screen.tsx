import { Layers } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { SURFACE_TYPES, type SurfaceType } from "../../../contract/glazes/rules";
import { GLAZE_TEXTS } from "../../../contract/glazes/texts";
import { PageContainer } from "../../components/page-container";
import { Button } from "../../components/ui/button";
import { NewComboForm } from "./new-combo-form";
import { NewSingleForm } from "./new-single-form";

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
  const combo = type === "Glaze" && params.get("multiLayer") === "true";
  const title = (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <h1 className="text-2xl font-bold tracking-tight text-foreground sm:text-3xl">{combo ? GLAZE_TEXTS.createComboTitle : GLAZE_TEXTS.newTitle}</h1>
      {combo ? null : (
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
      {combo ? <NewComboForm key="combo" title={title} /> : <NewSingleForm key={type} initialType={type} title={title} />}
    </PageContainer>
  );
}

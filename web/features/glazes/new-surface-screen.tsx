import { Layers } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { SURFACE_TYPES, type SurfaceType } from "../../../contract/glazes/rules";
import { GLAZE_TEXTS } from "../../../contract/glazes/texts";
import { PageContainer } from "../../components/page-container";
import { PageHeader } from "../../components/page-header";
import { Button } from "../../components/ui/button";
import { BackLink } from "../../components/back-link";
import { NewComboForm } from "./new-combo-form";
import { NewSingleForm } from "./new-single-form";

function typeFrom(value: string | null): SurfaceType {
  return (SURFACE_TYPES as readonly string[]).includes(value ?? "") ? (value as SurfaceType) : "Glaze";
}

/** /glaze-library/new and /new-surface-treatment (product.md#r75): ?type=..&multiLayer=true for a combo glaze. */
export default function NewSurfaceScreen() {
  const [params] = useSearchParams();
  const type = typeFrom(params.get("type"));
  const combo = type === "Glaze" && params.get("multiLayer") === "true";
  return (
    <PageContainer className="max-w-2xl">
      <BackLink to="/glaze-library">{GLAZE_TEXTS.backToLibrary}</BackLink>
      <PageHeader
        className="pt-2"
        title={combo ? GLAZE_TEXTS.createComboTitle : "New Surface Treatment"}
        actions={
          combo ? null : (
            <Button asChild variant="outline">
              <Link to="/glaze-library/new?type=Glaze&multiLayer=true">
                <Layers aria-hidden="true" />
                {GLAZE_TEXTS.createComboTitle}
              </Link>
            </Button>
          )
        }
      />
      {/* The key resets the form when the menu switches type or mode while this screen is open. */}
      {combo ? <NewComboForm key="combo" /> : <NewSingleForm key={type} initialType={type} />}
    </PageContainer>
  );
}

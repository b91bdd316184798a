import { Link, useParams } from "react-router";
import { GLAZE_TEXTS } from "../../../contract/glazes/texts";
import { PageContainer } from "../../components/page-container";
import { Button } from "../../components/ui/button";
import { Skeleton } from "../../components/ui/skeleton";
import { ApiError } from "../../lib/api-error";
import { SurfaceEditor } from "./surface-editor";
import { useGlaze } from "./glazes-api";

function parseId(raw: string | undefined): number | null {
  return raw && /^[1-9][0-9]{0,9}$/.test(raw) && Number(raw) <= 2_147_483_647 ? Number(raw) : null;
}

function NotFound() {
  return (
    <div className="flex flex-col items-center gap-4 rounded-xl border border-dashed p-10 text-center">
      <h1 className="text-xl font-semibold">{GLAZE_TEXTS.notFound}</h1>
      <Button asChild variant="outline">
        <Link to="/glaze-library">{GLAZE_TEXTS.backToLibrary}</Link>
      </Button>
    </div>
  );
}

/** /glaze-library/edit/{id} (product.md#r75). */
export default function EditSurfaceScreen() {
  const id = parseId(useParams().id);
  const glaze = useGlaze(id);

  let body;
  if (id === null || (glaze.isError && glaze.error instanceof ApiError && glaze.error.status === 404)) {
    body = <NotFound />;
  } else if (glaze.isPending) {
    body = (
      <div aria-busy="true" aria-label="Loading surface treatment" className="flex flex-col gap-4">
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-48 w-full" />
      </div>
    );
  } else if (glaze.isError) {
    body = (
      <div role="alert" className="flex flex-col items-center gap-4 rounded-xl border border-destructive/30 p-8 text-center">
        <p className="text-destructive">{glaze.error.message || GLAZE_TEXTS.fetchFailed}</p>
        <Button variant="outline" onClick={() => void glaze.refetch()}>
          Try Again
        </Button>
      </div>
    );
  } else {
    // Keyed by id: the form starts from the stored treatment once, then belongs to the potter.
    body = <SurfaceEditor key={glaze.data.id} glaze={glaze.data} />;
  }
  return <PageContainer className="max-w-3xl">{body}</PageContainer>;
}

import { Link, useParams } from "react-router";
import { GLAZE_TEXTS } from "../../../contract/glazes/texts";
import { PageContainer } from "../../components/page-container";
import { Button } from "../../components/ui/button";
import { Skeleton } from "../../components/ui/skeleton";
import { ApiError } from "../../lib/api-error";
import { SurfaceEditor } from "./surface-editor";
import { useGlaze } from "./glazes-api";
import { ShelfSurfaceView, useMyStudios } from "./studio-shelf";

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
  const studios = useMyStudios();
  // A studio's surface opens read-only for a member; its owner and staff edit it (docs/decisions/0237-studio-glaze-shelf.md).
  const shelf = glaze.data?.studioId ? studios.find((s) => s.id === glaze.data.studioId) : undefined;

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
  } else if (glaze.data.studioId !== null && shelf?.role !== "owner" && shelf?.role !== "staff") {
    // Read-only until the potter's role is known, so a member never gets an editor that cannot save.
    body = <ShelfSurfaceView glaze={glaze.data} studioName={shelf?.name ?? ""} />;
  } else {
    // Keyed by id: the form starts from the stored treatment once, then belongs to the potter.
    body = <SurfaceEditor key={glaze.data.id} glaze={glaze.data} />;
  }
  return <PageContainer className="max-w-3xl">{body}</PageContainer>;
}

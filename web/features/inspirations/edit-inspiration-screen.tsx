import { useParams } from "react-router";
import { INSPIRATION_TEXTS } from "../../../contract/inspirations/texts";
import { EditInspirationForm } from "./edit-inspiration-form";
import { EditInspirationSkeleton, InspirationProblem } from "./inspiration-states";
import { useInspiration } from "./inspirations-api";

/** A path id is a positive 32-bit integer, as the server's IdParamSchema accepts. */
function parseInspirationId(raw: string | undefined): number | null {
  if (!raw || !/^[1-9][0-9]{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= 2_147_483_647 ? id : null;
}

/** /inspiration/edit/{id} (product.md#r75). */
export default function EditInspirationScreen() {
  const id = parseInspirationId(useParams().id);
  if (id === null) {
    return <InspirationProblem title={INSPIRATION_TEXTS.invalidIdTitle} text={INSPIRATION_TEXTS.invalidIdText} />;
  }
  // Keyed by id so that going to a copy starts a fresh form and auto-save.
  return <LoadedInspiration key={id} id={id} />;
}

function LoadedInspiration({ id }: { id: number }) {
  const { data, isPending, isError } = useInspiration(id);
  if (isPending) return <EditInspirationSkeleton />;
  if (isError) {
    return <InspirationProblem title={INSPIRATION_TEXTS.notFoundTitle} text={INSPIRATION_TEXTS.notFoundText} />;
  }
  return <EditInspirationForm record={data} />;
}

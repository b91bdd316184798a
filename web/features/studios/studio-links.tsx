/** My Pieces' way to a member's studios (product.md#r242): one link a studio, none for a potter in no studio. */
import { Link } from "react-router";
import { STUDIO_TEXTS as T } from "../../../contract/studios/texts";
import { useStudios } from "./studios-api";

export function StudioLinks() {
  const studios = useStudios().data?.data ?? [];
  if (studios.length === 0) return null;
  return (
    <nav aria-label={T.studiosNav} className="flex flex-wrap gap-x-4">
      {studios.map((s) => (
        <Link key={s.id} to={`/studios/${s.id}`} className="inline-flex min-h-11 items-center text-sm font-medium text-primary underline-offset-4 hover:underline">
          {T.studioLink(s.name)}
        </Link>
      ))}
    </nav>
  );
}

import { PIECE_TEXTS } from "../../../contract/pieces/texts";
import { PageContainer } from "../../components/page-container";
import { ProblemState } from "../../components/problem-state";
import { Skeleton } from "../../components/ui/skeleton";

/** The invalid-id and not-found states of piece details (product.md#r75). */
export function PieceProblem({ title, text }: { title: string; text: string }) {
  return <ProblemState title={title} text={text} backTo="/pieces" backLabel={PIECE_TEXTS.backToPieces} />;
}

export function PieceDetailsSkeleton() {
  return (
    <PageContainer aria-busy="true" aria-label="Loading piece">
      <div className="grid gap-5">
        <div className="flex justify-between">
          <Skeleton className="h-11 w-24" />
          <Skeleton className="size-11" />
        </div>
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="h-6 w-28" />
        <div className="flex gap-2">
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} className="size-20" />
          ))}
        </div>
        <Skeleton className="h-14 w-full" />
        <Skeleton className="h-64 w-full" />
      </div>
    </PageContainer>
  );
}

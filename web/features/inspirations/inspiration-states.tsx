import { INSPIRATION_TEXTS } from "../../../contract/inspirations/texts";
import { PageContainer } from "../../components/page-container";
import { ProblemState } from "../../components/problem-state";
import { Skeleton } from "../../components/ui/skeleton";

/** The invalid-id and not-found states of the edit screen (product.md#r75). */
export function InspirationProblem({ title, text }: { title: string; text: string }) {
  return <ProblemState title={title} text={text} backTo="/inspiration" backLabel={INSPIRATION_TEXTS.backToInspiration} />;
}

export function EditInspirationSkeleton() {
  return (
    <PageContainer aria-busy="true" aria-label="Loading inspiration">
      <div className="grid gap-6">
        <Skeleton className="h-11 w-24" />
        <Skeleton className="h-9 w-2/3" />
        <Skeleton className="h-12 w-full" />
        <div className="flex gap-2">
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} className="size-20" />
          ))}
        </div>
        <Skeleton className="h-64 w-full" />
      </div>
    </PageContainer>
  );
}

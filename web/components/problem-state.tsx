import { Link } from "react-router";
import { PageContainer } from "./page-container";
import { Button } from "./ui/button";

interface ProblemStateProps {
  title: string;
  text?: string;
  backTo: string;
  backLabel: string;
}

/** A detail screen's invalid-id or not-found state (product.md#r75): heading, explanation, and the way back. */
export function ProblemState({ title, text, backTo, backLabel }: ProblemStateProps) {
  return (
    <PageContainer>
      <div className="flex flex-col items-center gap-3 py-16 text-center">
        <h1 className="text-2xl font-bold">{title}</h1>
        {text ? <p className="text-muted-foreground">{text}</p> : null}
        <Button asChild className="mt-2">
          <Link to={backTo}>{backLabel}</Link>
        </Button>
      </div>
    </PageContainer>
  );
}

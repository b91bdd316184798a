import { AlertCircleIcon } from "lucide-react";
import { NOT_FOUND_TEXTS } from "../../../contract/app/constants";
import { PageContainer } from "../../components/page-container";
import { Card, CardContent } from "../../components/ui/card";

/** Any unknown path (product.md#r36); reachable signed in or out. */
export default function NotFoundScreen() {
  return (
    <PageContainer className="flex min-h-[70dvh] items-center justify-center">
      <Card className="w-full max-w-md">
        <CardContent className="flex flex-col gap-3">
          <div className="flex items-center gap-2">
            <AlertCircleIcon className="size-8 shrink-0 text-destructive" aria-hidden="true" />
            <h1 className="text-2xl font-bold">{NOT_FOUND_TEXTS.heading}</h1>
          </div>
          <p className="text-sm text-muted-foreground">{NOT_FOUND_TEXTS.hint}</p>
        </CardContent>
      </Card>
    </PageContainer>
  );
}

/** What a kiln's or a firing's screen shows before its record is there: loading, or not found with the way back. */
import { BackLink } from "../../components/back-link";
import { PageContainer } from "../../components/page-container";

export function DetailLoading({ text }: { text: string }) {
  return (
    <PageContainer>
      <p role="status" className="text-muted-foreground">
        {text}
      </p>
    </PageContainer>
  );
}

export function DetailNotFound({ back, backLabel, message }: { back: string; backLabel: string; message: string }) {
  return (
    <PageContainer className="grid justify-items-start gap-3">
      <BackLink to={back} label={backLabel}>
        {backLabel}
      </BackLink>
      <p role="alert">{message}</p>
    </PageContainer>
  );
}

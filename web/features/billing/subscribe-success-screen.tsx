import { useQueryClient } from "@tanstack/react-query";
import { AlertTriangleIcon, CheckCircle2Icon, ClockIcon, Loader2Icon, XCircleIcon } from "lucide-react";
import { useEffect, type ReactNode } from "react";
import { Link, useSearchParams } from "react-router";
import { BILLING_TEXTS } from "../../../contract/billing/texts";
import { PageContainer } from "../../components/page-container";
import { Button } from "../../components/ui/button";
import { Card, CardContent } from "../../components/ui/card";
import { userKeys } from "../auth/auth-keys";
import { trialKeys } from "../trial/trial-keys";
import { useCheckoutSession } from "./billing-api";

/** /subscribe/success?session_id=.. (product.md#r36): five states around the Checkout session's payment status. */
export default function SubscribeSuccessScreen() {
  const [params] = useSearchParams();
  const sessionId = params.get("session_id") ?? "";
  const queryClient = useQueryClient();
  const session = useCheckoutSession(sessionId);
  const paid = session.data?.payment_status === "paid";

  useEffect(() => {
    // The server applied the tier while answering; the guard and settings read it fresh.
    if (paid) {
      void queryClient.invalidateQueries({ queryKey: userKeys.me });
      void queryClient.invalidateQueries({ queryKey: trialKeys.status });
    }
  }, [paid, queryClient]);

  if (!sessionId) {
    return (
      <State icon={<XCircleIcon className="size-8 text-destructive" />} title={BILLING_TEXTS.invalidSession} body={BILLING_TEXTS.invalidSessionBody}>
        <Button asChild>
          <Link to="/subscribe">{BILLING_TEXTS.backToPlans}</Link>
        </Button>
      </State>
    );
  }
  if (session.isPending) {
    return <State icon={<Loader2Icon className="size-8 animate-spin text-primary" />} title={BILLING_TEXTS.verifying} body={BILLING_TEXTS.verifyingBody} busy />;
  }
  if (session.isError) {
    return (
      <State icon={<AlertTriangleIcon className="size-8 text-destructive" />} title={BILLING_TEXTS.verifyFailed} body={BILLING_TEXTS.verifyFailedBody}>
        {/* product.md#r36: Try Again goes back to /subscribe to start a new payment; Go to Settings to /settings. */}
        <Button asChild>
          <Link to="/subscribe">{BILLING_TEXTS.tryAgain}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/settings">{BILLING_TEXTS.goToSettings}</Link>
        </Button>
      </State>
    );
  }
  if (paid) {
    return (
      <State icon={<CheckCircle2Icon className="size-8 text-primary" />} title={BILLING_TEXTS.welcome} body={BILLING_TEXTS.welcomeBody}>
        <Button asChild>
          <Link to="/pieces">{BILLING_TEXTS.startCreating}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/settings">{BILLING_TEXTS.viewDetails}</Link>
        </Button>
      </State>
    );
  }
  return (
    <State icon={<ClockIcon className="size-8 text-primary" />} title={BILLING_TEXTS.processing} body={BILLING_TEXTS.processingBody}>
      <Button onClick={() => window.location.reload()}>{BILLING_TEXTS.refreshStatus}</Button>
    </State>
  );
}

function State({ icon, title, body, children, busy }: { icon: ReactNode; title: string; body: string; children?: ReactNode; busy?: boolean }) {
  return (
    <PageContainer className="max-w-md">
      <Card>
        <CardContent className="flex flex-col items-center gap-4 py-8 text-center" aria-busy={busy || undefined}>
          <span aria-hidden="true">{icon}</span>
          <h1 className="text-2xl font-bold">{title}</h1>
          <p className="text-muted-foreground">{body}</p>
          {children ? <div className="flex w-full flex-col gap-2">{children}</div> : null}
        </CardContent>
      </Card>
    </PageContainer>
  );
}

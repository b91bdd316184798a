import { AlertTriangleIcon } from "lucide-react";
import { Component, type ReactNode } from "react";
import { BILLING_TEXTS } from "../../../contract/billing/texts";
import { Button } from "../../components/ui/button";

/** The subscribe page's full-page error with Try Again (product.md#r36): anything that breaks the page lands here. */
export class SubscribeErrorBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <div role="alert" className="mx-auto flex min-h-[60dvh] max-w-md flex-col items-center justify-center gap-4 px-6 text-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-destructive/10 text-destructive">
          <AlertTriangleIcon className="size-7" aria-hidden="true" />
        </span>
        <h1 className="text-2xl font-bold">{BILLING_TEXTS.loadErrorTitle}</h1>
        <p className="text-muted-foreground">{this.state.error.message || BILLING_TEXTS.noPlans}</p>
        <Button onClick={() => this.setState({ error: null })}>{BILLING_TEXTS.tryAgain}</Button>
      </div>
    );
  }
}

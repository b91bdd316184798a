import { AlertTriangleIcon } from "lucide-react";
import { Component, type ReactNode } from "react";
import { buttonVariants } from "../components/ui/button-variants";

/**
 * Last-resort screen when a route throws while rendering or its chunk fails to load
 * (typically right after a deploy replaced the hashed files). Reloading fixes both.
 */
export function RouteError({ error }: { error: unknown }) {
  const message = error instanceof Error ? error.message : "Something went wrong.";
  return (
    <div role="alert" className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-4 px-6 text-center">
      <AlertTriangleIcon className="size-10 text-destructive" aria-hidden="true" />
      <h1 className="text-2xl font-bold">Something went wrong</h1>
      <p className="text-sm text-muted-foreground">{message}</p>
      <button type="button" className={buttonVariants()} onClick={() => window.location.reload()}>Reload</button>
    </div>
  );
}

interface BoundaryProps {
  /** The address shown; moving to another one (Back, a link) leaves the error screen, as the data router did. */
  pathname: string;
  children: ReactNode;
}

interface BoundaryState {
  error: unknown;
  pathname: string;
  failed: boolean;
}

/**
 * Around all routes (docs/decisions/0157-declarative-router.md): a render error replaces the frame with RouteError.
 * React itself reports the caught error on the console.
 */
export class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, pathname: this.props.pathname, failed: false };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    if (props.pathname === state.pathname) return null;
    return { error: null, failed: false, pathname: props.pathname };
  }

  override render() {
    return this.state.failed ? <RouteError error={this.state.error} /> : this.props.children;
  }
}

import { AlertTriangleIcon } from "lucide-react";
import { isRouteErrorResponse, useRouteError } from "react-router";
import { Button } from "../components/ui/button";

/**
 * Last-resort screen when a route throws while rendering or its chunk fails to load
 * (typically right after a deploy replaced the hashed files). Reloading fixes both.
 */
export function RouteError() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : "Something went wrong.";
  console.error(error);
  return (
    <div role="alert" className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-4 px-6 text-center">
      <AlertTriangleIcon className="size-10 text-destructive" aria-hidden="true" />
      <h1 className="text-2xl font-bold">Something went wrong</h1>
      <p className="text-sm text-muted-foreground">{message}</p>
      <Button onClick={() => window.location.reload()}>Reload</Button>
    </div>
  );
}

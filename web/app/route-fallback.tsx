import { Spinner } from "../components/spinner";

/** Shown while a lazily loaded screen's chunk downloads; deliberately quiet to avoid flicker. */
export function RouteFallback() {
  return (
    <div className="flex min-h-[50dvh] items-center justify-center">
      <Spinner />
    </div>
  );
}

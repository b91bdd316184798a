/**
 * What a screen or section shows when its data could not be loaded: the area's own words and a Try Again button that
 * asks once more (product.md#r35), so a potter on a bad connection never has to reload the app.
 */
import { Button } from "./ui/button";

export function LoadFailed({ message, onRetry, retrying = false, className = "" }: { message: string; onRetry: () => void; retrying?: boolean; className?: string }) {
  return (
    <div role="alert" className={`flex flex-col items-center gap-3 text-center ${className}`}>
      <p className="text-sm text-destructive">{message}</p>
      <Button variant="outline" className="min-h-11" disabled={retrying} onClick={onRetry}>
        Try Again
      </Button>
    </div>
  );
}

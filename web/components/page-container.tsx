import type { ComponentProps } from "react";
import { cn } from "../lib/utils";

/** Standard screen width and padding; bottom-nav clearance is handled by the layout. */
export function PageContainer({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("mx-auto w-full max-w-5xl px-4 pt-[max(1rem,env(safe-area-inset-top))] pb-6 sm:px-6", className)} {...props} />;
}

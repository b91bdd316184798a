import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "./ui/button";

/** The back link at the top of an editor screen: an arrow and its text, with a fuller name where the text is short. */
export function BackLink({ to, label, children }: { to: string; label?: string; children: ReactNode }) {
  return (
    <Button asChild variant="ghost" className="-ml-3">
      <Link to={to} aria-label={label}>
        <ArrowLeft aria-hidden="true" />
        {children}
      </Link>
    </Button>
  );
}

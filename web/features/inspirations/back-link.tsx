import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { INSPIRATION_TEXTS } from "../../../contract/inspirations-texts";
import { Button } from "../../components/ui/button";

/** The back link of the New and Edit screens, to the inspiration list. */
export function BackToInspiration() {
  return (
    <Button asChild variant="ghost" className="-ml-3">
      <Link to="/inspiration" aria-label={INSPIRATION_TEXTS.backToInspiration}>
        <ArrowLeft aria-hidden="true" />
        {INSPIRATION_TEXTS.back}
      </Link>
    </Button>
  );
}

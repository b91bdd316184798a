import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { GLAZE_TEXTS } from "../../../contract/glaze-texts";
import { Button } from "../../components/ui/button";

/** 'Back to Surfaces Library' (spec 001 §2), on the New and Edit screens. */
export function BackToLibrary() {
  return (
    <Button asChild variant="ghost" className="-ml-3">
      <Link to="/glaze-library">
        <ArrowLeft aria-hidden="true" />
        {GLAZE_TEXTS.backToLibrary}
      </Link>
    </Button>
  );
}

import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { PIECE_TEXTS } from "../../../contract/pieces-texts";
import { Button } from "../../components/ui/button";

/** The back link of New Piece and piece details, to /pieces. */
export function BackToPieces() {
  return (
    <Button asChild variant="ghost" className="-ml-3">
      <Link to="/pieces" aria-label={PIECE_TEXTS.backToPieces}>
        <ArrowLeft aria-hidden="true" />
        {PIECE_TEXTS.back}
      </Link>
    </Button>
  );
}

import { useDeferredValue } from "react";
import { useParams } from "react-router";
import { PIECE_TEXTS } from "../../../contract/pieces/texts";
import { isNetworkError } from "../../lib/api-error";
import { usePreferences } from "../preferences/preferences-api";
import { PieceEditor } from "./piece-editor";
import { choicesFrom } from "./piece-form";
import { parsePieceId } from "./piece-keys";
import { PieceDetailsSkeleton, PieceProblem } from "./piece-states";
import { usePiece } from "./pieces-api";

/** Piece details, /pieces/{id} (product.md#r75). */
export default function PieceDetailsScreen() {
  const id = parsePieceId(useParams().id);
  if (id === null) return <PieceProblem title={PIECE_TEXTS.invalidIdTitle} text={PIECE_TEXTS.invalidIdText} />;
  // Keyed by id: going to a copy starts a fresh form and auto-save.
  return <LoadedPiece key={id} id={id} />;
}

function LoadedPiece({ id }: { id: number }) {
  const piece = usePiece(id);
  const prefs = usePreferences();
  // The editor is a large render: deferring it lets React draw it in short slices once the data arrives,
  // instead of one long task that would hold up the potter's first tap.
  const loaded = useDeferredValue(!piece.isPending && !prefs.isPending);
  if (!loaded || piece.isPending || prefs.isPending) return <PieceDetailsSkeleton />;
  // A refetch that could not reach the server keeps the data it had (the device's copy): the editor stays, and so does
  // what the potter has typed in it. A piece with nothing to show, or one the server answered about, is "not found".
  if (piece.isError && (piece.data === undefined || !isNetworkError(piece.error))) return <PieceProblem title={PIECE_TEXTS.notFoundTitle} text={PIECE_TEXTS.notFoundText} />;
  return <PieceEditor piece={piece.data} choices={choicesFrom(prefs.data)} />;
}

import { MapPin } from "lucide-react";
import { Link } from "react-router";
import type { PieceListItem } from "../../../contract/pieces/schemas";
import { PIECE_MATCH_LABELS, PIECE_SEARCH_UI } from "../../../contract/pieces/search-texts";
import { Badge } from "../../components/ui/badge";
import { photoSrc, thumbnailSrc } from "../photos/photo-src";
import placeholderUrl from "./piece-placeholder.svg";
import { LABEL_TEXTS } from "../../../contract/labels/texts";
import { usePieceSelection } from "./piece-selection";
import { PieceRequestMark } from "../studios/piece-request";

/** product.md#r75: the LAST image as a thumbnail, or the stock placeholder when there is none. */
export function pieceImageSrc(piece: Pick<PieceListItem, "thumbnailUrl" | "imageUrls">): string {
  // The server already answers the thumbnail's own address.
  if (piece.thumbnailUrl) return photoSrc(piece.thumbnailUrl);
  const last = Array.isArray(piece.imageUrls) ? piece.imageUrls[piece.imageUrls.length - 1] : undefined;
  return last ? thumbnailSrc(last) : placeholderUrl;
}

/**
 * A piece on My Pieces: 4:3 picture, name, stage and location; the whole card opens the piece. Cards on the first
 * screen load their picture at once (lazy loading would hold back the largest thing on screen); the rest wait.
 */
export function PieceCard({ piece, onFirstScreen = false }: { piece: PieceListItem; onFirstScreen?: boolean }) {
  const selection = usePieceSelection();
  const body = <CardBody piece={piece} onFirstScreen={onFirstScreen} />;
  // Select mode (product.md#r132): the card chooses the piece instead of opening it. A piece made offline has no code
  // yet.
  if (selection?.selecting && piece.id > 0) {
    const checked = selection.selected.includes(piece.id);
    return (
      <label className={`${CARD} relative cursor-pointer has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring ${checked ? "ring-2 ring-primary" : ""}`}>
        <input
          type="checkbox"
          checked={checked}
          onChange={() => selection.toggle(piece.id)}
          aria-label={LABEL_TEXTS.selectPiece(piece.name)}
          className="absolute top-2 left-2 z-10 size-6 accent-primary"
        />
        {body}
      </label>
    );
  }
  return (
    <Link to={`/pieces/${piece.id}`} className={`${CARD} focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none`}>
      {body}
    </Link>
  );
}

const CARD = "group block overflow-hidden rounded-lg border bg-card text-card-foreground shadow-sm transition-shadow hover:shadow-md";

function CardBody({ piece, onFirstScreen }: { piece: PieceListItem; onFirstScreen: boolean }) {
  return (
    <>
      <div className="aspect-[4/3] overflow-hidden bg-muted">
        <img
          src={pieceImageSrc(piece)}
          alt=""
          loading={onFirstScreen ? "eager" : "lazy"}
          decoding="async"
          className="size-full object-cover transition-transform group-hover:scale-[1.02]"
        />
      </div>
      <div className="grid gap-1.5 p-3">
        {/* Two lines of name on a phone, so 'Stoneware Mug #1' and '#2' can be told apart. */}
        <h3 className="line-clamp-2 font-semibold break-words" title={piece.name}>
          {piece.name}
        </h3>
        {piece.matches?.length ? (
          <p className="text-xs text-muted-foreground" data-testid="piece-matches">
            {PIECE_SEARCH_UI.matchedIn(piece.matches.map((field) => PIECE_MATCH_LABELS[field]).join(", "))}
          </p>
        ) : null}
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted-foreground">
          {piece.code ? <span className="font-mono text-xs">{piece.code}</span> : null}
          <Badge variant="secondary">{piece.currentStage}</Badge>
          {/* On a studio's shelf or in its kiln (product.md#r242). */}
          <PieceRequestMark pieceId={piece.id} />
          <span className="inline-flex min-w-0 items-center gap-1">
            <MapPin className="size-3.5 shrink-0" aria-hidden="true" />
            <span className="truncate">{piece.currentLocation}</span>
          </span>
        </div>
      </div>
    </>
  );
}

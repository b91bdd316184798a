import { useState } from "react";
import type { PieceListItem } from "../../../contract/pieces/schemas";
import { PIECE_TYPE_LABELS } from "../../../contract/pieces/texts";
import type { Glaze } from "../../../contract/glazes/schemas";
import { GLAZE_TEXTS } from "../../../contract/glazes/texts";
import { Button } from "../../components/ui/button";
import { Label } from "../../components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../../components/ui/select";
import { toast } from "../../components/ui/toast";
import { useApplyToPiece, usePiecesWithoutTreatment } from "./glazes-api";

function pieceLabel(piece: PieceListItem): string {
  return [piece.name, piece.clayBody, PIECE_TYPE_LABELS[piece.type] ?? piece.type].filter(Boolean).join(" · ");
}

/** The 'Apply to Piece' tab (product.md#r75, product.md#r33): an Outside layer at order 0 on a piece without treatments. */
export function ApplyToPieceTab({ glaze }: { glaze: Glaze }) {
  const pieces = usePiecesWithoutTreatment();
  const [pieceId, setPieceId] = useState("");
  const apply = useApplyToPiece(
    glaze,
    (id) => {
      const piece = pieces.data?.find((p) => p.id === id);
      toast({ title: "Surface treatment applied", description: piece ? `${glaze.name} was added to ${piece.name}.` : undefined });
      setPieceId("");
    },
    (error) => toast({ title: GLAZE_TEXTS.applyFailed, description: error.message, variant: "destructive" }),
  );

  if (pieces.isPending) return <p className="py-6 text-center text-muted-foreground">{GLAZE_TEXTS.loadingPieces}</p>;
  if (pieces.isError) {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 py-6 text-center">
        <p className="text-destructive">{pieces.error.message}</p>
        <Button variant="outline" onClick={() => void pieces.refetch()}>
          Try Again
        </Button>
      </div>
    );
  }
  if (pieces.data.length === 0) {
    return <p className="rounded-lg border border-dashed p-6 text-center text-muted-foreground">{GLAZE_TEXTS.noAvailablePieces}</p>;
  }
  return (
    <section aria-labelledby="apply-heading" className="flex flex-col gap-4 rounded-xl border bg-card p-5">
      <h2 id="apply-heading" className="text-lg font-semibold">
        {GLAZE_TEXTS.tabApply}
      </h2>
      <div className="flex flex-col gap-2">
        <Label htmlFor="apply-piece">{GLAZE_TEXTS.choosePiece}</Label>
        <Select value={pieceId} onValueChange={setPieceId}>
          <SelectTrigger id="apply-piece">
            <SelectValue placeholder={GLAZE_TEXTS.choosePiecePlaceholder} />
          </SelectTrigger>
          <SelectContent>
            {pieces.data.map((piece) => (
              <SelectItem key={piece.id} value={String(piece.id)}>
                {pieceLabel(piece)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div>
        <Button disabled={!pieceId || apply.isPending} onClick={() => apply.mutate(Number(pieceId))}>
          {apply.isPending ? GLAZE_TEXTS.applying : GLAZE_TEXTS.apply}
        </Button>
      </div>
    </section>
  );
}

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { DecorationLayer } from "../../../contract/layers/schemas";
import type { PieceListItem, PiecePage } from "../../../contract/pieces/schemas";
import { PIECE_TYPE_LABELS } from "../../../contract/pieces/texts";
import type { Glaze } from "../../../contract/glazes/schemas";
import { GLAZE_TEXTS } from "../../../contract/glazes/texts";
import { Button } from "../../components/ui/button";
import { Label } from "../../components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../../components/ui/select";
import { toast } from "../../components/ui/toast";
import { api, ApiError } from "../../lib/api";

const PAGE_LIMIT = 100;

async function allPieces(signal: AbortSignal): Promise<PieceListItem[]> {
  const first = await api.get<PiecePage>("/api/pieces", { page: 1, limit: PAGE_LIMIT }, signal);
  const pieces = [...first.data];
  for (let page = 2; page <= first.pagination.totalPages; page++) {
    pieces.push(...(await api.get<PiecePage>("/api/pieces", { page, limit: PAGE_LIMIT }, signal)).data);
  }
  return pieces;
}

/** Every layer of the user; a 404 (call not there yet) reads as no layers. */
async function allLayers(signal: AbortSignal): Promise<DecorationLayer[]> {
  try {
    const answer = await api.get<{ data: DecorationLayer[] } | DecorationLayer[]>("/api/decoration-layers", undefined, signal);
    return Array.isArray(answer) ? answer : answer.data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return [];
    throw error;
  }
}

/** Spec 001 §5: only pieces with no decoration layers and no glazeIds are offered. */
function usePiecesWithoutTreatment() {
  return useQuery({
    queryKey: ["apply-to-piece", "eligible-pieces"],
    queryFn: async ({ signal }) => {
      const [pieces, layers] = await Promise.all([allPieces(signal), allLayers(signal)]);
      const layered = new Set(layers.map((l) => l.pieceId));
      return pieces.filter((p) => p.glazeIds.length === 0 && !layered.has(p.id));
    },
    // Spec 001 §9: Apply-tab queries are never fresh.
    staleTime: 0,
    gcTime: 0,
    refetchOnMount: "always",
  });
}

function pieceLabel(piece: PieceListItem): string {
  return [piece.name, piece.clayBody, PIECE_TYPE_LABELS[piece.type] ?? piece.type].filter(Boolean).join(" · ");
}

/** The 'Apply to Piece' tab (spec 001 §2, §7): an Outside layer at order 0 on a piece without treatments. */
export function ApplyToPieceTab({ glaze }: { glaze: Glaze }) {
  const queryClient = useQueryClient();
  const pieces = usePiecesWithoutTreatment();
  const [pieceId, setPieceId] = useState("");
  const apply = useMutation({
    mutationFn: (id: number) =>
      api.post<DecorationLayer>("/api/decoration-layers", {
        pieceId: id,
        glazeId: glaze.id,
        type: glaze.type,
        placement: "Outside",
        orderIndex: 0,
      }),
    onSuccess: async (_layer, id) => {
      const piece = pieces.data?.find((p) => p.id === id);
      toast({ title: "Surface treatment applied", description: piece ? `${glaze.name} was added to ${piece.name}.` : undefined });
      setPieceId("");
      await queryClient.invalidateQueries({
        predicate: (q) => typeof q.queryKey[0] === "string" && (q.queryKey[0].startsWith("/api/pieces") || q.queryKey[0] === "apply-to-piece"),
      });
    },
    onError: (error) => toast({ title: GLAZE_TEXTS.applyFailed, description: error.message, variant: "destructive" }),
  });

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

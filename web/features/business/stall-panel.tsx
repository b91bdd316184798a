/**
 * At the stall (product.md#r278): scan a label, then tap the price to sell. The sale goes through the outbox: with no
 * connection it is kept on the device and sent once, with its Idempotency-Key, when the connection returns
 * (business-offline.ts). The day's sales are the market's, at its place, on its day.
 */
import { useEffect, useRef, useState } from "react";
import { canonicalCode } from "../../../contract/codes/rules";
import { MONEY_MAX_MAJOR, PAYMENT_METHODS, type EventDetail, type PaymentMethod } from "../../../contract/business/schemas";
import { FormField } from "../../components/form-field";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { toast } from "../../components/ui/toast-store";
import { useCreateSale } from "./business-api";
import { NativeSelect } from "../../components/native-select";
import { BIZ, PAYMENT_METHOD_LABELS } from "../../../contract/business/screen-texts";
import { formatMoney, MONEY_TYPED, moneyFromTyped } from "./money";
import { ScanLabelButton } from "./scan-label-dialog";

type Packed = EventDetail["packed"][number];

function SellPiece({ event, piece, onDone }: { event: EventDetail; piece: Packed; onDone: () => void }) {
  const create = useCreateSale();
  const [method, setMethod] = useState<PaymentMethod>("cash");
  const [typed, setTyped] = useState(piece.price ?? "");
  const [error, setError] = useState<string | null>(null);
  const sellRef = useRef<HTMLButtonElement>(null);
  useEffect(() => sellRef.current?.focus(), []);
  const valid = MONEY_TYPED.test(typed.trim()) && Number(moneyFromTyped(typed)) <= MONEY_MAX_MAJOR;
  const price = valid ? moneyFromTyped(typed) : null;
  const sell = async () => {
    if (!price) return;
    setError(null);
    try {
      const sale = await create.mutateAsync({
        date: event.date,
        channel: "market",
        venue: event.place ?? event.name,
        eventId: event.id,
        items: [{ pieceId: piece.pieceId, price }],
        paymentMethod: method,
      });
      // A negative id: the sale was made on the device and waits for the connection.
      toast({ title: BIZ.soldToast(piece.name, formatMoney(price, event.currency)), description: sale.id < 0 ? BIZ.savedOnDevice : undefined });
      onDone();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };
  return (
    <section aria-label={piece.name} className="grid gap-3 rounded-lg border bg-card p-3">
      <p className="font-semibold">
        {piece.name}
        {piece.code ? <span className="font-normal text-muted-foreground"> ({piece.code})</span> : null}
      </p>
      {piece.price ? null : (
        <FormField label={BIZ.price} hint={BIZ.noPrice}>
          <Input inputMode="decimal" autoComplete="off" className="min-h-11" value={typed} onChange={(e) => setTyped(e.target.value)} />
        </FormField>
      )}
      <FormField label={BIZ.sellHow}>
        <NativeSelect value={method} onChange={(e) => setMethod(e.target.value as PaymentMethod)}>
          {PAYMENT_METHODS.map((m) => (
            <option key={m} value={m}>
              {PAYMENT_METHOD_LABELS[m]}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      {error ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
      <div className="flex gap-2">
        <Button ref={sellRef} size="lg" className="min-h-12 flex-1 text-base" disabled={!price || create.isPending} onClick={() => void sell()}>
          {BIZ.sellFor(price ? formatMoney(price, event.currency) : "…")}
        </Button>
        <Button variant="outline" size="lg" className="min-h-12" onClick={onDone}>
          {BIZ.cancel}
        </Button>
      </div>
    </section>
  );
}

export function StallPanel({ event }: { event: EventDetail }) {
  const [pieceId, setPieceId] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const piece = event.packed.find((p) => p.pieceId === pieceId) ?? null;
  const found = (typed: string) => {
    setProblem(null);
    const code = canonicalCode(typed)?.code ?? typed.trim().toUpperCase();
    const match = event.packed.find((p) => p.code === code);
    if (!match) return setProblem(BIZ.notPackedHere(code));
    if (match.status === "sold") return setProblem(BIZ.alreadySoldHere(match.name));
    setPieceId(match.pieceId);
  };
  return (
    <section aria-labelledby="at-the-stall" className="grid gap-3">
      <h2 id="at-the-stall" className="text-lg font-semibold">
        {BIZ.atTheStall}
      </h2>
      <ScanLabelButton onCode={found} />
      {problem ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {problem}
        </p>
      ) : null}
      {piece && piece.status !== "sold" ? <SellPiece key={piece.pieceId} event={event} piece={piece} onDone={() => setPieceId(null)} /> : null}
    </section>
  );
}

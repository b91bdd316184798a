/**
 * /business/markets/:id, a market day (product.md#r278): what is packed, the stall (scan a label, tap the price to
 * sell, offline too), the day's takings by payment method, and what came back unsold. Edit and delete the day.
 */
import { PackageIcon, XIcon } from "lucide-react";
import { useState } from "react";
import { useNavigate, useParams } from "react-router";
import type { EventDetail } from "../../../contract/business/schemas";
import { BackLink } from "../../components/back-link";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { PageContainer } from "../../components/page-container";
import { PageHeader } from "../../components/page-header";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../../components/ui/dialog";
import { formatDay } from "../../lib/calendar-day";
import { useEvent, useRemoveEvent, useUnpackPiece, useUpdateEvent, useWaitingSales } from "./business-api";
import { BIZ, PAYMENT_METHOD_LABELS } from "../../../contract/business/screen-texts";
import { EventForm } from "./event-form";
import { formatMoney } from "./money";
import { PackDialog } from "./pack-dialog";
import { StallPanel } from "./stall-panel";

function Packed({ event }: { event: EventDetail }) {
  const unpack = useUnpackPiece(event.id);
  const [packing, setPacking] = useState(false);
  return (
    <section aria-labelledby="packed" className="grid gap-2">
      <div className="flex items-center justify-between gap-2">
        <h2 id="packed" className="text-lg font-semibold">
          {BIZ.packed} ({event.packed.length})
        </h2>
        <Button variant="outline" className="min-h-11" onClick={() => setPacking(true)}>
          <PackageIcon aria-hidden="true" />
          {BIZ.pack}
        </Button>
      </div>
      {event.packed.length === 0 ? <p className="text-sm text-muted-foreground">{BIZ.nothingPacked}</p> : null}
      <ul className="grid gap-1">
        {event.packed.map((p) => (
          <li key={p.pieceId} className="flex min-h-11 items-center justify-between gap-2 rounded-md border bg-card px-3">
            <span className="min-w-0 truncate">
              {p.name}
              {p.code ? <span className="text-muted-foreground"> ({p.code})</span> : null}
            </span>
            <span className="flex shrink-0 items-center gap-2">
              {p.status === "sold" ? <Badge>{BIZ.soldHere}</Badge> : null}
              <span className="tabular-nums">{formatMoney(p.price, event.currency)}</span>
              {p.status !== "sold" && event.id > 0 ? (
                <Button variant="ghost" size="icon" className="size-11" aria-label={BIZ.unpack(p.name)} onClick={() => unpack.mutate(p.pieceId)}>
                  <XIcon aria-hidden="true" />
                </Button>
              ) : null}
            </span>
          </li>
        ))}
      </ul>
      {packing ? <PackDialog event={event} open={packing} onOpenChange={setPacking} /> : null}
    </section>
  );
}

function Takings({ event }: { event: EventDetail }) {
  const money = (a: string) => formatMoney(a, event.currency);
  const waiting = useWaitingSales(event.id);
  const unsold = event.packed.filter((p) => event.unsold.includes(p.pieceId));
  return (
    <>
      <section aria-labelledby="takings" className="grid gap-2">
        <h2 id="takings" className="text-lg font-semibold">
          {BIZ.takingsTotal(money(event.takings))}
        </h2>
        {event.byPaymentMethod.length === 0 ? <p className="text-sm text-muted-foreground">{BIZ.noTakings}</p> : null}
        <ul className="grid gap-1" aria-label={BIZ.takings}>
          {event.byPaymentMethod.map((m) => (
            <li key={m.paymentMethod} className="flex justify-between gap-2 text-sm">
              <span>
                {PAYMENT_METHOD_LABELS[m.paymentMethod as keyof typeof PAYMENT_METHOD_LABELS] ?? m.paymentMethod} · {BIZ.salesCount(m.sales)}
              </span>
              <span className="tabular-nums">{money(m.amount)}</span>
            </li>
          ))}
        </ul>
      </section>
      {waiting.length > 0 ? (
        <section role="region" aria-label={BIZ.waitingToSend} className="grid gap-1 rounded-lg border border-dashed p-3">
          <h2 className="text-sm font-semibold">{BIZ.waitingToSend}</h2>
          <ul className="grid gap-0.5 text-sm">
            {waiting.map((line, i) => (
              <li key={`${line}-${i}`}>{line}</li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="came-back" className="grid gap-2">
        <h2 id="came-back" className="text-lg font-semibold">
          {BIZ.cameBack} ({unsold.length})
        </h2>
        {event.packed.length > 0 && unsold.length === 0 ? <p className="text-sm text-muted-foreground">{BIZ.allSold}</p> : null}
        <ul className="grid gap-0.5 text-sm">
          {unsold.map((p) => (
            <li key={p.pieceId}>{p.code ? `${p.name} (${p.code})` : p.name}</li>
          ))}
        </ul>
      </section>
    </>
  );
}

function EventActions({ event }: { event: EventDetail }) {
  const update = useUpdateEvent(event.id);
  const remove = useRemoveEvent();
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="outline" className="min-h-11" onClick={() => setEditing(true)}>
        {BIZ.editEvent}
      </Button>
      <Button variant="outline" className="min-h-11" onClick={() => setDeleting(true)}>
        {BIZ.deleteEvent}
      </Button>
      <Dialog open={editing} onOpenChange={setEditing}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{BIZ.editEvent}</DialogTitle>
            <DialogDescription>{event.name}</DialogDescription>
          </DialogHeader>
          {editing ? (
            <EventForm
              initial={event}
              submitLabel={BIZ.save}
              onSave={async (body) => {
                await update.mutateAsync(body);
                setEditing(false);
              }}
            />
          ) : null}
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title={BIZ.deleteEventTitle(event.name)}
        description={BIZ.deleteEventText}
        confirmLabel={BIZ.deleteEvent}
        destructive
        onConfirm={async () => {
          await remove.mutateAsync(event.id);
          navigate("/business", { replace: true });
        }}
      />
    </div>
  );
}

export default function MarketDayScreen() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const event = useEvent(valid ? id : 0);
  const data = event.data;
  return (
    <PageContainer className="grid gap-5">
      <BackLink to="/business">{BIZ.hubTitle}</BackLink>
      {!valid || (event.error && !data) ? (
        <p role="alert" className="text-sm text-destructive">
          {valid && event.error ? event.error.message : BIZ.eventNotFound}
        </p>
      ) : null}
      {data ? (
        <>
          <PageHeader title={data.name} subtitle={[formatDay(data.date), data.place].filter(Boolean).join(" · ")} className="pb-0" />
          <StallPanel event={data} />
          <Takings event={data} />
          <Packed event={data} />
          <EventActions event={data} />
        </>
      ) : null}
    </PageContainer>
  );
}

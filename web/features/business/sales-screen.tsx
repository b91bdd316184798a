/**
 * /business/sales (product.md#r278): the potter's sales, newest first, between two days if they choose; "Record a
 * sale"; a return on each sale. Amounts in the potter's currency.
 */
import { useState } from "react";
import type { Sale } from "../../../contract/business/schemas";
import { BackLink } from "../../components/back-link";
import { FormField } from "../../components/form-field";
import { PageContainer } from "../../components/page-container";
import { PageHeader } from "../../components/page-header";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../../components/ui/dialog";
import { Input } from "../../components/ui/input";
import { formatDay } from "../../lib/calendar-day";
import { useSales } from "./business-api";
import { BIZ, SALE_CHANNEL_LABELS } from "../../../contract/business/screen-texts";
import { formatMoney } from "./money";
import { ReturnDialog } from "./return-dialog";
import { SaleForm } from "./sale-form";

function SaleRow({ sale }: { sale: Sale }) {
  const [returning, setReturning] = useState(false);
  const money = (a: string) => formatMoney(a, sale.currency);
  const open = sale.items.some((i) => !i.returned);
  return (
    <li className="grid gap-1 rounded-lg border bg-card px-3 py-2">
      <div className="flex items-baseline justify-between gap-2">
        <span className="font-medium">{formatDay(sale.date)}</span>
        <span className="font-semibold tabular-nums">{BIZ.total(money(sale.total))}</span>
      </div>
      <p className="text-sm text-muted-foreground">{[SALE_CHANNEL_LABELS[sale.channel], sale.venue].filter(Boolean).join(" · ")}</p>
      <ul className="grid gap-0.5 text-sm">
        {sale.items.map((item) => (
          <li key={item.pieceId} className="flex items-center justify-between gap-2">
            <span>
              {item.pieceName}
              {item.pieceCode ? <span className="text-muted-foreground"> ({item.pieceCode})</span> : null}
            </span>
            <span className="flex items-center gap-2">
              {item.returned ? <Badge variant="outline">{BIZ.returned}</Badge> : null}
              <span className="tabular-nums">{money(item.price)}</span>
            </span>
          </li>
        ))}
      </ul>
      {sale.returns.map((r) => (r.reason ? <p key={r.id} className="text-sm text-muted-foreground">{`${BIZ.returned}: ${r.reason}`}</p> : null))}
      {open && sale.id > 0 ? (
        <Button variant="outline" className="min-h-11 justify-self-start" onClick={() => setReturning(true)}>
          {BIZ.returnPieces}
        </Button>
      ) : null}
      {returning ? <ReturnDialog sale={sale} open={returning} onOpenChange={setReturning} /> : null}
    </li>
  );
}

export default function SalesScreen() {
  const [from, setFrom] = useState("");
  const [to, setTo] = useState("");
  const [recording, setRecording] = useState(false);
  const sales = useSales(from, to);
  const list = sales.data?.data ?? [];
  return (
    <PageContainer className="grid gap-4">
      <BackLink to="/business">{BIZ.hubTitle}</BackLink>
      <PageHeader title={BIZ.sales} actions={<Button className="min-h-11" onClick={() => setRecording(true)}>{BIZ.recordSale}</Button>} className="pb-0" />
      <div className="grid grid-cols-2 gap-3">
        <FormField label={BIZ.from}>
          <Input type="date" className="min-h-11" value={from} onChange={(e) => setFrom(e.target.value)} />
        </FormField>
        <FormField label={BIZ.to}>
          <Input type="date" className="min-h-11" value={to} onChange={(e) => setTo(e.target.value)} />
        </FormField>
      </div>
      {sales.error ? <p role="alert" className="text-sm text-destructive">{sales.error.message}</p> : null}
      {sales.data ? <p aria-live="polite" className="text-sm font-medium">{BIZ.salesCount(list.length)}</p> : null}
      {sales.data && list.length === 0 ? <p className="text-sm text-muted-foreground">{BIZ.noSales}</p> : null}
      {sales.data?.more ? <p className="text-sm text-muted-foreground">{BIZ.moreSales}</p> : null}
      <ul className="grid gap-2" aria-label={BIZ.sales}>
        {list.map((sale) => (
          <SaleRow key={sale.id} sale={sale} />
        ))}
      </ul>
      <Dialog open={recording} onOpenChange={setRecording}>
        <DialogContent className="max-h-[90dvh] overflow-y-auto">
          <DialogHeader>
            <DialogTitle>{BIZ.saleTitle}</DialogTitle>
            <DialogDescription>{BIZ.pieces}</DialogDescription>
          </DialogHeader>
          {recording ? (
<SaleForm onDone={() => setRecording(false)} />
          ) : null}
        </DialogContent>
      </Dialog>
    </PageContainer>
  );
}

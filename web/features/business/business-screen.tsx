/**
 * /business (product.md#r278): the potter's business at a glance: Sales, Reports, the materials' stock and shopping
 * list (product.md#r291, product.md#r292), and their market days, each opening its own screen, with a form for a new one,
 * and their calendar link (product.md#r294).
 */
import { BarChart3Icon, PackageIcon, ReceiptIcon, ShoppingCartIcon } from "lucide-react";
import { Link, useNavigate } from "react-router";
import { PageContainer } from "../../components/page-container";
import { PageHeader } from "../../components/page-header";
import { Card } from "../../components/ui/card";
import { formatDay } from "../../lib/calendar-day";
import { PiecesViewSwitch } from "../firings/pieces-view-switch";
import { useCreateEvent, useEvents } from "./business-api";
import { BIZ } from "../../../contract/business/screen-texts";
import { STOCK_TEXTS } from "../../../contract/business/stock-texts";
import { CalendarLinkSection } from "./calendar-link-section";
import { EventForm } from "./event-form";
import { formatMoney } from "./money";

const tile = "flex min-h-14 items-center gap-3 rounded-lg border bg-card px-4 py-3 font-medium focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none";

export default function BusinessScreen() {
  const events = useEvents();
  const create = useCreateEvent();
  const navigate = useNavigate();
  const list = events.data?.data ?? [];
  return (
    <PageContainer className="grid gap-4">
      <PiecesViewSwitch />
      <PageHeader title={BIZ.hubTitle} subtitle={BIZ.hubSubtitle} className="pb-0" />
      <nav aria-label={BIZ.hubTitle} className="grid grid-cols-2 gap-3">
        <Link to="/business/sales" className={tile}>
          <ReceiptIcon aria-hidden="true" className="size-5" />
          {BIZ.sales}
        </Link>
        <Link to="/business/reports" className={tile}>
          <BarChart3Icon aria-hidden="true" className="size-5" />
          {BIZ.reports}
        </Link>
        <Link to="/business/stock" className={tile}>
          <PackageIcon aria-hidden="true" className="size-5" />
          {STOCK_TEXTS.stockTitle}
        </Link>
        <Link to="/business/shopping-list" className={tile}>
          <ShoppingCartIcon aria-hidden="true" className="size-5" />
          {STOCK_TEXTS.shoppingList}
        </Link>
      </nav>
      <section aria-labelledby="market-days" className="grid gap-2">
        <h2 id="market-days" className="text-lg font-semibold">
          {BIZ.marketDays}
        </h2>
        {events.error ? <p role="alert" className="text-sm text-destructive">{events.error.message}</p> : null}
        {events.data && list.length === 0 ? <p className="text-sm text-muted-foreground">{BIZ.noEvents}</p> : null}
        <ul className="grid gap-2">
          {list.map((event) => (
            <li key={event.id}>
              <Link to={`/business/markets/${event.id}`} className="grid min-h-14 gap-0.5 rounded-lg border bg-card px-4 py-2 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
                <span className="flex justify-between gap-2 font-medium">
                  <span>{event.name}</span>
                  <span className="tabular-nums">{formatMoney(event.takings, event.currency)}</span>
                </span>
                <span className="text-sm text-muted-foreground">{BIZ.eventLine(formatDay(event.date), event.packedCount, event.soldCount)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <Card className="grid gap-3 p-4">
        <h2 className="text-base font-semibold">{BIZ.newEvent}</h2>
        <EventForm
          submitLabel={BIZ.createEvent}
          onSave={async (body) => {
            const event = await create.mutateAsync(body);
            navigate(`/business/markets/${event.id}`);
          }}
        />
      </Card>
      <CalendarLinkSection />
    </PageContainer>
  );
}

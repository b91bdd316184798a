/** The switch atop My Pieces (decision 0120): Pieces · Waiting · Firings · Business, four links, the current one marked. */
import { NavLink } from "react-router";
import { FIRING_SCREEN_TEXTS as T } from "../../../contract/firings/texts";
import { cn } from "../../lib/utils";

const BUSINESS_SWITCH = "Business";

const item = ({ isActive }: { isActive: boolean }) =>
  cn(
    "flex min-h-11 flex-1 items-center justify-center rounded-md px-3 text-sm font-medium outline-none focus-visible:ring-2 focus-visible:ring-ring",
    isActive ? "bg-card text-foreground shadow-sm" : "text-muted-foreground hover:text-foreground",
  );

export function PiecesViewSwitch() {
  return (
    <nav aria-label={T.switchLabel} className="mb-3 flex rounded-lg bg-muted p-1">
      <NavLink to="/pieces" end className={item}>
        {T.switchPieces}
      </NavLink>
      <NavLink to="/waiting" className={item}>
        {T.switchWaiting}
      </NavLink>
      <NavLink to="/firings" className={item}>
        {T.switchFirings}
      </NavLink>
      {/* The potter's business: sales, market days and the numbers (product.md#r278). */}
      <NavLink to="/business" className={item}>
        {BUSINESS_SWITCH}
      </NavLink>
    </nav>
  );
}

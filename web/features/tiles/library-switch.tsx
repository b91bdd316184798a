/** The switch at the top of Surfaces (decision 0110): Library · Test tiles · Glaze lab, three links, the current one marked. */
import { NavLink } from "react-router";
import { TILE_TEXTS } from "../../../contract/tiles/texts";
import { cn } from "../../lib/utils";

const item = ({ isActive }: { isActive: boolean }) =>
  cn(
    "flex min-h-11 flex-1 items-center justify-center rounded-md px-2 text-center text-sm font-medium outline-none focus-visible:ring-2 focus-visible:ring-ring",
    isActive ? "bg-card text-foreground shadow-sm" : "text-muted-foreground hover:text-foreground",
  );

export function LibrarySwitch() {
  return (
    <nav aria-label={TILE_TEXTS.switchLabel} className="mb-4 flex rounded-lg bg-muted p-1">
      <NavLink to="/glaze-library" end className={item}>
        {TILE_TEXTS.switchLibrary}
      </NavLink>
      <NavLink to="/glaze-library/test-tiles" className={item}>
        {TILE_TEXTS.switchTiles}
      </NavLink>
      <NavLink to="/glaze-lab" className={item}>
        {TILE_TEXTS.switchLab}
      </NavLink>
    </nav>
  );
}

import { CalendarCheckIcon, HomeIcon, LightbulbIcon, PaletteIcon, PlusIcon, SettingsIcon, type LucideIcon } from "lucide-react";
import { useRef } from "react";
import { Link, useLocation } from "react-router";
import { REMINDER_NAV_TEXTS } from "../../contract/reminders/nav-texts";
import { useDueCount } from "../features/reminders/reminders-queries";
import { useAfterFirstScreen } from "./first-screen";
import { usePublishHeight } from "./use-publish-height";
import { useVisualViewportPin } from "./use-visual-viewport-pin";

interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
  /** Stable hook for the onboarding tooltip tour. */
  tour: string;
  raised?: boolean;
  /** Other routes that belong to this tab, so detail and create screens keep it highlighted. */
  also?: string[];
}

const NAV_ITEMS: NavItem[] = [
  { to: "/pieces", label: "My Pieces", icon: HomeIcon, tour: "pieces", also: ["/waiting", "/firings", "/kilns", "/business"] },
  // Today has its own item, which carries the number due (product.md#r248; six 44 px items fit a 390 px phone).
  { to: "/today", label: "Today", icon: CalendarCheckIcon, tour: "today" },
  { to: "/glaze-library", label: "Surfaces", icon: PaletteIcon, tour: "glazes", also: ["/new-surface-treatment", "/surface-combos", "/test-tiles", "/glaze-lab"] },
  { to: "/new-piece", label: "New", icon: PlusIcon, tour: "new-piece", raised: true },
  { to: "/inspiration", label: "Inspiration", icon: LightbulbIcon, tour: "inspiration", also: ["/new-inspiration"] },
  { to: "/settings", label: "Settings", icon: SettingsIcon, tour: "settings" },
];

function matches(pathname: string, base: string): boolean {
  return pathname === base || pathname.startsWith(`${base}/`);
}

function isItemActive(pathname: string, item: NavItem): boolean {
  return [item.to, ...(item.also ?? [])].some((base) => matches(pathname, base));
}

/** product.md#r36 bottom navigation. The active item carries aria-current="page". */
export function BottomNav() {
  const ref = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  usePublishHeight(ref, "--bottom-nav-height");
  useVisualViewportPin(ref);
  // Today's count is asked for once the screen itself is drawn (web/app/first-screen.ts).
  const due = useDueCount(useAfterFirstScreen());

  return (
    <nav
      ref={ref}
      aria-label="Main"
      className="fixed inset-x-0 bottom-0 z-40 border-t bg-card/95 pb-[env(safe-area-inset-bottom)] backdrop-blur supports-[backdrop-filter]:bg-card/85"
    >
      <ul className="mx-auto grid max-w-lg grid-cols-6 items-end">
        {NAV_ITEMS.map((item) => (
          <li key={item.to} className="flex justify-center">
            <NavItemLink item={item} isActive={isItemActive(pathname, item)} count={item.tour === "today" ? due : undefined} />
          </li>
        ))}
      </ul>
    </nav>
  );
}

function NavItemLink({ item, isActive, count }: { item: NavItem; isActive: boolean; count?: number }) {
  const Icon = item.icon;
  return (
    <Link
      to={item.to}
      aria-label={count ? `${item.label}, ${REMINDER_NAV_TEXTS.dueCountLabel(count)}` : undefined}
      data-tour={item.tour}
      aria-current={isActive ? "page" : undefined}
      // Classes written out whole, each choice exclusive: the shell carries no class merging (decision 0157).
      className={`group flex min-h-14 min-w-14 flex-col items-center justify-center gap-0.5 rounded-lg px-0.5 py-1.5 text-[11px] font-medium transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none ${
        isActive ? "text-primary" : "text-muted-foreground hover:text-foreground"
      }`}
    >
      {item.raised ? (
        <span
          className={`-mt-6 flex size-14 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg ring-4 transition-transform group-active:scale-95 ${
            isActive ? "ring-primary/30" : "ring-background"
          }`}
        >
          <Icon className="size-7" aria-hidden="true" />
        </span>
      ) : (
        <span className="relative">
          <Icon className={isActive ? "size-6 stroke-[2.5]" : "size-6"} aria-hidden="true" />
          {count ? (
            <span
              data-testid="due-count"
              aria-hidden="true"
              className="absolute -top-1.5 -right-2.5 min-w-5 rounded-full bg-destructive px-1 text-center text-[11px] leading-5 font-semibold text-destructive-foreground"
            >
              {count}
            </span>
          ) : null}
        </span>
      )}
      <span>{item.label}</span>
    </Link>
  );
}

import { MoreVertical } from "lucide-react";
import type { ComponentProps } from "react";
import { Button } from "./ui/button";

/**
 * The ⋮ button that opens a record's menu. Its own file, outside the menus' pop-up code: a screen draws it at once as
 * the stand-in (announced as unavailable) while a lazily loaded menu's code arrives, and the menu then uses it as its
 * trigger, so the two look the same (docs/decisions/0164-the-screen-before-the-frame.md).
 */
export function MenuButton({ label, ...props }: { label: string } & Omit<ComponentProps<typeof Button>, "children" | "aria-label">) {
  return (
    <Button variant="ghost" size="icon" aria-label={label} {...props}>
      <MoreVertical aria-hidden="true" />
    </Button>
  );
}

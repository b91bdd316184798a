/**
 * Gives keyboard focus back to what opened a dialog when it closes. Radix returns focus only to its own Trigger; most
 * of our dialogs open from state (a button's onClick, a menu item), so without this focus fell to the page and a
 * keyboard or switch user started again from the top. A menu item that opened the dialog is gone by then: its menu's
 * button takes the focus instead.
 */
import { useEffect, useRef, useState } from "react";

type FocusEventLike = { preventDefault(): void; defaultPrevented: boolean };

/** The focused element other than the page itself, and the button of the menu it sits in, if any. */
function focusedNow(): { opener: HTMLElement | null; menuButton: HTMLElement | null } {
  const active = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
  const menu = active?.closest<HTMLElement>("[role=menu]");
  const menuButton = menu?.id ? document.querySelector<HTMLElement>(`[aria-controls="${CSS.escape(menu.id)}"]`) : null;
  return { opener: active, menuButton };
}

export function useReturnFocus(props: { onOpenAutoFocus?: (event: Event) => void; onCloseAutoFocus?: (event: Event) => void }) {
  // The content renders first when the dialog opens, while focus is still on what opened it (a field with autoFocus
  // takes it before any open event).
  const [first] = useState(focusedNow);
  const opener = useRef<HTMLElement | null>(first.opener);
  const menuButton = useRef<HTMLElement | null>(first.menuButton);
  // A dialog its screen removes outright (rendered only while open) gets no close event: after it is gone, focus that
  // fell to the page goes back all the same.
  useEffect(
    () => () => {
      setTimeout(() => {
        if (document.activeElement && document.activeElement !== document.body) return;
        [opener.current, menuButton.current].find((el) => el?.isConnected)?.focus();
      }, 0);
    },
    [],
  );
  return {
    onOpenAutoFocus: (event: Event) => {
      if (!opener.current) ({ opener: opener.current, menuButton: menuButton.current } = focusedNow());
      props.onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus: (event: Event) => {
      props.onCloseAutoFocus?.(event);
      if ((event as unknown as FocusEventLike).defaultPrevented) return;
      const target = [opener.current, menuButton.current].find((el) => el?.isConnected);
      if (!target) return;
      event.preventDefault();
      target.focus();
    },
  };
}

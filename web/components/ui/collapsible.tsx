import { Slot as SlotPrimitive } from "radix-ui";
import { createContext, use, useId, useState, type ComponentProps, type MouseEvent } from "react";

/**
 * A disclosure with Radix Collapsible's parts and attributes (aria-expanded, aria-controls, data-state), without its
 * measuring: Radix's content reads its own size on mount (a forced layout) and its presence reads the computed
 * animation name (a forced style recalculation), for an opening animation none of our sections has. On piece details
 * and Settings that was about 100 ms of the 4×-throttled start-up
 * (docs/decisions/0159-parts-and-warm-up-after-the-first-screen.md).
 */
interface CollapsibleState {
  open: boolean;
  toggle: () => void;
  contentId: string;
}

const CollapsibleContext = createContext<CollapsibleState | null>(null);

function useCollapsible(part: string): CollapsibleState {
  const state = use(CollapsibleContext);
  if (!state) throw new Error(`${part} must be inside <Collapsible>`);
  return state;
}

const dataState = (open: boolean) => (open ? "open" : "closed");

type RootProps = ComponentProps<"div"> & {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  asChild?: boolean;
};

function Collapsible({ open, defaultOpen = false, onOpenChange, asChild, ...props }: RootProps) {
  const [own, setOwn] = useState(defaultOpen);
  const isOpen = open ?? own;
  const contentId = useId();
  const toggle = () => {
    const next = !isOpen;
    if (open === undefined) setOwn(next);
    onOpenChange?.(next);
  };
  const Comp = asChild ? SlotPrimitive.Slot : "div";
  return (
    <CollapsibleContext value={{ open: isOpen, toggle, contentId }}>
      <Comp data-state={dataState(isOpen)} {...props} />
    </CollapsibleContext>
  );
}

function CollapsibleTrigger({ asChild, onClick, ...props }: ComponentProps<"button"> & { asChild?: boolean }) {
  const { open, toggle, contentId } = useCollapsible("CollapsibleTrigger");
  const Comp = asChild ? SlotPrimitive.Slot : "button";
  return (
    <Comp
      type={asChild ? undefined : "button"}
      aria-controls={contentId}
      aria-expanded={open}
      data-state={dataState(open)}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        onClick?.(event);
        if (!event.defaultPrevented) toggle();
      }}
      {...props}
    />
  );
}

/** Rendered only while open, as Radix's content is. */
function CollapsibleContent({ asChild, ...props }: ComponentProps<"div"> & { asChild?: boolean }) {
  const { open, contentId } = useCollapsible("CollapsibleContent");
  if (!open) return null;
  const Comp = asChild ? SlotPrimitive.Slot : "div";
  return <Comp id={contentId} data-state="open" {...props} />;
}

export { Collapsible, CollapsibleContent, CollapsibleTrigger };

import { useEffect, type RefObject } from "react";

/**
 * Writes an element's rendered height to a CSS variable on <html>, and resets it on unmount. The height comes from a
 * ResizeObserver, which reports it after the browser's own layout (and once when observing starts): reading
 * `offsetHeight` while the app starts would force an extra layout of the whole page in the middle of its first render
 * (docs/decisions/0162-start-screen-chunks.md).
 */
export function usePublishHeight(ref: RefObject<HTMLElement | null>, cssVariable: string): void {
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const root = document.documentElement;
    const observer = new ResizeObserver((entries) => {
      const size = entries[entries.length - 1]?.borderBoxSize?.[0]?.blockSize;
      root.style.setProperty(cssVariable, `${Math.round(size ?? element.offsetHeight)}px`);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.setProperty(cssVariable, "0px");
    };
  }, [ref, cssVariable]);
}

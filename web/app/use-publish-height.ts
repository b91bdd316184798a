import { useEffect, type RefObject } from "react";

/** Writes an element's rendered height to a CSS variable on <html>, and resets it on unmount. */
export function usePublishHeight(ref: RefObject<HTMLElement | null>, cssVariable: string): void {
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const root = document.documentElement;
    const publish = () => root.style.setProperty(cssVariable, `${element.offsetHeight}px`);
    publish();
    const observer = new ResizeObserver(publish);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.setProperty(cssVariable, "0px");
    };
  }, [ref, cssVariable]);
}

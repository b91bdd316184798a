import { useEffect, type RefObject } from "react";

/**
 * Keeps a position:fixed bottom bar glued to the visible bottom edge. iOS Safari and WebViews move the
 * visual viewport (keyboard, pinch, orientation) without moving fixed elements, so we offset it ourselves.
 */
export function useVisualViewportPin(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = ref.current;
    const viewport = window.visualViewport;
    if (!element || !viewport) return;
    let frame = 0;
    const repin = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const hiddenBelow = window.innerHeight - (viewport.height + viewport.offsetTop);
        element.style.transform = hiddenBelow > 1 ? `translateY(-${Math.round(hiddenBelow)}px)` : "";
      });
    };
    repin();
    viewport.addEventListener("resize", repin);
    viewport.addEventListener("scroll", repin);
    window.addEventListener("orientationchange", repin);
    // The native app announces its on-screen keyboard (web/lib/native/runtime.ts, @capacitor/keyboard).
    window.addEventListener("claybook:keyboard", repin);
    return () => {
      window.removeEventListener("claybook:keyboard", repin);
      cancelAnimationFrame(frame);
      viewport.removeEventListener("resize", repin);
      viewport.removeEventListener("scroll", repin);
      window.removeEventListener("orientationchange", repin);
    };
  }, [ref]);
}

import { X } from "lucide-react";
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import { TOUR_DELAY_MS, TOUR_STEPS, TOUR_TEXTS } from "../../../contract/pieces/texts";
import { Button } from "../../components/ui/button";
import { usePieceSelection } from "./piece-selection";
import { markTourSeen, recordTourEvent, tourSeen } from "./tour-storage";

interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

const CARD_WIDTH = 288;
const GAP = 12;
/** The highlight's offset plus its ring width. */
const RING = 8;

/**
 * The box around the target and everything drawn inside it: the raised New button's circle stands above its link, so
 * the link's own box would put the tour's card over the circle and cut the highlight ring through it.
 */
function targetBox(target: string): Box | null {
  const el = document.querySelector<HTMLElement>(`[data-tour="${target}"]`);
  if (!el) return null;
  const rects = [el, ...el.querySelectorAll<HTMLElement | SVGElement>("*")].map((node) => node.getBoundingClientRect());
  const left = Math.min(...rects.map((r) => r.left));
  const top = Math.min(...rects.map((r) => r.top));
  const right = Math.max(...rects.map((r) => r.right));
  const bottom = Math.max(...rects.map((r) => r.bottom));
  return { left, top, width: right - left, height: bottom - top };
}

/**
 * product.md#r76 tooltip tour: five tips at the bottom navigation, starting 2 s after the first visit to My Pieces.
 * It is not modal (no backdrop), so the screen stays usable; Escape, Skip tour and the close icon end it.
 */
export function TooltipTour() {
  const [step, setStep] = useState<number | null>(null);
  const [box, setBox] = useState<Box | null>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const selecting = usePieceSelection()?.selecting ?? false;

  useEffect(() => {
    if (tourSeen()) return;
    const timer = setTimeout(() => {
      recordTourEvent("tour_started", 0);
      setStep(0);
    }, TOUR_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  const current = step === null ? null : TOUR_STEPS[step];

  useLayoutEffect(() => {
    if (!current) return;
    const place = () => setBox(targetBox(current.target));
    place();
    window.addEventListener("resize", place);
    window.addEventListener("scroll", place, true);
    return () => {
      window.removeEventListener("resize", place);
      window.removeEventListener("scroll", place, true);
    };
  }, [current]);

  useEffect(() => {
    if (current) nextRef.current?.focus();
  }, [current]);

  const stepRef = useRef(step);
  stepRef.current = step;
  const end = useCallback((how: "tour_skipped" | "tour_finished") => {
    recordTourEvent(how, stepRef.current ?? 0);
    markTourSeen();
    setStep(null);
  }, []);

  useEffect(() => {
    if (!current) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") end("tour_skipped");
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [current, end]);

  // Select mode's bar sits where the tour's card would: the tour steps aside until the potter is done selecting
  // (docs/decisions/0196-the-lows.md).
  if (step === null || !current || selecting) return null;
  const last = step === TOUR_STEPS.length - 1;
  const viewportWidth = window.innerWidth;
  const width = Math.min(CARD_WIDTH, viewportWidth - 2 * GAP);
  const center = box ? box.left + box.width / 2 : viewportWidth / 2;
  const left = Math.max(GAP, Math.min(center - width / 2, viewportWidth - width - GAP));
  // Above the highlight ring (4 px out, 4 px wide), so the card never sits on the ring or the button it rings.
  const bottom = box ? window.innerHeight - box.top + RING + GAP : 96;
  const arrowLeft = Math.max(16, Math.min(center - left, width - 16));

  return (
    <>
      {box ? (
        <div
          aria-hidden="true"
          data-testid="tour-highlight"
          className="pointer-events-none fixed z-50 rounded-xl ring-4 ring-primary/70 transition-all"
          style={{ left: box.left - 4, top: box.top - 4, width: box.width + 8, height: box.height + 8 }}
        />
      ) : null}
      <div
        role="dialog"
        aria-modal="false"
        aria-labelledby="tour-title"
        aria-describedby="tour-text"
        className="fixed z-50 rounded-lg border bg-popover p-4 text-popover-foreground shadow-xl"
        style={{ left, bottom, width }}
      >
        <span
          aria-hidden="true"
          className="absolute -bottom-2 size-4 rotate-45 border-r border-b bg-popover"
          style={{ left: arrowLeft - 8 }}
        />
        <div className="flex items-start justify-between gap-2">
          <h2 id="tour-title" className="font-semibold">
            {current.title}
          </h2>
          <Button variant="ghost" size="icon" className="-mt-2 -mr-2" aria-label={TOUR_TEXTS.close} onClick={() => end("tour_skipped")}>
            <X aria-hidden="true" />
          </Button>
        </div>
        <p id="tour-text" className="mt-1 text-sm text-muted-foreground">
          {current.text}
        </p>
        <div className="mt-3 flex items-center justify-between gap-2">
          <span className="text-xs text-muted-foreground">
            {step + 1} / {TOUR_STEPS.length}
          </span>
          <div className="flex gap-1">
            {!last ? (
              <Button variant="ghost" size="sm" onClick={() => end("tour_skipped")}>
                {TOUR_TEXTS.skip}
              </Button>
            ) : null}
            <Button
              ref={nextRef}
              size="sm"
              onClick={() => {
                if (last) {
                  end("tour_finished");
                  return;
                }
                recordTourEvent("tour_step", step + 1);
                setStep(step + 1);
              }}
            >
              {last ? TOUR_TEXTS.finish : TOUR_TEXTS.next}
            </Button>
          </div>
        </div>
      </div>
    </>
  );
}

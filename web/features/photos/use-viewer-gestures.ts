/**
 * Touch and mouse gestures of the photo viewer (product.md#r75, product.md#r120): a horizontal swipe past 50px changes photo,
 * two fingers pinch-zoom between 0.5× and 4×, and one finger pans while zoomed in.
 */
import { useCallback, useRef, useState, type PointerEvent } from "react";
import { VIEWER } from "../../../contract/photos/rules";

interface Point {
  x: number;
  y: number;
}

export const clampZoom = (scale: number) => Math.min(VIEWER.maxZoom, Math.max(VIEWER.minZoom, scale));

/** Which way a finished one-finger drag should move, if it was a swipe. */
export function swipeDirection(dx: number, dy: number): "next" | "previous" | null {
  if (Math.abs(dx) <= VIEWER.swipeThresholdPx || Math.abs(dx) < Math.abs(dy)) return null;
  return dx < 0 ? "next" : "previous";
}

const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);

export function useViewerGestures(onSwipe: (direction: "next" | "previous") => void) {
  const [scale, setScale] = useState(1);
  const [offset, setOffset] = useState<Point>({ x: 0, y: 0 });
  const pointers = useRef(new Map<number, Point>());
  const start = useRef<{ point: Point; offset: Point; pinchDistance: number; pinchScale: number; pinched: boolean }>({
    point: { x: 0, y: 0 },
    offset: { x: 0, y: 0 },
    pinchDistance: 0,
    pinchScale: 1,
    pinched: false,
  });

  const reset = useCallback(() => {
    setScale(1);
    setOffset({ x: 0, y: 0 });
  }, []);

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    try {
      // Keeps receiving moves when a finger leaves the image; not available for every pointer source.
      event.currentTarget.setPointerCapture(event.pointerId);
    } catch {
      // Moves outside the element are then simply not seen.
    }
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    const points = [...pointers.current.values()];
    if (points.length === 2) {
      start.current.pinchDistance = distance(points[0]!, points[1]!);
      start.current.pinchScale = scale;
      start.current.pinched = true;
    } else if (points.length === 1) {
      start.current.point = { x: event.clientX, y: event.clientY };
      start.current.offset = offset;
      start.current.pinched = false;
    }
  };

  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    if (!pointers.current.has(event.pointerId)) return;
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    const points = [...pointers.current.values()];
    if (points.length === 2 && start.current.pinchDistance > 0) {
      setScale(clampZoom((start.current.pinchScale * distance(points[0]!, points[1]!)) / start.current.pinchDistance));
    } else if (points.length === 1 && scale > 1) {
      setOffset({
        x: start.current.offset.x + event.clientX - start.current.point.x,
        y: start.current.offset.y + event.clientY - start.current.point.y,
      });
    }
  };

  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    const wasSingle = pointers.current.size === 1;
    pointers.current.delete(event.pointerId);
    // Swipes only count at normal size: when zoomed in, the same drag pans.
    if (wasSingle && !start.current.pinched && scale <= 1) {
      const direction = swipeDirection(event.clientX - start.current.point.x, event.clientY - start.current.point.y);
      if (direction) onSwipe(direction);
    }
    if (pointers.current.size === 0) start.current.pinched = false;
  };

  const onDoubleClick = () => {
    if (scale === 1) setScale(2);
    else reset();
  };

  return {
    scale,
    offset,
    reset,
    setScale: (next: number) => setScale(clampZoom(next)),
    handlers: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel: onPointerUp, onDoubleClick },
  };
}

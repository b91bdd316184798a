/**
 * The full-screen photo viewer (product.md#r75, product.md#r76): a bottom sheet titled 'n of total' with thumbnails,
 * previous/next that wrap, Replace, Delete (confirmed) and Close. Arrow keys and Escape; swipe, pinch-zoom
 * and pan on touch. Deleting the last photo closes it.
 */
import { ChevronLeft, ChevronRight, RefreshCw, Trash2, X } from "lucide-react";
import { Dialog as DialogPrimitive } from "radix-ui";
import { useEffect, useRef, useState, type ChangeEvent, type KeyboardEvent } from "react";
import { PHOTO_TEXTS } from "../../../contract/photos/texts";
import { Button } from "../../components/ui/button";
import { DialogDescription, DialogOverlay, DialogPortal, DialogTitle } from "../../components/ui/dialog";
import { cn } from "../../lib/utils";
import { DeletePhotoDialog } from "./delete-photo-dialog";
import { photoSrc, thumbnailSrc } from "./photo-src";
import { useViewerGestures } from "./use-viewer-gestures";

interface PhotoViewerProps {
  urls: string[];
  /** The photo shown, or null when the viewer is closed. */
  index: number | null;
  onIndexChange: (index: number | null) => void;
  onDelete: (index: number) => void;
  onReplace: (index: number, file: File) => void;
  /** True while a replacement uploads. */
  busy?: boolean;
  disabled?: boolean;
}

export function PhotoViewer({ urls, index, onIndexChange, onDelete, onReplace, busy, disabled }: PhotoViewerProps) {
  const open = index !== null && urls.length > 0;
  const current = open ? Math.min(index, urls.length - 1) : 0;
  const total = urls.length;
  const [confirming, setConfirming] = useState(false);
  const replaceInput = useRef<HTMLInputElement>(null);

  const go = (step: number) => {
    if (total === 0) return;
    onIndexChange((current + step + total) % total);
  };
  const gestures = useViewerGestures((direction) => go(direction === "next" ? 1 : -1));
  const { reset } = gestures;
  // Each photo starts unzoomed.
  useEffect(() => reset(), [current, reset]);

  // Deleting the last remaining photo closes the viewer (product.md#r76).
  useEffect(() => {
    if (index !== null && urls.length === 0) onIndexChange(null);
  }, [index, urls.length, onIndexChange]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (confirming) return;
    if (event.key === "ArrowRight") {
      event.preventDefault();
      go(1);
    } else if (event.key === "ArrowLeft") {
      event.preventDefault();
      go(-1);
    }
  };

  const confirmDelete = () => {
    setConfirming(false);
    const removed = current;
    onDelete(removed);
    if (total <= 1) onIndexChange(null);
    else if (removed >= total - 1) onIndexChange(removed - 1);
  };

  const onReplaceFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (file) onReplace(current, file);
  };

  return (
    <DialogPrimitive.Root open={open} onOpenChange={(next) => !next && onIndexChange(null)}>
      <DialogPortal>
        <DialogOverlay className="bg-black/80" />
        <DialogPrimitive.Content
          data-slot="photo-viewer"
          onKeyDown={onKeyDown}
          className="fixed inset-x-0 bottom-0 z-50 flex h-[calc(100dvh-1.5rem)] flex-col rounded-t-2xl border-t bg-background text-foreground shadow-2xl outline-none data-[state=open]:animate-fade-in sm:mx-auto sm:max-w-3xl"
        >
          <header className="flex items-center justify-between gap-2 px-4 pt-3 pb-2">
            <div aria-hidden="true" className="absolute top-1.5 left-1/2 h-1 w-10 -translate-x-1/2 rounded-full bg-muted-foreground/30" />
            <DialogTitle className="text-base font-semibold">{PHOTO_TEXTS.viewerTitle(current + 1, total)}</DialogTitle>
            <DialogDescription className="sr-only">
              Use the arrow keys or swipe to move between photos. Pinch to zoom.
            </DialogDescription>
            <DialogPrimitive.Close asChild>
              <Button variant="ghost" size="icon" aria-label="Close">
                <X aria-hidden="true" />
              </Button>
            </DialogPrimitive.Close>
          </header>

          <div
            className="relative flex min-h-0 flex-1 touch-none items-center justify-center overflow-hidden bg-black select-none"
            {...gestures.handlers}
          >
            {open && (
              <img
                key={urls[current]}
                src={photoSrc(urls[current]!)}
                alt={`Photo ${current + 1} of ${total}`}
                draggable={false}
                className="max-h-full max-w-full object-contain transition-transform duration-75"
                style={{ transform: `translate(${gestures.offset.x}px, ${gestures.offset.y}px) scale(${gestures.scale})` }}
              />
            )}
            {total > 1 && (
              <>
                <Button
                  variant="secondary"
                  size="icon"
                  aria-label="Previous photo"
                  className="absolute top-1/2 left-2 -translate-y-1/2 rounded-full bg-background/80"
                  onPointerDown={(e) => e.stopPropagation()}
                  onClick={() => go(-1)}
                >
                  <ChevronLeft aria-hidden="true" />
                </Button>
                <Button
                  variant="secondary"
                  size="icon"
                  aria-label="Next photo"
                  className="absolute top-1/2 right-2 -translate-y-1/2 rounded-full bg-background/80"
                  onPointerDown={(e) => e.stopPropagation()}
                  onClick={() => go(1)}
                >
                  <ChevronRight aria-hidden="true" />
                </Button>
              </>
            )}
          </div>

          <div className="flex gap-2 overflow-x-auto px-4 py-3" role="list" aria-label="Photos">
            {urls.map((url, i) => (
              <div role="listitem" key={`${url}-${i}`}>
                <button
                  type="button"
                  aria-label={`Show photo ${i + 1}`}
                  aria-current={i === current ? "true" : undefined}
                  onClick={() => onIndexChange(i)}
                  className={cn(
                    "size-14 shrink-0 overflow-hidden rounded-md border-2 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none",
                    i === current ? "border-primary" : "border-transparent opacity-70",
                  )}
                >
                  <img src={thumbnailSrc(url)} alt="" className="size-full object-cover" />
                </button>
              </div>
            ))}
          </div>

          <footer className="flex items-center justify-between gap-2 border-t px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]">
            <Button variant="outline" disabled={disabled || busy} onClick={() => replaceInput.current?.click()}>
              <RefreshCw aria-hidden="true" className={cn(busy && "animate-spin")} />
              {busy ? "Replacing..." : "Replace"}
            </Button>
            <input
              ref={replaceInput}
              type="file"
              accept="image/*"
              className="hidden"
              aria-label="Replace photo file"
              tabIndex={-1}
              onChange={onReplaceFile}
            />
            <Button variant="destructive" disabled={disabled} onClick={() => setConfirming(true)}>
              <Trash2 aria-hidden="true" />
              Delete
            </Button>
          </footer>
          <DeletePhotoDialog open={confirming} onOpenChange={setConfirming} onConfirm={confirmDelete} />
        </DialogPrimitive.Content>
      </DialogPortal>
    </DialogPrimitive.Root>
  );
}

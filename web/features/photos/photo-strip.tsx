/**
 * The photo strip (product.md#r75): square slots up to `max`; empty slots open the file picker (images, several at
 * once), filled slots open the full-screen viewer. Shows 'N of M photos' and 'Processing N image(s)...'.
 * On the native app a camera button sits next to the picker and falls back to it on failure.
 */
import { Camera, ImagePlus } from "lucide-react";
import { Suspense, useRef, useState, type ChangeEvent } from "react";
import { PHOTO_TEXTS } from "../../../contract/photos/texts";
import { Button } from "../../components/ui/button";
import { isNativeApp } from "../../lib/platform";
import { lazyPart, useOpenedOnce } from "../../lib/lazy-part";
import { usePreloadWhenIdle } from "../../lib/preload";
import { cn } from "../../lib/utils";
import { takeNativePhoto } from "./native-camera";
import { thumbnailSrc } from "./photo-src";
import { useEnclosingUploadGate } from "./upload-gate";
import { usePhotoUploads, type PendingUpload } from "./use-photo-uploads";

interface PhotoStripProps {
  urls: string[];
  max: number;
  onChange: (urls: string[]) => void;
  /** Accessible label of the strip, e.g. "Piece photos". */
  label?: string;
  disabled?: boolean;
}

// The full-screen viewer loads on its own, when the browser is idle or on the first tap (decision 0159).
const photoViewer = lazyPart(() => import("./photo-viewer").then((m) => m.PhotoViewer));

const slot = "relative aspect-square w-full overflow-hidden rounded-lg";

function PendingSlot({ item }: { item: PendingUpload }) {
  const percent = Math.round(item.progress * 100);
  return (
    <div className={cn(slot, "flex flex-col items-center justify-center gap-2 border bg-muted p-2")}>
      <span className="max-w-full truncate text-xs text-muted-foreground">{item.name}</span>
      <div
        role="progressbar"
        aria-label={`Uploading ${item.name}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-1.5 w-4/5 overflow-hidden rounded-full bg-background"
      >
        <div className="h-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

export function PhotoStrip({ urls: given, max, onChange, label, disabled }: PhotoStripProps) {
  // "not an array" reads as no photos (product.md#r75).
  const urls = Array.isArray(given) ? given : [];
  const uploads = usePhotoUploads(urls, max, onChange);
  const { pending } = uploads;
  // Inside a screen's gate every batch is counted, so Save and leaving wait for it (upload-gate.tsx).
  const gate = useEnclosingUploadGate();
  const addFiles = (files: readonly File[]) => (gate ? gate.track(uploads.addFiles(files)) : uploads.addFiles(files));
  const replaceAt = (index: number, file: File) => (gate ? gate.track(uploads.replaceAt(index, file)) : uploads.replaceAt(index, file));
  const [viewing, setViewing] = useState<number | null>(null);
  const viewerMounted = useOpenedOnce(viewing !== null);
  usePreloadWhenIdle(photoViewer.preload);
  const picker = useRef<HTMLInputElement>(null);
  const native = isNativeApp();
  const shown = urls.slice(0, max);
  const empty = Math.max(0, max - shown.length - pending.length);
  const full = empty === 0;

  const openPicker = () => {
    if (!disabled) picker.current?.click();
  };

  const onPicked = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // Cleared so choosing the same file again still fires a change.
    event.target.value = "";
    void addFiles(files);
  };

  const takePhoto = async () => {
    try {
      const file = await takeNativePhoto();
      if (file) await addFiles([file]);
    } catch (error) {
      console.warn("camera failed, falling back to the file picker", error);
      openPicker();
    }
  };

  return (
    <section aria-label={label ?? "Photos"} className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <p className="text-muted-foreground">{PHOTO_TEXTS.count(shown.length, max)}</p>
        {pending.length > 0 && (
          <p role="status" className="font-medium text-primary">
            {PHOTO_TEXTS.processing(pending.length)}
          </p>
        )}
      </div>
      <ul className="grid gap-2" style={{ gridTemplateColumns: `repeat(${Math.min(Math.max(max, 1), 5)}, minmax(0, 1fr))` }}>
        {shown.map((url, i) => (
          <li key={`${url}-${i}`}>
            <button
              type="button"
              aria-label={`Open photo ${i + 1} of ${shown.length}`}
              onClick={() => setViewing(i)}
              className={cn(slot, "block border focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none")}
            >
              <img src={thumbnailSrc(url)} alt="" loading="lazy" className="size-full object-cover" />
            </button>
          </li>
        ))}
        {pending.map((item) => (
          <li key={item.id}>
            <PendingSlot item={item} />
          </li>
        ))}
        {Array.from({ length: empty }, (_, i) => (
          <li key={`empty-${i}`}>
            <button
              type="button"
              aria-label="Add photos"
              disabled={disabled}
              onClick={openPicker}
              className={cn(
                slot,
                "flex items-center justify-center border-2 border-dashed border-muted-foreground/30 text-muted-foreground hover:border-primary hover:text-primary focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none disabled:opacity-50",
              )}
            >
              <ImagePlus aria-hidden="true" className="size-6" />
            </button>
          </li>
        ))}
      </ul>
      {native && !full && (
        <Button variant="outline" disabled={disabled} onClick={() => void takePhoto()} className="self-start">
          <Camera aria-hidden="true" />
          Take Photo
        </Button>
      )}
      <input
        ref={picker}
        type="file"
        accept="image/*"
        multiple
        className="hidden"
        aria-label={`Choose photos for ${label ?? "this item"}`}
        tabIndex={-1}
        onChange={onPicked}
      />
      {viewerMounted ? (
        <Suspense fallback={null}>
          <photoViewer.Part
            urls={shown}
            index={viewing}
            onIndexChange={setViewing}
            onDelete={(index) => onChange(urls.filter((_, i) => i !== index))}
            onReplace={(index, file) => void replaceAt(index, file)}
            busy={pending.length > 0}
            disabled={disabled}
          />
        </Suspense>
      ) : null}
    </section>
  );
}

/**
 * The upload queue behind a photo strip: extra files beyond the field's limit are dropped, files over 10MB
 * get the spec's message, each file is compressed and uploaded with its own progress, failed files are skipped.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { PHOTO_TEXTS } from "../../../contract/photos/texts";
import { PHOTO_LIMITS } from "../../../contract/photos/rules";
import { toast } from "../../components/ui/toast";
import { ApiError, isNetworkError } from "../../lib/api-error";
import { keepPhotoOnDevice } from "../../lib/offline/local-photos";
import { compressImage, jpegName } from "./compress-image";
import { uploadPhoto } from "./photos-api";

export interface PendingUpload {
  id: string;
  name: string;
  /** 0..1 of the upload; compression happens before 0. */
  progress: number;
}

/** Photos only: `accept="image/*"` is a hint a drag-and-drop or a file manager can ignore. */
const isImage = (file: File) => file.type.startsWith("image/") || /\.(heic|heif)$/i.test(file.name);

let nextId = 0;

/** iPhone photos: HEIC/HEIF, by type or, when the picker gives none, by name. */
const isHeic = (file: File) => /^image\/hei[cf](-sequence)?$/i.test(file.type) || /\.(heic|heif)$/i.test(file.name);

/**
 * Compresses and uploads one file; answers its url, or null when it failed (logged, product.md#r77). With no
 * connection the compressed file is kept on the device and its local address answered: the outbox uploads it with
 * the change that names it (docs/decisions/0116-outbox.md).
 */
async function processOne(file: File, onProgress: (fraction: number) => void, onUnavailable: (message: string) => void): Promise<string | null> {
  try {
    // Most browsers cannot draw a HEIC to a canvas: it goes as it is, and the server decodes and shrinks it
    // like any photo (docs/decisions/0063-heic-uploads.md). It is at most 10 MB, checked above.
    const [blob, name] = isHeic(file) ? [file, file.name] : [await compressImage(file), jpegName(file.name)];
    try {
      return (await uploadPhoto(blob, name, onProgress)).url;
    } catch (error) {
      if (!isNetworkError(error)) throw error;
      onProgress(1);
      return await keepPhotoOnDevice(blob, name);
    }
  } catch (error) {
    // Storage out of reach is the one failure the potter can act on: they hear it (docs/decisions/0281-photo-storage-unavailable.md).
    if (error instanceof ApiError && error.status === 503) onUnavailable(error.message);
    console.warn("photo skipped", file.name, error instanceof Error ? error.message : error);
    return null;
  }
}

/** Shows the server's "photos are unavailable" once for a batch, however many of its files it refused. */
function unavailableNotice(): (message: string) => void {
  let shown = false;
  return (message) => {
    if (shown) return;
    shown = true;
    toast({ title: message, variant: "destructive" });
  };
}

export function usePhotoUploads(urls: string[], max: number, onChange: (urls: string[]) => void) {
  const [pending, setPending] = useState<PendingUpload[]>([]);
  // The latest list, also between a change and the parent's re-render (two batches finishing close together).
  const latest = useRef(urls);
  const pendingCount = useRef(0);
  const changeRef = useRef(onChange);
  useEffect(() => {
    latest.current = urls;
    changeRef.current = onChange;
  });

  const setProgress = useCallback((id: string, progress: number) => {
    setPending((list) => list.map((p) => (p.id === id ? { ...p, progress } : p)));
  }, []);

  const start = useCallback((file: File): PendingUpload => {
    const item = { id: `upload-${++nextId}`, name: file.name, progress: 0 };
    pendingCount.current += 1;
    setPending((list) => [...list, item]);
    return item;
  }, []);

  const finish = useCallback((id: string) => {
    pendingCount.current -= 1;
    setPending((list) => list.filter((p) => p.id !== id));
  }, []);

  /** Accepts files from the picker, the camera or a drop; keeps what fits. */
  const addFiles = useCallback(
    async (files: readonly File[]) => {
      const room = Math.max(0, max - latest.current.length - pendingCount.current);
      // Files that cannot be used never take a slot; every file left out is named with why, so the potter knows what to
      // pick again.
      const problems: string[] = [];
      const usable = files.filter((file) => {
        if (!isImage(file)) problems.push(PHOTO_TEXTS.notAnImage(file.name));
        else if (file.size > PHOTO_LIMITS.maxFileBytes) problems.push(PHOTO_TEXTS.tooLarge(file.name));
        else return true;
        return false;
      });
      const accepted = usable.slice(0, room);
      for (const file of usable.slice(room)) problems.push(PHOTO_TEXTS.noRoom(file.name, max));
      if (problems.length === 1) toast({ title: problems[0]!, variant: "destructive" });
      else if (problems.length > 1) toast({ title: PHOTO_TEXTS.leftOut(problems.length), description: problems.join(" "), variant: "destructive" });
      if (accepted.length === 0) return;
      const items = accepted.map(start);
      const onUnavailable = unavailableNotice();
      const results = await Promise.all(
        accepted.map(async (file, i) => {
          const id = items[i]!.id;
          try {
            return await processOne(file, (fraction) => setProgress(id, fraction), onUnavailable);
          } finally {
            finish(id);
          }
        }),
      );
      const added = results.filter((url): url is string => url !== null);
      if (added.length === 0) return;
      const next = [...latest.current, ...added].slice(0, max);
      latest.current = next;
      changeRef.current(next);
    },
    [max, start, finish, setProgress],
  );

  /** Swaps the photo at `index` for a new file; a failure is only logged (product.md#r35). */
  const replaceAt = useCallback(
    async (index: number, file: File) => {
      if (!isImage(file)) return;
      if (file.size > PHOTO_LIMITS.maxFileBytes) {
        toast({ title: PHOTO_TEXTS.tooLarge(file.name), variant: "destructive" });
        return;
      }
      const item = start(file);
      let url: string | null;
      try {
        url = await processOne(file, (fraction) => setProgress(item.id, fraction), unavailableNotice());
      } finally {
        finish(item.id);
      }
      if (!url || index >= latest.current.length) return;
      const next = latest.current.map((u, i) => (i === index ? url : u));
      latest.current = next;
      changeRef.current(next);
    },
    [start, finish, setProgress],
  );

  return { pending, addFiles, replaceAt };
}

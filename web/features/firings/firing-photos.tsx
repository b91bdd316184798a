/**
 * A firing's photos (decision 0120: up to FIRING_PHOTOS_MAX, the pieces' pipeline): the loaded kiln, the witness cones,
 * the shelves after. Each finished upload is saved at once, through the outbox like every change; leaving while one
 * runs waits for it (decision 0130).
 */
import { FIRING_PHOTOS_MAX } from "../../../contract/firings/rules";
import type { FiringDetail } from "../../../contract/firings/schemas";
import { FIRING_SCREEN_TEXTS as T } from "../../../contract/firings/texts";
import { toast } from "../../components/ui/toast-store";
import { PhotoStrip } from "../photos/photo-strip";
import { UploadGateProvider, useFinishUploadsBeforeLeaving, useUploadGate } from "../photos/upload-gate";
import { useUpdateFiring } from "./firings-api";

export function FiringPhotos({ firing }: { firing: FiringDetail }) {
  const update = useUpdateFiring(firing.id);
  const gate = useUploadGate();
  useFinishUploadsBeforeLeaving(gate);
  return (
    <section aria-labelledby="firing-photos" className="grid gap-2">
      <h2 id="firing-photos" className="text-lg font-semibold">
        {T.photosHeading}
      </h2>
      <UploadGateProvider gate={gate}>
        <PhotoStrip
          label={T.photosLabel}
          urls={firing.imageUrls}
          max={FIRING_PHOTOS_MAX}
          onChange={(imageUrls) =>
            update.mutate({ imageUrls }, { onError: (err) => toast({ title: err instanceof Error ? err.message : T.saveFailed, variant: "destructive" }) })
          }
        />
      </UploadGateProvider>
    </section>
  );
}

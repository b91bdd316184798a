/**
 * The native camera (product.md#r35, product.md#r120): quality 90. 'User cancelled photos app' is a cancel, not an error;
 * any other failure lets the caller fall back to the file picker.
 */
import { PHOTO_TEXTS } from "../../../contract/photos/texts";
import { PHOTO_LIMITS } from "../../../contract/photos/rules";
import { readLocalFile } from "../../lib/native/local-file";

/** Answers the taken photo, or null when the potter cancelled. Throws on any other failure. */
export async function takeNativePhoto(): Promise<File | null> {
  const { Camera, CameraResultType, CameraSource } = await import("@capacitor/camera");
  try {
    const photo = await Camera.getPhoto({
      quality: PHOTO_LIMITS.cameraQuality,
      resultType: CameraResultType.Uri,
      source: CameraSource.Camera,
      correctOrientation: true,
    });
    if (!photo.webPath) throw new Error(PHOTO_TEXTS.loadFailed);
    const blob = await readLocalFile(photo.webPath);
    const format = photo.format || "jpeg";
    return new File([blob], `camera-${Date.now()}.${format === "jpeg" ? "jpg" : format}`, {
      type: blob.type || `image/${format}`,
    });
  } catch (error) {
    if (error instanceof Error && error.message.includes(PHOTO_TEXTS.cameraCancelled)) return null;
    throw error;
  }
}

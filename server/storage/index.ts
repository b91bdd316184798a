import path from "node:path";
import type { Config } from "../config";
import { DiskPhotoStore, type PhotoStore } from "./photo-store";

/** Configuration picks the store; nothing else in the code branches on it. */
export function createPhotoStore(config: Config): PhotoStore {
  return new DiskPhotoStore(path.join(config.dataDir, "photos"));
}

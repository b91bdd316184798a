import path from "node:path";
import type { Config } from "../config";
import { DiskPhotoStore, type PhotoStore } from "./photo-store";
import { S3PhotoStore } from "./s3-photo-store";

/** Configuration picks the store; nothing else in the code branches on it. */
export function createPhotoStore(config: Config): PhotoStore {
  if (config.s3) return new S3PhotoStore(config.s3);
  return new DiskPhotoStore(path.join(config.dataDir, "photos"));
}

import path from "node:path";
import type { Config } from "../config";
import { DiskPhotoStore, type ObjectStore, type PhotoStore } from "./photo-store";
import { S3PhotoStore } from "./s3-photo-store";

const IMPORT_FILES_PREFIX = "imports/";

/** Configuration picks the store; nothing else in the code branches on it. */
export function createPhotoStore(config: Config): PhotoStore {
  if (config.s3) return new S3PhotoStore(config.s3);
  return new DiskPhotoStore(path.join(config.dataDir, "photos"));
}

/**
 * Where an import's upload waits for the server that runs it: the photos' bucket under `imports/` when S3 is set, so
 * every server reads it; DATA_DIR otherwise (one server) (docs/decisions/0273-import-uploads-in-object-storage.md).
 */
export function createImportFileStore(config: Config): ObjectStore {
  if (config.s3) return new S3PhotoStore(config.s3, IMPORT_FILES_PREFIX);
  return new DiskPhotoStore(path.join(config.dataDir, "import-files"));
}


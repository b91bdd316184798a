/**
 * The photos of a Claybook export (product.md#r140): each file is read once, checked against its manifest hash, and
 * stored under a new key with a thumbnail, then its rows go in in a batch (docs/decisions/0241-claybook-import-in-batches.md).
 * The files are read and stored before the batch's transaction, so the database is not held while sharp works.
 */
import { randomBytes } from "node:crypto";
import { IMPORT_TEXTS } from "../../../contract/import/texts";
import { photos } from "../../db/schema";
import { AppError } from "../../errors";
import { makeThumbnail } from "../photos/photos-image";
import { limitPhotoWork } from "../photos/photos-limit";
import { storageKeysOf } from "../photos/photos-refs";
import { remember, type ImportRun, type Rewiring } from "./import-claybook-run";
import { sha256 } from "./import-zip";

/** Photos read and stored before one batch's rows: their bytes are held until then. */
const PHOTOS_AT_ONCE = 20;

const newPhotoKey = (oldId: string) => `${randomBytes(16).toString("base64url")}${/\.[a-z0-9]+$/.exec(oldId)?.[0] ?? ".jpg"}`;

export async function importPhotos(run: ImportRun, wiring: Rewiring, progress: () => void): Promise<void> {
  const entries = new Map(run.parsed.manifest.photos.map((p) => [p.id, p]));
  const map = wiring.map("photos");
  const rows = run.parsed.files.get("photos.json") ?? [];
  for (let i = 0; i < rows.length; ) {
    const some = rows.slice(i, (i += Math.min(PHOTOS_AT_ONCE, run.batch.size())));
    const ready: { id: string; key: string; values: Record<string, unknown> }[] = [];
    for (const row of some) {
      progress();
      const id = String(row.id);
      const entry = entries.get(id);
      if (!entry) {
        wiring.skip("photos", IMPORT_TEXTS.skippedPhotoMissing);
        continue;
      }
      const bytes = await run.zip.read(entry.entry);
      if (bytes.length !== entry.bytes || sha256(bytes) !== entry.sha256) throw AppError.badRequest(IMPORT_TEXTS.hashMismatch(entry.entry));
      if (map.has(id) || ready.some((r) => r.id === id)) {
        wiring.skip("photos", IMPORT_TEXTS.skippedDuplicate);
        continue;
      }
      const key = newPhotoKey(id);
      const contentType = String(row.contentType);
      if (!run.dryRun) {
        const [fullKey, thumbKey] = storageKeysOf(key);
        run.stored.push(key);
        // A file sharp cannot read keeps itself as its thumbnail: the bytes are the potter's, checked by hash.
        const thumb = await limitPhotoWork(() => makeThumbnail(bytes)).catch(() => bytes);
        await run.deps.storage.put(fullKey, bytes, contentType);
        await run.deps.storage.put(thumbKey, thumb, contentType);
      }
      const { id: _id, userId: _userId, ...fields } = row;
      ready.push({ id, key, values: { ...(fields as object), id: key, userId: run.userId, bytes: bytes.length } });
    }
    if (ready.length === 0) continue;
    await run.batch(async (tx) => {
      await tx.insert(photos).values(ready.map((r) => r.values) as never);
      await remember(run, tx, "photos", ready.map((r) => [r.id, r.key]));
    });
    for (const r of ready) map.set(r.id, r.key);
    wiring.added("photos", ready.length);
  }
}

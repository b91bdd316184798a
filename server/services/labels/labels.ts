/**
 * Printable labels (docs/decisions/0147-printable-labels.md): a PDF of the potter's chosen records, each
 * label with a QR code for `{APP_URL}/c/{code}`. Counted against the potter's limit of label sheets a minute
 * (docs/decisions/0175-rate-limits-on-heavy-calls.md), read from the database here, and drawn on a worker thread
 * (docs/decisions/0176-label-worker.md), so even 1,000 labels never hold up another potter's call.
 */
import type { LabelsBody } from "../../../contract/labels/schemas";
import { LABEL_TEXTS } from "../../../contract/labels/texts";
import type { AppDeps } from "../../context";
import { enforce, RATE_LIMITS } from "../auth/auth-rate-limit";
import { loadLabels } from "./labels-data";
import { drawLabelsOffThread } from "./labels-pool";

export async function makeLabelsPdf(deps: AppDeps, userId: number, body: LabelsBody): Promise<Uint8Array> {
  const contents = await loadLabels(deps.db, body.kind, userId, body.ids);
  // Counted once the ids are known to be the potter's: a refused call costs a read, not a sheet.
  await enforce(deps.db, deps.now(), [{ rule: RATE_LIMITS.labelsPerPotter, subject: `user:${userId}` }], LABEL_TEXTS.rateLimited);
  return drawLabelsOffThread({ contents, layout: body.layout, start: body.start, appUrl: deps.config.appUrl });
}

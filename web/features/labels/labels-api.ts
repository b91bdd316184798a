/**
 * Printable labels (product.md#r132–r134): the PDF of labels for some of the potter's records. Making labels changes
 * nothing, so it never waits in the outbox: with no connection it fails at once and the dialog says so.
 */
import { LABELS_ENDPOINTS } from "../../../contract/labels/endpoints";
import type { LabelsRoutes } from "../../../contract/labels/routes";
import type { LabelsInput } from "../../../contract/labels/schemas";
import { areaClient } from "../../lib/api-client";

const labelsApi = areaClient<LabelsRoutes>(
  LABELS_ENDPOINTS,
  import.meta.env.DEV ? () => import("../../../contract/labels/routes").then((m) => m.LABELS_ROUTES) : undefined,
);

/** 1,000 labels take a few seconds on a busy server; the usual 30 s time-out is kept well clear of. */
const LABELS_TIMEOUT_MS = 120_000;

export function makeLabelsPdf(body: LabelsInput, signal?: AbortSignal): Promise<Blob> {
  return labelsApi.create({ body }, { signal, timeoutMs: LABELS_TIMEOUT_MS });
}

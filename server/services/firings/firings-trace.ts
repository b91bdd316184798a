/**
 * A firing's temperature log (docs/decisions/0160-firing-traces.md): read from the controller's CSV, its
 * duration, peak and hold at peak fill the firing's fields, and the log is kept downsampled for the chart. A file
 * that is not a trace changes nothing.
 */
import { eq } from "drizzle-orm";
import type { TemperatureUnit } from "../../../contract/firings/rules";
import type { FiringDetail } from "../../../contract/firings/schemas";
import { FIRING_TEXTS as T } from "../../../contract/firings/texts";
import type { AppDeps } from "../../context";
import { firings } from "../../db/schema";
import { AppError } from "../../errors";
import { firingDetail } from "./firings-dto";
import { downsample, parseTrace, traceFigures } from "./firings-trace-parse";
import { firingFor } from "../studios/studio-access";

export interface TraceFile {
  name: string;
  bytes: Buffer;
  unit?: TemperatureUnit;
}

export async function importTrace(deps: AppDeps, userId: number, id: number, file: TraceFile): Promise<FiringDetail> {
  // Another potter's firing answers 404 before the file is read.
  await firingFor(deps.db, userId, id, "run", T.firingNotFound);
  const parsed = await parseTrace(file.bytes, file.unit);
  const figures = await traceFigures(parsed.points);
  const line = await downsample(parsed.points);
  await deps.db
    .update(firings)
    .set({
      trace: { points: line, rows: parsed.rows, sourceUnit: parsed.sourceUnit, fileName: file.name.slice(0, 200) },
      durationMinutes: figures.durationMinutes,
      peakTemperatureC: figures.peakC,
      holdMinutes: figures.holdMinutes,
      updatedAt: deps.now(),
    })
    .where(eq(firings.id, id));
  return firingDetail(deps.db, userId, id);
}

/** Takes the log away; the peak and hold stay, as figures the potter may have checked or corrected. */
export async function removeTrace(deps: AppDeps, userId: number, id: number): Promise<FiringDetail> {
  const row = await firingFor(deps.db, userId, id, "run", T.firingNotFound);
  if (!row.trace) throw AppError.notFound(T.traceNotFound);
  await deps.db
    .update(firings)
    .set({ trace: null, durationMinutes: null, updatedAt: deps.now() })
    .where(eq(firings.id, id));
  return firingDetail(deps.db, userId, id);
}

import type { HonoRequest } from "hono";
import { TRACE_FIELD } from "../../contract/firings/rules";
import { FIRINGS_ROUTES } from "../../contract/firings/routes";
import { FIRING_TEXTS as T } from "../../contract/firings/texts";
import { currentUser } from "../auth/middleware";
import type { ApiApp } from "../context";
import { AppError } from "../errors";
import { apiRoute } from "../http/api-route";
import { addPieces, createFiring, deleteFiring, getFiring, listFirings, removeFiringPiece, updateFiring, updateFiringPiece } from "../services/firings/firings";
import { addMaintenance, createKiln, deleteKiln, getKiln, listKilns, listMaintenance, removeMaintenance, updateKiln } from "../services/firings/firings-kilns";
import { kilnQueue } from "../services/firings/firings-queue";
import { lossesReport, pieceFirings } from "../services/firings/firings-reports";
import { importTrace, removeTrace, type TraceFile } from "../services/firings/firings-trace";

/** Reads the multipart body ourselves, so every bad body gets the trace's own words. */
async function readTraceFile(req: HonoRequest): Promise<TraceFile> {
  const type = req.header("content-type")?.toLowerCase() ?? "";
  if (!type.startsWith("multipart/form-data")) throw AppError.badRequest(T.traceNotMultipart, { file: T.traceNotMultipart });
  let form: FormData;
  try {
    form = await req.formData();
  } catch {
    throw AppError.badRequest(T.traceNotMultipart, { file: T.traceNotMultipart });
  }
  const entry = form.get(TRACE_FIELD);
  if (!entry || typeof entry === "string") throw AppError.badRequest(T.traceNotMultipart, { file: T.traceNotMultipart });
  const unit = form.get("unit");
  if (unit !== null && unit !== "C" && unit !== "F") throw AppError.badRequest(T.unitInvalid, { unit: T.unitInvalid });
  return { name: entry.name || "trace.csv", bytes: Buffer.from(await entry.arrayBuffer()), unit: unit ?? undefined };
}

const tags = ["Firings"];
const R = FIRINGS_ROUTES;
const owned = [400, 403, 404] as const;

const r = {
  kilns: apiRoute(R.kilns, {
    access: "content",
    tags,
    summary: "The potter's kilns, or a studio's (studioId), with firings in total and since each kind of maintenance",
    errors: [400, 404],
  }),
  createKiln: apiRoute(R.createKiln, { access: "content", tags, summary: "Add a kiln (a studio's: its owner or staff)", errors: [400, 403, 404] }),
  kiln: apiRoute(R.kiln, { access: "content", tags, summary: "One kiln", errors: [...owned] }),
  updateKiln: apiRoute(R.updateKiln, { access: "content", tags, summary: "Change a kiln (or archive it)", errors: [...owned] }),
  removeKiln: apiRoute(R.removeKiln, { access: "content", tags, summary: "Delete a kiln; its firings stay, without a kiln", errors: [...owned] }),
  maintenance: apiRoute(R.maintenance, { access: "content", tags, summary: "A kiln's maintenance log, newest first", errors: [...owned] }),
  addMaintenance: apiRoute(R.addMaintenance, { access: "content", tags, summary: "Log an element, thermocouple or relay change, or other maintenance", errors: [...owned] }),
  removeMaintenance: apiRoute(R.removeMaintenance, { access: "content", tags, summary: "Delete a maintenance entry", errors: [...owned] }),
  list: apiRoute(R.list, { access: "content", tags, summary: "The potter's firings, or a studio's schedule (studioId), newest first; filters by status and kind", errors: [400, 404] }),
  create: apiRoute(R.create, {
    access: "content",
    tags,
    summary: "Plan a firing, optionally loading pieces at once (all or nothing: an unknown piece answers 404)",
    errors: [...owned, 409],
  }),
  get: apiRoute(R.get, { access: "content", tags, summary: "A firing with its pieces and outcomes", errors: [...owned] }),
  update: apiRoute(R.update, {
    access: "content",
    tags,
    summary:
      "Change a firing. Status moves one step (planned, loading, firing, cooling, done; back one step; canceled). Done gives surviving pieces the firing's stage (bisque: Bisqued, glaze: Finished) at unloadLocation; back to cooling removes exactly those entries",
    errors: [...owned],
  }),
  remove: apiRoute(R.remove, { access: "content", tags, summary: "Delete a firing; the stage entries it gave stay", errors: [...owned] }),
  uploadTrace: apiRoute(R.uploadTrace, {
    access: "content",
    tags,
    summary: "Import a kiln controller's temperature log (CSV); fills duration, peak and hold at peak",
    description:
      "Multipart form: the CSV in the field `file` (at most 5 MB, 200,000 rows), and `unit` C or F when the header " +
      "does not say. A header row names a time column (seconds, minutes, HH:MM:SS, Unix time or ISO timestamps) and a " +
      "temperature column. The log is kept downsampled to at most 500 points. A file that is not a trace answers 400 " +
      "naming the problem and changes nothing.",
    answerDescription: "The firing with its figures and trace",
    errors: [...owned, 413],
    request: {
      body: {
        required: true,
        content: {
          "multipart/form-data": {
            schema: {
              type: "object",
              required: [TRACE_FIELD],
              properties: { [TRACE_FIELD]: { type: "string", format: "binary" }, unit: { type: "string", enum: ["C", "F"] } },
            },
          },
        },
      },
    },
  }),
  removeTrace: apiRoute(R.removeTrace, { access: "content", tags, summary: "Remove a firing's temperature log", errors: [...owned] }),
  addPieces: apiRoute(R.addPieces, { access: "content", tags, summary: "Load pieces (all or nothing); a piece already in the firing answers 409", errors: [...owned, 409] }),
  updatePiece: apiRoute(R.updatePiece, { access: "content", tags, summary: "Record a piece's outcome, note or position", errors: [...owned] }),
  removePiece: apiRoute(R.removePiece, { access: "content", tags, summary: "Take a piece out of a firing", errors: [...owned] }),
  queue: apiRoute(R.queue, { access: "content", tags, summary: "What's waiting: ready for bisque, waiting for glaze, ready for a glaze firing, by location", errors: [400] }),
  losses: apiRoute(R.losses, { access: "content", tags, summary: "Pieces fired, survived and lost, and loss rates by kiln, kind, cone, clay body and material; a studio's (?studioId=, owner and staff) over its firings", errors: [400, 403, 404] }),
  ofPiece: apiRoute(R.ofPiece, { access: "content", tags, summary: "The firings a piece went through, oldest first", errors: [...owned] }),
};

export function registerFiringsRoutes(app: ApiApp): void {
  const user = (c: Parameters<typeof currentUser>[0]) => currentUser(c).id;
  app.openapi(r.kilns, async (c) => c.json(await listKilns(c.get("deps"), user(c), c.req.valid("query")), 200));
  app.openapi(r.createKiln, async (c) => c.json(await createKiln(c.get("deps"), user(c), c.req.valid("json")), 201));
  app.openapi(r.kiln, async (c) => c.json(await getKiln(c.get("deps"), user(c), c.req.valid("param").id), 200));
  app.openapi(r.updateKiln, async (c) => c.json(await updateKiln(c.get("deps"), user(c), c.req.valid("param").id, c.req.valid("json")), 200));
  app.openapi(r.removeKiln, async (c) => {
    await deleteKiln(c.get("deps"), user(c), c.req.valid("param").id);
    return c.json({ message: "Kiln deleted" }, 200);
  });
  app.openapi(r.maintenance, async (c) => c.json(await listMaintenance(c.get("deps"), user(c), c.req.valid("param").id), 200));
  app.openapi(r.addMaintenance, async (c) => c.json(await addMaintenance(c.get("deps"), user(c), c.req.valid("param").id, c.req.valid("json")), 201));
  app.openapi(r.removeMaintenance, async (c) => {
    const { id, entryId } = c.req.valid("param");
    await removeMaintenance(c.get("deps"), user(c), id, entryId);
    return c.json({ message: "Maintenance entry deleted" }, 200);
  });
  app.openapi(r.list, async (c) => c.json(await listFirings(c.get("deps"), user(c), c.req.valid("query")), 200));
  app.openapi(r.create, async (c) => c.json(await createFiring(c.get("deps"), user(c), c.req.valid("json")), 201));
  app.openapi(r.get, async (c) => c.json(await getFiring(c.get("deps"), user(c), c.req.valid("param").id), 200));
  app.openapi(r.update, async (c) => c.json(await updateFiring(c.get("deps"), user(c), c.req.valid("param").id, c.req.valid("json")), 200));
  app.openapi(r.remove, async (c) => {
    await deleteFiring(c.get("deps"), user(c), c.req.valid("param").id);
    return c.json({ message: "Firing deleted" }, 200);
  });
  app.openapi(r.uploadTrace, async (c) => {
    const file = await readTraceFile(c.req);
    return c.json(await importTrace(c.get("deps"), user(c), c.req.valid("param").id, file), 200);
  });
  app.openapi(r.removeTrace, async (c) => c.json(await removeTrace(c.get("deps"), user(c), c.req.valid("param").id), 200));
  app.openapi(r.addPieces, async (c) => c.json(await addPieces(c.get("deps"), user(c), c.req.valid("param").id, c.req.valid("json")), 201));
  app.openapi(r.updatePiece, async (c) => {
    const { id, pieceId } = c.req.valid("param");
    return c.json(await updateFiringPiece(c.get("deps"), user(c), id, pieceId, c.req.valid("json")), 200);
  });
  app.openapi(r.removePiece, async (c) => {
    const { id, pieceId } = c.req.valid("param");
    return c.json(await removeFiringPiece(c.get("deps"), user(c), id, pieceId), 200);
  });
  app.openapi(r.queue, async (c) => {
    const q = c.req.valid("query");
    const only = q.group !== undefined && q.location !== undefined ? { group: q.group, location: q.location } : undefined;
    return c.json(await kilnQueue(c.get("deps"), user(c), { includeUntrimmed: q.includeUntrimmed === "true", only }), 200);
  });
  app.openapi(r.losses, async (c) => c.json(await lossesReport(c.get("deps"), user(c), c.req.valid("query")), 200));
  app.openapi(r.ofPiece, async (c) => c.json(await pieceFirings(c.get("deps"), user(c), c.req.valid("param").id), 200));
}

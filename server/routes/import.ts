/**
 * POST /api/import, GET and DELETE /api/import/{id} (product.md#r140, r213): thin; the upload is streamed to a temporary file by
 * services/import-upload.ts and the rest is the import service's.
 */
import { IMPORT_ROUTES as R } from "../../contract/import/routes";
import { IMPORT_FIELDS, IMPORT_FORMATS } from "../../contract/import/rules";
import { currentUser } from "../auth/middleware";
import type { ApiApp } from "../context";
import { apiRoute } from "../http/api-route";
import { assertCanStartImport, cancelImport, getImportJob, startImport } from "../services/import/import-jobs";
import { importScratchDir } from "../services/import/import-file";
import { receiveImportUpload } from "../services/import/import-upload";

const tags = ["import"];

const start = apiRoute(R.start, {
  access: "content",
  tags,
  summary: "Import a Claybook export or another app's export into this account, in the background",
  description:
    "Multipart form: the file in `file` (an archive at most 500 MB; a CSV at most 50 MB and 100,000 rows; JSON at most " +
    "10 MB), `format` (`claybook`, `potterdoc`, `mudroom`, `potterylife`, `glazy`, `csv`, or omitted: the file is recognised by " +
    "its content, and a format that disagrees with it answers 400 saying what the file is), `dryRun` (`true` for a preview that stores nothing) and, for CSV, `mapping` (a JSON object of column → " +
    "Claybook field for headers Claybook does not recognise). A file that cannot be read, or an archive that is " +
    "unsafe to open, answers 400 at once, a file over its limit 413; a second import while one runs 409, and more " +
    "than 3 imports running on the server at once 429. The file is read and stored in the background, in batches. " +
    "A CSV's unreadable lines are listed " +
    "by line number in `skipped` (kind `lines`) and the good rows are imported; values that map to no Claybook " +
    "field are listed per `field`. " +
    "Follow the job with GET /api/import/{id}. Records are added with new ids and nothing is overwritten; importing " +
    "the same file again adds nothing.",
  answerDescription: "The job's id",
  errors: [400, 409, 413, 429, 503],
  request: {
    body: {
      required: true,
      content: {
        "multipart/form-data": {
          schema: {
            type: "object",
            required: [IMPORT_FIELDS.file],
            properties: {
              [IMPORT_FIELDS.file]: { type: "string", format: "binary" },
              [IMPORT_FIELDS.format]: { type: "string", enum: [...IMPORT_FORMATS] },
              [IMPORT_FIELDS.dryRun]: { type: "string", enum: ["true", "false"] },
              [IMPORT_FIELDS.mapping]: { type: "string", description: "JSON: CSV column → name, type, clayBody, stage, date, location, notes, height, width or depth" },
              [IMPORT_FIELDS.timeZone]: {
                type: "string",
                description: "The sending device's IANA time zone: a date the file gives without a time is stored as that day there (UTC when absent or unknown)",
              },
            },
          },
        },
      },
    },
  },
});

const get = apiRoute(R.get, {
  access: "signed-in",
  tags,
  summary: "An import's status, progress (0–1), counts per kind, what was skipped and why, and its message",
  errors: [404],
});

const cancel = apiRoute(R.cancel, {
  access: "signed-in",
  tags,
  summary: "Cancel the potter's own queued or running import; what it stored is removed before the answer",
  description:
    "Answers the import, now `cancelled`, once everything it stored is removed; its place is free at once, so a new " +
    "import can start. Another account's import answers 404; an import that has already ended, 409.",
  errors: [404, 409],
});

export function registerImportRoutes(app: ApiApp): void {
  app.openapi(start, async (c) => {
    const deps = c.get("deps");
    const userId = currentUser(c).id;
    // Refused before reading a large upload.
    await assertCanStartImport(deps, userId);
    // Streamed: neither the body limit nor the idempotency layer reads this body first (server/app.ts).
    const upload = await receiveImportUpload(c.req.header("content-type"), c.req.raw.body, importScratchDir(deps));
    return c.json(await startImport(deps, userId, upload), 202);
  });
  app.openapi(get, async (c) => c.json(await getImportJob(c.get("deps"), currentUser(c).id, c.req.valid("param").id), 200));
  app.openapi(cancel, async (c) => c.json(await cancelImport(c.get("deps"), currentUser(c).id, c.req.valid("param").id), 200));
}

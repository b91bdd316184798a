/**
 * The lean reference for the API speed benchmark (bench/pieces-list.bench.ts): what this stack can do at best for
 * Claybook's hot calls. Plain node:http, no framework, no validation, no logging; the same database (PGlite in
 * DATA_DIR/db, or DATABASE_URL with a pool of the same size), exactly the statements Claybook's call runs (handed over
 * in LEAN_SQL from Claybook's own code; the benchmark traces Claybook's call and refuses to compare when they
 * differ), the same JSON, and gzip above the same size. The benchmark checks the answers equal Claybook's.
 *
 *   GET /api/health                      the health check's statement (select 1)
 *   GET /api/user                        the session lookup
 *   GET /api/pieces?page=&limit=         the session lookup, then the page with its totals
 *
 * Each statement is prepared under its name: node-postgres does it on PostgreSQL; on PGlite it is parsed once at
 * start, and each run is one bind-execute-sync message handed to the engine in one synchronous call, so no run can
 * interleave with another and none needs a lock (docs/decisions/0285-pglite-named-statements.md).
 */
import { PGlite, protocol } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import path from "node:path";
import { gzipSync } from "node:zlib";
import pg from "pg";
import { thumbnailAddress } from "../contract/photos/rules";
import { STAGES } from "../contract/stages/schemas";

export interface LeanStatement {
  name: string;
  text: string;
  /** $1, $2… in order: a placeholder's name, or a value written into the statement itself. */
  params: ({ placeholder: string } | { value: unknown })[];
}

export type LeanStatementName = "ping" | "session" | "page";

const statements = JSON.parse(readFileSync(process.env.LEAN_SQL!, "utf8")) as Record<LeanStatementName, LeanStatement>;
const COMPRESS_MIN_BYTES = Number(process.env.LEAN_COMPRESS_MIN_BYTES);
const GZIP_LEVEL = Number(process.env.LEAN_GZIP_LEVEL);

interface Result {
  rows: unknown[][];
  fields: { name: string }[];
}
type Run = (statement: LeanStatement, values: Record<string, unknown>) => Promise<Result>;

const args = (s: LeanStatement, values: Record<string, unknown>) => s.params.map((p) => ("placeholder" in p ? values[p.placeholder] : p.value));

/** PGlite: every statement parsed once under its name; a run is one synchronous call into the engine. */
async function pgliteRunner(db: PGlite): Promise<Run> {
  const { serialize, Parser } = protocol;
  const call = (parts: Uint8Array[]) => {
    const message = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
    parts.reduce((at, p) => (message.set(p, at), at + p.length), 0);
    const answer: { name: string; fields?: unknown[]; dataTypeIDs?: number[]; message?: string }[] = [];
    const parser = new Parser();
    // With syncToFs off, the call does all its work before it returns.
    void db.execProtocolRawStream(message, { syncToFs: false, onRawData: (bytes) => parser.parse(bytes, (m) => answer.push(m as never)) });
    const error = answer.find((m) => m.name === "error");
    if (error) throw new Error(error.message);
    return answer;
  };
  const kept = new Map<string, { oids: number[]; fields: { name: string; dataTypeID: number }[] }>();
  for (const s of Object.values(statements)) {
    const answer = call([serialize.parse({ name: s.name, text: s.text }), serialize.describe({ type: "S", name: s.name }), serialize.sync()]);
    const params = answer.find((m) => m.name === "parameterDescription")?.dataTypeIDs ?? [];
    const fields = (answer.find((m) => m.name === "rowDescription")?.fields ?? []) as { name: string; dataTypeID: number }[];
    kept.set(s.name, { oids: params, fields });
  }
  return async (s, values) => {
    const { oids, fields } = kept.get(s.name)!;
    const params = args(s, values).map((v, i) => (v === null || v === undefined ? null : (db.serializers[oids[i]!]?.(v) ?? String(v))));
    const answer = call([serialize.bind({ statement: s.name, values: params }), serialize.execute({}), serialize.sync()]);
    const rows = answer
      .filter((m) => m.name === "dataRow")
      .map((m) => (m.fields as (string | null)[]).map((t, i) => (t === null ? null : (db.parsers[fields[i]!.dataTypeID]?.(t, fields[i]!.dataTypeID) ?? t))));
    return { rows, fields };
  };
}

async function connect(): Promise<{ run: Run; ping: () => Promise<unknown> }> {
  if (process.env.DATABASE_URL) {
    const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.DATABASE_POOL_SIZE ?? 10) });
    return {
      run: (s, values) => pool.query({ name: s.name, text: s.text, values: args(s, values), rowMode: "array" }) as unknown as Promise<Result>,
      // As Claybook's check sends it on PostgreSQL: the text alone.
      ping: () => pool.query(statements.ping.text),
    };
  }
  const db = new PGlite(path.join(process.env.DATA_DIR!, "db"), { extensions: { pg_trgm } });
  await db.waitReady;
  const run = await pgliteRunner(db);
  return { run, ping: () => run(statements.ping, {}) };
}

const { run, ping } = await connect();

/** Column positions by name, first occurrence; the page's last column is the thumbnail's source. */
function columns(result: Result): Record<string, number> {
  const at: Record<string, number> = {};
  result.fields.forEach((f, i) => (at[f.name] ??= i));
  return at;
}

const iso = (d: unknown) => (d === null ? null : new Date(d as string | Date).toISOString());
const num = (v: unknown) => (v === null ? null : Number(v));

function send(req: IncomingMessage, res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  let payload: string | Buffer = text;
  const headers: Record<string, string> = { "Content-Type": "application/json" };
  if (text.length >= COMPRESS_MIN_BYTES && /\bgzip\b/.test(req.headers["accept-encoding"] ?? "")) {
    payload = gzipSync(text, { level: GZIP_LEVEL });
    headers["Content-Encoding"] = "gzip";
    headers.Vary = "Accept-Encoding";
  }
  headers["Content-Length"] = String(Buffer.byteLength(payload));
  res.writeHead(status, headers);
  res.end(payload);
}

async function sessionUser(req: IncomingMessage): Promise<{ row: unknown[]; at: Record<string, number> } | null> {
  const token = /(?:^|;\s*)claybook_session=([^;]+)/.exec(req.headers.cookie ?? "")?.[1];
  if (!token) return null;
  const id = createHash("sha256").update(token).digest("hex");
  const result = await run(statements.session, { id, now: new Date().toISOString() });
  return result.rows[0] ? { row: result.rows[0], at: columns(result) } : null;
}

function userDto(r: unknown[], at: Record<string, number>) {
  const v = (name: string) => r[at[name]!];
  return {
    id: v("id"),
    email: v("email"),
    username: v("username"),
    firstName: v("first_name"),
    lastName: v("last_name"),
    subscriptionTier: v("subscription_tier"),
    trialStartDate: iso(v("trial_start_date")),
    trialEndDate: iso(v("trial_end_date")),
    trialReminderShown: v("trial_reminder_shown"),
    trialReminderLastShown: iso(v("trial_reminder_last_shown")),
    trialConversionType: v("trial_conversion_type"),
    accountStatus: v("account_status"),
    canceledAt: iso(v("canceled_at")),
    dataRetentionUntil: iso(v("data_retention_until")),
    usedPromoCode: v("used_promo_code"),
    promoCodeUsedAt: iso(v("promo_code_used_at")),
    paymentProvider: v("payment_provider") === "apple" ? "apple" : "stripe",
    createdAt: iso(v("created_at")),
  };
}

async function piecesPage(req: IncomingMessage, res: ServerResponse, userId: number, query: URLSearchParams): Promise<void> {
  const page = Number(query.get("page") ?? 1);
  const limit = Number(query.get("limit") ?? 20);
  const result = await run(statements.page, { userId, limit, offset: (page - 1) * limit });
  const at = columns(result);
  const last = result.fields.length - 1;
  const stored = JSON.parse((result.rows[0]?.[at.counts!] as string | undefined) ?? "{}") as Record<string, number>;
  const stageCounts = Object.fromEntries(STAGES.map((s) => [s, stored[s] ?? 0]));
  const total = STAGES.reduce((sum, s) => sum + (stageCounts[s] ?? 0), 0);
  const data = [];
  for (const r of result.rows) {
    if (r[at.id!] === null) continue;
    const v = (name: string) => r[at[name]!];
    const lastImage = r[last] as string | null;
    data.push({
      id: v("id"),
      userId: v("user_id"),
      code: v("code"),
      name: v("name"),
      type: v("type"),
      clayBody: v("clay_body"),
      imageUrls: v("image_urls"),
      isMultiPart: v("is_multi_part"),
      studioLocation: v("studio_location"),
      status: v("status"),
      currentPhase: v("current_phase"),
      glazeIds: v("glaze_ids"),
      inspirationIds: v("inspiration_ids"),
      tags: v("tags"),
      notes: v("notes"),
      surfaceTreatmentNotes: v("surface_treatment_notes"),
      clayWeight: num(v("clay_weight")),
      height: num(v("height")),
      width: num(v("width")),
      depth: num(v("depth")),
      firingMethod: v("firing_method"),
      decoratingTechniques: v("decorating_techniques"),
      fate: v("fate")
        ? {
            fate: v("fate"),
            cause: v("fate_cause"),
            note: v("fate_note"),
            at: iso(v("fate_at") ?? v("updated_at")),
            stage: v("fate_stage") ?? v("current_stage") ?? "Formed",
            firingId: v("fate_firing_id"),
          }
        : null,
      createdAt: iso(v("created_at")),
      updatedAt: iso(v("updated_at")),
      currentStage: v("current_stage"),
      currentLocation: v("current_location"),
      thumbnailUrl: lastImage ? thumbnailAddress(lastImage) : null,
    });
  }
  send(req, res, 200, { data, pagination: { total, totalPages: Math.ceil(total / limit), page, limit }, stageCounts });
}

async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const [pathname, search] = (req.url ?? "/").split("?");
  if (pathname === "/api/health") {
    await ping();
    return send(req, res, 200, { status: "ok" });
  }
  const session = await sessionUser(req);
  if (!session) return send(req, res, 401, { message: "Not signed in" });
  if (pathname === "/api/user") return send(req, res, 200, userDto(session.row, session.at));
  if (pathname === "/api/pieces") {
    return piecesPage(req, res, session.row[session.at.id!] as number, new URLSearchParams(search));
  }
  send(req, res, 404, { message: "Not found" });
}

const server = createServer((req, res) => {
  handle(req, res).catch((err: unknown) => {
    console.error(err);
    if (!res.headersSent) send(req, res, 500, { message: "Something went wrong" });
  });
});
server.listen(Number(process.env.PORT), "127.0.0.1");
const stop = () => server.close(() => process.exit(0));
process.on("SIGTERM", stop);
process.on("SIGINT", stop);

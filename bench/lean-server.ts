/**
 * The lean reference for the hot-calls benchmark: what this stack can do at best for Claybook's hot calls. Plain
 * node:http, no framework, no validation, no logging; the same database (PGlite in DATA_DIR/db, or DATABASE_URL with a
 * pool of the same size), the same SQL as Claybook's prepared statements (handed over in LEAN_SQL, prepared by name
 * on PostgreSQL), the same JSON, and gzip above the same size. The benchmark checks the answers equal Claybook's.
 *
 *   GET /api/health                      select 1
 *   GET /api/user                        the session lookup
 *   GET /api/pieces?page=&limit=         the session lookup, then the page with its totals
 */
import { PGlite } from "@electric-sql/pglite";
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
  /** Placeholder names in $1, $2… order. */
  params: string[];
}

const statements = JSON.parse(readFileSync(process.env.LEAN_SQL!, "utf8")) as Record<"session" | "page", LeanStatement>;
const COMPRESS_MIN_BYTES = Number(process.env.LEAN_COMPRESS_MIN_BYTES);
const GZIP_LEVEL = Number(process.env.LEAN_GZIP_LEVEL);

interface Result {
  rows: unknown[][];
  fields: { name: string }[];
}
type Run = (statement: LeanStatement, values: Record<string, unknown>) => Promise<Result>;

async function connect(): Promise<{ run: Run; ping: () => Promise<unknown> }> {
  const args = (s: LeanStatement, values: Record<string, unknown>) => s.params.map((p) => values[p]);
  if (process.env.DATABASE_URL) {
    const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.DATABASE_POOL_SIZE ?? 10) });
    return {
      run: (s, values) => pool.query({ name: s.name, text: s.text, values: args(s, values), rowMode: "array" }) as unknown as Promise<Result>,
      ping: () => pool.query("select 1"),
    };
  }
  const db = new PGlite(path.join(process.env.DATA_DIR!, "db"), { extensions: { pg_trgm } });
  await db.waitReady;
  return {
    run: (s, values) => db.query(s.text, args(s, values), { rowMode: "array" }) as unknown as Promise<Result>,
    ping: () => db.query("select 1"),
  };
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

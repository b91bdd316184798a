/**
 * Fills a database with one busy potter: by default 10,000 pieces and 40,000 stage entries (the list
 * benchmark's load; other benchmarks also load 1,000 and 100,000). Rows are made by the database itself (generate_series), so even
 * 100,000 pieces take seconds; then the stored current stages and stage totals are rebuilt from the history, as the
 * backfill migration does (docs/decisions/0108-stored-current-stage.md).
 *
 * As a script it fills the database of DATABASE_URL (or DATA_DIR's PGlite) and prints a sign-in:
 *   npx tsx bench/generate-pieces.ts [pieces]
 */
import { sql } from "drizzle-orm";
import { pathToFileURL } from "node:url";
import { hashToken, randomToken, SESSION_TTL_MS } from "../server/auth/tokens";
import { openDatabase, type Db } from "../server/db/client";
import { sessions, users } from "../server/db/schema";
import { hashPassword } from "../server/services/auth/auth";
import { rebuildCurrentStages } from "../server/services/pieces/current-stage";

export interface GeneratedUser {
  userId: number;
  email: string;
  password: string;
  /** A session token: send as the claybook_session cookie. */
  sessionToken: string;
  pieces: number;
  stageEntries: number;
}

const list = (values: string[]) => sql.raw(`(array[${values.map((v) => `'${v}'`).join(", ")}])`);
const TYPES = list(["wheel", "wheel", "wheel", "handbuilt", "combination"]);
const CLAYS = list(["Stoneware", "Porcelain", "B-Mix", "Speckled Buff", "Earthenware"]);
const LOCATIONS = list(["Drying Rack", "Damp Box", "Kiln Room", "Glaze Shelf", "Finished Shelf", "Studio Table"]);
/** Four entries a piece; lower-case and unknown names are in the mix on purpose (the rule must ignore or fold them). */
const HISTORIES = sql.raw(`case p.idx % 4
  when 0 then array['Formed', 'Trimmed', 'Bisqued', 'Glazed']
  when 1 then array['Formed', 'Bisqued', 'glazed', 'Finished']
  when 2 then array['formed', 'Trimmed', 'Fired', 'Bisqued']
  else array['Formed', 'Bisqued', 'Glazed', 'Finished'] end`);

export async function generatePieces(db: Db, options: { pieces?: number } = {}): Promise<GeneratedUser> {
  const count = options.pieces ?? 10_000;
  const email = `bench-${count}-${Date.now().toString(36)}@example.com`;
  const password = "Glaze1234";
  const [user] = await db
    .insert(users)
    .values({
      email,
      firstName: "Bench",
      lastName: "Potter",
      passwordHash: await hashPassword(password),
      subscriptionTier: "pro",
      trialEndDate: new Date(Date.now() + 365 * 24 * 3600 * 1000),
    })
    .returning({ id: users.id });
  const userId = user!.id;
  const start = new Date(Date.now() - count * 3_600_000).toISOString();

  await db.execute(sql`insert into pieces (user_id, name, type, clay_body, image_urls, studio_location, tags, notes, height, width, created_at, updated_at)
    select ${userId}::integer, 'Piece ' || (n + 1), ${TYPES}[n % 5 + 1], ${CLAYS}[n % 5 + 1],
      case when n % 3 = 0 then '{}'::text[]
        else array['/api/photos/bench' || lpad(n::text, 20, '0') || 'a.jpg', '/api/photos/bench' || lpad(n::text, 20, '0') || 'b.jpg'] end,
      case when n % 4 = 0 then null else ${LOCATIONS}[n % 6 + 1] end,
      array[${CLAYS}[n % 5 + 1], case when n % 5 < 3 then 'Wheel Thrown' else 'Handbuilt' end],
      case when n % 5 = 0 then 'Thin walls, watch the rim when trimming.' end,
      round((4 + (n * 7 % 100) / 10.0)::numeric, 2), round((3 + (n * 3 % 80) / 10.0)::numeric, 2),
      ${start}::timestamptz + n * interval '1 hour', ${start}::timestamptz + n * interval '1 hour'
    from generate_series(0, ${count - 1}::integer) as n`);
  await db.execute(sql`insert into stage_history (user_id, piece_id, stage, location, date)
    select p.user_id, p.id, (${HISTORIES})[k], ${LOCATIONS}[(p.idx + k - 1) % 6 + 1], p.created_at + k * interval '1 day'
    from (select id, user_id, created_at, (row_number() over (order by id) - 1)::integer as idx from pieces where user_id = ${userId}) p
    cross join generate_series(1, 4) as k`);
  await rebuildCurrentStages(db, userId);
  // Short codes in creation order, as every piece has one (docs/decisions/0146-short-codes.md): YY-NNNN per year.
  await db.execute(sql`update pieces p set code = to_char(p.created_at at time zone 'UTC', 'YY') || '-' || lpad(s.n::text, greatest(4, length(s.n::text)), '0')
    from (select id, row_number() over (partition by to_char(created_at at time zone 'UTC', 'YY') order by created_at, id) as n
          from pieces where user_id = ${userId}) s where p.id = s.id`);

  const sessionToken = randomToken();
  await db.insert(sessions).values({
    id: hashToken(sessionToken),
    userId,
    expiresAt: new Date(Date.now() + SESSION_TTL_MS),
  });
  // What autovacuum would do on a live server: fresh statistics and visibility for index-only scans.
  for (const table of ["pieces", "stage_history", "piece_stage_counts", "sessions", "users"]) {
    await db.execute(sql.raw(`vacuum analyze ${table}`));
  }
  return { userId, email, password, sessionToken, pieces: count, stageEntries: count * 4 };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const count = Number(process.argv[2] ?? 10_000);
  const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: process.env.DATA_DIR ?? "./data" });
  const started = performance.now();
  const result = await generatePieces(database.db, { pieces: count });
  await database.close();
  console.log(
    `${result.pieces} pieces and ${result.stageEntries} stage entries in ${Math.round(performance.now() - started)} ms; sign in as ${result.email} / ${result.password}`,
  );
}

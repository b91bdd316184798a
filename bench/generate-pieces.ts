/**
 * Fills a database with one busy potter: 10,000 pieces and 40,000 stage entries (the issue 5 benchmark load).
 * Rows go straight in with Drizzle in batches, so a run takes seconds, not minutes.
 *
 * As a script it fills the database of DATABASE_URL (or DATA_DIR's PGlite) and prints a sign-in:
 *   npx tsx bench/generate-pieces.ts [pieces]
 */
import { sql } from "drizzle-orm";
import { pathToFileURL } from "node:url";
import { hashToken, randomToken, SESSION_TTL_MS } from "../server/auth/tokens";
import { openDatabase, type Db } from "../server/db/client";
import { pieces, sessions, stageHistory, users } from "../server/db/schema";
import { hashPassword } from "../server/services/auth";

export interface GeneratedUser {
  userId: number;
  email: string;
  password: string;
  /** A session token: send as the claybook_session cookie. */
  sessionToken: string;
  pieces: number;
  stageEntries: number;
}

const TYPES = ["wheel", "wheel", "wheel", "handbuilt", "combination"] as const;
const CLAYS = ["Stoneware", "Porcelain", "B-Mix", "Speckled Buff", "Earthenware"];
const LOCATIONS = ["Drying Rack", "Damp Box", "Kiln Room", "Glaze Shelf", "Finished Shelf", "Studio Table"];
/** Four entries a piece; lower-case and unknown names are in the mix on purpose (the rule must ignore or fold them). */
const HISTORIES = [
  ["Formed", "Trimmed", "Bisqued", "Glazed"],
  ["Formed", "Bisqued", "glazed", "Finished"],
  ["formed", "Trimmed", "Fired", "Bisqued"],
  ["Formed", "Bisqued", "Glazed", "Finished"],
];
/** Rows per INSERT: large enough for few round trips, well under PostgreSQL's 65,535 parameters. */
const BATCH = 2000;

/** Small deterministic generator so every run loads the same data. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

export async function generatePieces(db: Db, options: { pieces?: number; stagesPerPiece?: number } = {}): Promise<GeneratedUser> {
  const count = options.pieces ?? 10_000;
  const perPiece = Math.min(options.stagesPerPiece ?? 4, 4);
  const random = rng(42);
  const email = `bench-${Date.now().toString(36)}@example.com`;
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

  const start = Date.now() - count * 3_600_000;
  let stageEntries = 0;
  for (let offset = 0; offset < count; offset += BATCH) {
    const size = Math.min(BATCH, count - offset);
    const rows = Array.from({ length: size }, (_, i) => {
      const n = offset + i;
      const type = TYPES[n % TYPES.length]!;
      const photos = n % 3 === 0 ? [] : [`/api/photos/bench${String(n).padStart(20, "0")}a.jpg`, `/api/photos/bench${String(n).padStart(20, "0")}b.jpg`];
      return {
        userId,
        name: `Piece ${n + 1}`,
        type,
        clayBody: CLAYS[n % CLAYS.length]!,
        imageUrls: photos,
        studioLocation: n % 4 === 0 ? null : LOCATIONS[n % LOCATIONS.length]!,
        tags: [CLAYS[n % CLAYS.length]!, type === "wheel" ? "Wheel Thrown" : "Handbuilt"],
        notes: n % 5 === 0 ? "Thin walls, watch the rim when trimming." : null,
        height: (4 + random() * 10).toFixed(2),
        width: (3 + random() * 8).toFixed(2),
        createdAt: new Date(start + n * 3_600_000),
      };
    });
    const inserted = await db.insert(pieces).values(rows).returning({ id: pieces.id, createdAt: pieces.createdAt });
    const entries = inserted.flatMap((piece, i) => {
      const history = HISTORIES[(offset + i) % HISTORIES.length]!.slice(0, perPiece);
      return history.map((stage, k) => ({
        userId,
        pieceId: piece.id,
        stage,
        location: LOCATIONS[(offset + i + k) % LOCATIONS.length]!,
        date: new Date(piece.createdAt.getTime() + (k + 1) * 86_400_000),
      }));
    });
    for (let k = 0; k < entries.length; k += 2 * BATCH) {
      await db.insert(stageHistory).values(entries.slice(k, k + 2 * BATCH));
    }
    stageEntries += entries.length;
  }

  const sessionToken = randomToken();
  await db.insert(sessions).values({
    id: hashToken(sessionToken),
    userId,
    expiresAt: new Date(Date.now() + SESSION_TTL_MS),
  });
  // What autovacuum would do on a live server: fresh statistics and visibility for index-only scans.
  await db.execute(sql`vacuum analyze pieces`);
  await db.execute(sql`vacuum analyze stage_history`);
  return { userId, email, password, sessionToken, pieces: count, stageEntries };
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

/**
 * Kilns and their maintenance logs (product.md#r122, docs/decisions/0120-firings.md). A kiln shows its number of done
 * firings in total and since the last maintenance entry of each kind (element, thermocouple and relay changes wear with
 * firings).
 */
import { and, asc, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import { MAINTENANCE_KINDS } from "../../../contract/firings/rules";
import type { CreateKilnBody, CreateMaintenanceBody, Kiln, KilnListQuery, MaintenanceEntry, UpdateKilnBody } from "../../../contract/firings/schemas";
import { FIRING_TEXTS as T } from "../../../contract/firings/texts";
import type { AppDeps } from "../../context";
import type { DbOrTx } from "../../db/client";
import { firings, kilnMaintenance, kilns } from "../../db/schema";
import { AppError } from "../../errors";
import { kilnFor, requireStudio } from "../studios/studio-access";

type KilnRow = typeof kilns.$inferSelect;

/** Done firings of each kiln (kilns the caller may read: a studio's count every member's firing in them). */
async function doneFiringDates(db: DbOrTx, kilnIds: number[]): Promise<Map<number, Date[]>> {
  const out = new Map<number, Date[]>();
  if (kilnIds.length === 0) return out;
  const rows = await db
    .select({ kilnId: firings.kilnId, at: sql<Date>`coalesce(${firings.finishedAt}, ${firings.updatedAt})`.mapWith((v) => new Date(v)) })
    .from(firings)
    .where(and(eq(firings.status, "done"), inArray(firings.kilnId, kilnIds)));
  for (const row of rows) {
    const list = out.get(row.kilnId!) ?? [];
    list.push(row.at);
    out.set(row.kilnId!, list);
  }
  return out;
}

async function toKilnDtos(db: DbOrTx, rows: KilnRow[]): Promise<Kiln[]> {
  const ids = rows.map((k) => k.id);
  const dates = await doneFiringDates(db, ids);
  const lastOfKind =
    ids.length === 0
      ? []
      : await db
          .select({ kilnId: kilnMaintenance.kilnId, kind: kilnMaintenance.kind, last: sql<string>`max(${kilnMaintenance.date})::text` })
          .from(kilnMaintenance)
          .where(inArray(kilnMaintenance.kilnId, ids))
          .groupBy(kilnMaintenance.kilnId, kilnMaintenance.kind);
  return rows.map((k) => {
    const done = dates.get(k.id) ?? [];
    const firingsSince: Record<string, number | null> = {};
    const lastMaintenance: Record<string, string | null> = {};
    for (const kind of MAINTENANCE_KINDS) {
      const last = lastOfKind.find((m) => m.kilnId === k.id && m.kind === kind)?.last;
      // The screens say since when (product.md#r247).
      lastMaintenance[kind] = last ?? null;
      // A firing finished on the day of the change counts after it: changes are made before loading.
      firingsSince[kind] = last ? done.filter((d) => d.toISOString().slice(0, 10) >= last).length : null;
    }
    return {
      id: k.id,
      studioId: k.studioId,
      name: k.name,
      type: k.type,
      maxCone: k.maxCone,
      shelves: k.shelves,
      notes: k.notes,
      archived: k.archived,
      firingsTotal: done.length,
      firingsSince,
      lastMaintenance,
      createdAt: k.createdAt.toISOString(),
      updatedAt: k.updatedAt.toISOString(),
    };
  });
}

/** The potter's own kilns, or (studioId) a studio's, which every member sees (docs/decisions/0230-community-studios.md). */
export async function listKilns(deps: AppDeps, userId: number, query: KilnListQuery = {}): Promise<{ data: Kiln[] }> {
  if (query.studioId) await requireStudio(deps.db, userId, query.studioId);
  const whose = query.studioId ? eq(kilns.studioId, query.studioId) : and(eq(kilns.userId, userId), isNull(kilns.studioId));
  const rows = await deps.db.select().from(kilns).where(whose).orderBy(asc(kilns.archived), asc(kilns.name), asc(kilns.id));
  return { data: await toKilnDtos(deps.db, rows) };
}

export async function getKiln(deps: AppDeps, userId: number, id: number): Promise<Kiln> {
  const row = await kilnFor(deps.db, userId, id, "read", T.kilnNotFound);
  return (await toKilnDtos(deps.db, [row]))[0]!;
}

/** A studio's kiln is made by its owner or staff. */
export async function createKiln(deps: AppDeps, userId: number, body: CreateKilnBody): Promise<Kiln> {
  if (body.studioId) await requireStudio(deps.db, userId, body.studioId, "staff");
  const now = deps.now();
  const [row] = await deps.db
    .insert(kilns)
    .values({
      userId,
      studioId: body.studioId ?? null,
      name: body.name,
      type: body.type,
      maxCone: body.maxCone ?? null,
      shelves: body.shelves ?? null,
      notes: body.notes ?? null,
      archived: body.archived,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return (await toKilnDtos(deps.db, [row!]))[0]!;
}

export async function updateKiln(deps: AppDeps, userId: number, id: number, body: UpdateKilnBody): Promise<Kiln> {
  await kilnFor(deps.db, userId, id, "run", T.kilnNotFound);
  const [row] = await deps.db
    .update(kilns)
    .set({ ...body, updatedAt: deps.now() })
    .where(eq(kilns.id, id))
    .returning();
  if (!row) throw AppError.notFound(T.kilnNotFound);
  return (await toKilnDtos(deps.db, [row]))[0]!;
}

/** Its firings stay, without a kiln (a firing's record outlives the kiln). */
export async function deleteKiln(deps: AppDeps, userId: number, id: number): Promise<void> {
  await kilnFor(deps.db, userId, id, "run", T.kilnNotFound);
  const gone = await deps.db.delete(kilns).where(eq(kilns.id, id)).returning({ id: kilns.id });
  if (gone.length === 0) throw AppError.notFound(T.kilnNotFound);
}

function toEntryDto(row: typeof kilnMaintenance.$inferSelect): MaintenanceEntry {
  return { id: row.id, kilnId: row.kilnId, kind: row.kind, date: row.date, notes: row.notes, createdAt: row.createdAt.toISOString() };
}

export async function listMaintenance(deps: AppDeps, userId: number, kilnId: number): Promise<{ data: MaintenanceEntry[] }> {
  await kilnFor(deps.db, userId, kilnId, "read", T.kilnNotFound);
  const rows = await deps.db
    .select()
    .from(kilnMaintenance)
    .where(eq(kilnMaintenance.kilnId, kilnId))
    .orderBy(desc(kilnMaintenance.date), desc(kilnMaintenance.id));
  return { data: rows.map(toEntryDto) };
}

/** A studio kiln's log entry belongs to the kiln's keeper (its user), so it follows the kiln on a handover. */
export async function addMaintenance(deps: AppDeps, userId: number, kilnId: number, body: CreateMaintenanceBody): Promise<MaintenanceEntry> {
  const kiln = await kilnFor(deps.db, userId, kilnId, "run", T.kilnNotFound);
  const now = deps.now();
  const [row] = await deps.db
    .insert(kilnMaintenance)
    .values({ userId: kiln.userId, kilnId, kind: body.kind, date: body.date ?? now.toISOString().slice(0, 10), notes: body.notes ?? null, createdAt: now })
    .returning();
  return toEntryDto(row!);
}

export async function removeMaintenance(deps: AppDeps, userId: number, kilnId: number, entryId: number): Promise<void> {
  await kilnFor(deps.db, userId, kilnId, "run", T.kilnNotFound);
  const gone = await deps.db
    .delete(kilnMaintenance)
    .where(and(eq(kilnMaintenance.id, entryId), eq(kilnMaintenance.kilnId, kilnId)))
    .returning({ id: kilnMaintenance.id });
  if (gone.length === 0) throw AppError.notFound(T.entryNotFound);
}

/** For the firing answers: a kiln's name by id (kilns of firings the caller may read). */
export async function kilnNames(db: DbOrTx, kilnIds: number[]): Promise<Map<number, string>> {
  if (kilnIds.length === 0) return new Map();
  const rows = await db.select({ id: kilns.id, name: kilns.name }).from(kilns).where(inArray(kilns.id, [...new Set(kilnIds)]));
  return new Map(rows.map((r) => [r.id, r.name]));
}


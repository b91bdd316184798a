/**
 * Helpers for the tests of imports from other apps: the sample files made by each app's own export code
 * (tests/fixtures/imports/), an import run to its end, and a potter's stored pieces and stage entries in short form.
 */
import { asc, eq } from "drizzle-orm";
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect } from "vitest";
import { pieces, stageHistory } from "../../server/db/schema";
import { settleBackgroundTasks } from "../../server/services/common/background-tasks";
import type { SignedInUser } from "./client";
import { importForm } from "./import";
import type { TestContext } from "./test-app";

export const sample = (dir: string, name: string) => new Uint8Array(readFileSync(path.join(__dirname, "../fixtures/imports", dir, name)));

/** Starts an import (202) and answers the job once it has ended. */
export async function runApp(potter: SignedInUser, bytes: Uint8Array, name: string, fields: Record<string, string> = {}) {
  const started = await potter.client.post("/api/import", importForm(bytes, fields, name));
  expect(started.status, started.text).toBe(202);
  await settleBackgroundTasks();
  return (await potter.client.get(`/api/import/${started.body.id}`)).body;
}

export const piecesOf = async (ctx: TestContext, userId: number) =>
  (await ctx.db.select().from(pieces).where(eq(pieces.userId, userId)).orderBy(asc(pieces.id))).map((p) => ({
    id: p.id,
    name: p.name,
    type: p.type,
    clayBody: p.clayBody,
    tags: p.tags,
    stage: p.currentStage,
    location: p.studioLocation,
    notes: p.notes,
    photos: p.imageUrls.length,
    hasCode: typeof p.code === "string",
  }));

/** A piece's stage entries as [stage, day, notes, place]. */
export const stagesOf = async (ctx: TestContext, pieceId: number) =>
  (await ctx.db.select().from(stageHistory).where(eq(stageHistory.pieceId, pieceId)).orderBy(asc(stageHistory.date))).map((s) => [
    s.stage,
    s.date.toISOString().slice(0, 10),
    s.notes,
    s.location,
  ]);

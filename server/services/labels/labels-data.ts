/**
 * What each label says (docs/decisions/0147-printable-labels.md): the record's code, its name and one line
 * of detail, read for the potter's own records only. An id that is not the potter's refuses the whole request, so a
 * PDF never holds another potter's record.
 */
import { and, eq, inArray } from "drizzle-orm";
import { FIRING_SCREEN_TEXTS } from "../../../contract/firings/texts";
import type { LabelKind } from "../../../contract/labels/rules";
import { LABEL_TEXTS } from "../../../contract/labels/texts";
import type { DbOrTx } from "../../db/client";
import { firings, glazes, kilns, pieces, testTiles } from "../../db/schema";
import { AppError } from "../../errors";

export interface LabelContent {
  code: string;
  name: string;
  detail: string;
  /** What the QR code says when not the record's address: a studio ticket's piece code alone (decision 0249). */
  qr?: string;
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** '12 Mar 2026': a printed label is read anywhere, so the month is a word, never a number that swaps with the day. */
export function labelDate(value: Date | string): string {
  const d = typeof value === "string" ? new Date(`${value.slice(0, 10)}T00:00:00Z`) : value;
  return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

const line = (...parts: (string | null | undefined)[]) => parts.filter((p): p is string => Boolean(p && p.trim())).join(" · ");

type Loaded = { id: number; code: string | null; name: string; detail: string };

async function loadRows(db: DbOrTx, kind: LabelKind, userId: number, ids: number[]): Promise<Loaded[]> {
  switch (kind) {
    case "piece": {
      const rows = await db
        .select({ id: pieces.id, code: pieces.code, name: pieces.name, clayBody: pieces.clayBody, createdAt: pieces.createdAt })
        .from(pieces)
        .where(and(eq(pieces.userId, userId), inArray(pieces.id, ids)));
      return rows.map((r) => ({ id: r.id, code: r.code, name: r.name, detail: line(r.clayBody, labelDate(r.createdAt)) }));
    }
    case "surface": {
      const rows = await db
        .select({ id: glazes.id, code: glazes.code, name: glazes.name, brand: glazes.brand, type: glazes.type, isCombo: glazes.isCombo, cone: glazes.temperature })
        .from(glazes)
        .where(and(eq(glazes.userId, userId), inArray(glazes.id, ids)));
      // A surface with no brand says what it is instead (a combination, or its type), so the line is never empty.
      return rows.map((r) => ({ id: r.id, code: r.code, name: r.name, detail: line(r.brand ?? (r.isCombo ? "Combination" : r.type), r.cone) }));
    }
    case "firing": {
      const rows = await db
        .select({
          id: firings.id,
          code: firings.code,
          kind: firings.kind,
          cone: firings.targetCone,
          plannedDate: firings.plannedDate,
          startedAt: firings.startedAt,
          createdAt: firings.createdAt,
          kiln: kilns.name,
        })
        .from(firings)
        .leftJoin(kilns, and(eq(kilns.id, firings.kilnId), eq(kilns.userId, userId)))
        .where(and(eq(firings.userId, userId), inArray(firings.id, ids)));
      return rows.map((r) => ({
        id: r.id,
        code: r.code,
        name: line(FIRING_SCREEN_TEXTS.firingTitle(FIRING_SCREEN_TEXTS.kindLabel[r.kind] ?? r.kind), r.cone),
        // The day it fires: when it started, else the day planned, else the day it was written down.
        detail: line(r.kiln ?? LABEL_TEXTS.noKiln, labelDate(r.startedAt ?? r.plannedDate ?? r.createdAt)),
      }));
    }
    case "tile": {
      const rows = await db
        .select({ id: testTiles.id, code: testTiles.code, name: testTiles.materialLabel, clayBody: testTiles.clayBody, cone: testTiles.cone, firedOn: testTiles.firedOn })
        .from(testTiles)
        .where(and(eq(testTiles.userId, userId), inArray(testTiles.id, ids)));
      // A tile is told apart from its neighbours by the clay under the glaze and the cone it went to.
      return rows.map((r) => ({ id: r.id, code: r.code, name: r.name, detail: line(r.clayBody, r.cone, r.firedOn ? labelDate(r.firedOn) : null) }));
    }
  }
}

/** The labels in the order asked; 400 when any id is not one of the potter's records of that kind. */
export async function loadLabels(db: DbOrTx, kind: LabelKind, userId: number, ids: number[]): Promise<LabelContent[]> {
  const rows = new Map((await loadRows(db, kind, userId, ids)).map((r) => [r.id, r]));
  return ids.map((id) => {
    const row = rows.get(id);
    // Every record has had a code since the short codes' migration backfilled them
    // (docs/decisions/0146-short-codes.md); one without would print an unopenable label.
    if (!row?.code) throw AppError.badRequest(LABEL_TEXTS.notFound[kind], { ids: LABEL_TEXTS.notFound[kind] });
    return { code: row.code, name: row.name, detail: row.detail };
  });
}

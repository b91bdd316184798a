/**
 * The glaze lab's records in a Claybook import (product.md#r264, docs/decisions/0310-glaze-lab-export-and-outbox.md):
 * a recipe's lines name own materials by id inside JSON, so each is rewired to the material made from it; a copy of a
 * default the account already has a copy of comes in as a material of its own, as the account keeps one copy each.
 */
import { and, eq, isNotNull } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { materials, type StoredRecipeLine } from "../../db/schema";

/** A line whose own material is not in the export keeps its name and reads as gone (an id no material has). */
const GONE = -1;

export function rewireRecipeLines(lines: unknown, made: Map<string, number | string>): StoredRecipeLine[] {
  return (lines as StoredRecipeLine[]).map((line) =>
    typeof line.materialId === "number" ? { ...line, materialId: Number(made.get(String(line.materialId)) ?? GONE) } : line,
  );
}

/** A material price's material: a default's key as it is, an own material's number rewired; null when it is gone. */
export function rewireMaterialKey(key: unknown, made: Map<string, number | string>): string | null {
  if (typeof key !== "string") return null;
  if (!/^\d+$/.test(key)) return key;
  const target = made.get(key);
  return target === undefined ? null : String(target);
}

export async function freeMaterialCopies(tx: Tx, userId: number, rows: Record<string, unknown>[]): Promise<void> {
  const taken = new Set(
    (await tx.select({ copyOf: materials.copyOf }).from(materials).where(and(eq(materials.userId, userId), isNotNull(materials.copyOf)))).map(
      (r) => r.copyOf,
    ),
  );
  for (const values of rows) {
    const copyOf = typeof values.copyOf === "string" ? values.copyOf : null;
    if (copyOf && !taken.has(copyOf)) taken.add(copyOf);
    else values.copyOf = null;
  }
}

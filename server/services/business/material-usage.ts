/**
 * What a mix log uses of each material (product.md#r291, docs/decisions/0326-material-stock.md): the batch total
 * scales the base as a batch does (additions on top), and each line's grams are kept to the milligram, rounded half
 * up once. Deleting the mix log gives them back. Called by the glaze lab's mix log (recipe-mixes.ts), inside its
 * transaction.
 */
import { and, eq } from "drizzle-orm";
import { divRound } from "../../../contract/business/money";
import type { JarWeightUnit } from "../../../contract/business/schemas";
import type { DbOrTx } from "../../db/client";
import { materialUsages, type StoredRecipeLine } from "../../db/schema";
import { weightAmount } from "./weights";

interface MixFacts {
  id: number;
  mixedOn: string;
  batchTotal: number | null;
  batchUnit: string | null;
}

/** A line's amount (a JSON number such as 23.5) × 10^6, exactly as written; null when it is not a plain decimal. */
function scaledAmount(amount: number): bigint | null {
  const m = /^(\d+)(?:\.(\d+))?$/.exec(String(amount));
  return m ? BigInt(m[1]! + (m[2] ?? "").slice(0, 6).padEnd(6, "0")) : null;
}

/** Milligrams of each line's material a batch uses; empty when the mix has no batch size. */
export function mixMilligrams(mix: Pick<MixFacts, "batchTotal" | "batchUnit">, lines: readonly StoredRecipeLine[]): { materialId: string; mg: number }[] {
  if (mix.batchTotal === null || mix.batchUnit === null) return [];
  const total = weightAmount(mix.batchTotal, mix.batchUnit as JarWeightUnit);
  if (total === null || total === 0n) return [];
  const base = lines.reduce((sum, l) => sum + (l.addition ? 0n : (scaledAmount(l.amount) ?? 0n)), 0n);
  if (base === 0n) return [];
  const out: { materialId: string; mg: number }[] = [];
  for (const line of lines) {
    const amount = scaledAmount(line.amount);
    if (amount === null || amount === 0n) continue;
    // total is grams × 10^15; a milligram is 10^12 of it.
    const mg = divRound(total * amount, base * 10n ** 12n);
    if (mg > 0) out.push({ materialId: String(line.materialId), mg });
  }
  return out;
}

const gramsText = (mg: number) => `${Math.floor(mg / 1000)}.${String(mg % 1000).padStart(3, "0")}`;

/** Records what a new mix log used of each of its version's materials. */
export async function useMixMaterials(tx: DbOrTx, userId: number, mix: MixFacts, lines: readonly StoredRecipeLine[]): Promise<void> {
  const used = mixMilligrams(mix, lines);
  if (used.length === 0) return;
  await tx.insert(materialUsages).values(used.map((u) => ({ userId, mixId: mix.id, materialId: u.materialId, usedOn: mix.mixedOn, grams: gramsText(u.mg) })));
}

/** Gives back what a mix log used, before the log is deleted. */
export async function giveBackMixMaterials(tx: DbOrTx, userId: number, mixId: number): Promise<void> {
  await tx.delete(materialUsages).where(and(eq(materialUsages.userId, userId), eq(materialUsages.mixId, mixId)));
}

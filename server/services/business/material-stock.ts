/**
 * Each glaze material's stock (product.md#r291, product.md#r292, docs/decisions/0326-material-stock.md): purchases
 * less what mix logs used, the rolling average price, the potter's reorder level and the shopping list of materials
 * below it. Worked out from the rows each time, so deleting a purchase or a mix log leaves nothing to mend.
 */
import { and, eq } from "drizzle-orm";
import { displayMoney, perGramMoney } from "../../../contract/business/money";
import type { JarWeightUnit } from "../../../contract/business/schemas";
import { BUSINESS_TEXTS } from "../../../contract/business/texts";
import type { MaterialStock, SetReorderLevelInput, ShoppingList } from "../../../contract/business/stock-schemas";
import { STOCK_TEXTS as T } from "../../../contract/business/stock-texts";
import type { AppDeps } from "../../context";
import type { DbOrTx } from "../../db/client";
import { materialPurchases, materialUsages, reorderLevels } from "../../db/schema";
import { AppError } from "../../errors";
import { loadLibrary, type Library } from "../glaze-lab/material-library";
import { canonicalKey, materialIdOf, materialKey } from "./material-keys";
import { money, potterCurrency } from "./money-input";
import { averagePerGramHundredths, averagePerUnit, inUnit, inUnitUp, runLedger, weightText, worth, type Fraction, type Ledger, type LedgerEvent } from "./stock-ledger";
import { weightAmount } from "./weights";

interface Entry {
  key: string;
  events: LedgerEvent[];
  level: { amount: bigint; value: number; unit: JarWeightUnit } | null;
}

/** Every material with a purchase, a use or a level, by its key in the library as it is now. */
async function entries(db: DbOrTx, userId: number, library: Library): Promise<Map<string, Entry>> {
  const [bought, used, levels] = await Promise.all([
    db.select().from(materialPurchases).where(eq(materialPurchases.userId, userId)),
    db.select().from(materialUsages).where(eq(materialUsages.userId, userId)),
    db.select().from(reorderLevels).where(eq(reorderLevels.userId, userId)),
  ]);
  const map = new Map<string, Entry>();
  const entry = (stored: string) => {
    const key = canonicalKey(stored, library);
    let e = map.get(key);
    if (!e) map.set(key, (e = { key, events: [], level: null }));
    return e;
  };
  for (const p of bought) {
    const unit = p.quantityUnit as JarWeightUnit;
    const amount = weightAmount(p.quantity, unit) ?? 0n;
    entry(p.materialId).events.push({ kind: "purchase", day: p.purchasedOn, id: p.id, amount, totalMinor: p.totalMinor, supplier: p.supplier, unit });
  }
  for (const u of used) entry(u.materialId).events.push({ kind: "use", day: u.usedOn, id: u.id, amount: weightAmount(u.grams, "g") ?? 0n, mixId: u.mixId });
  for (const l of levels) {
    const unit = l.levelUnit as JarWeightUnit;
    entry(l.materialId).level = { amount: weightAmount(l.level, unit) ?? 0n, value: Number(l.level), unit };
  }
  return map;
}

interface Figures {
  ledger: Ledger;
  unit: JarWeightUnit;
  below: boolean;
  shortfall: bigint;
}

function figures(e: Entry): Figures {
  const ledger = runLedger(e.events);
  const unit = e.level?.unit ?? ledger.lastUnit ?? "g";
  const below = e.level !== null && ledger.onHand < e.level.amount;
  return { ledger, unit, below, shortfall: below ? e.level!.amount - ledger.onHand : 0n };
}

function toStock(e: Entry, library: Library, currency: string): MaterialStock {
  const { ledger, unit, below, shortfall } = figures(e);
  const avg = ledger.average;
  const onHand = inUnit(ledger.onHand, unit);
  const stock = T.stockExplained(weightText(onHand), unit, ledger.purchaseCount, ledger.mixCount);
  const materialId = materialIdOf(e.key);
  return {
    materialId,
    materialName: library.find(materialId)?.name ?? null,
    unit,
    onHand,
    purchased: inUnit(ledger.purchased, unit),
    used: inUnit(ledger.used, unit),
    purchaseCount: ledger.purchaseCount,
    mixCount: ledger.mixCount,
    averagePrice: avg ? money(averagePerUnit(avg, unit), currency) : null,
    averagePerGram: avg ? perGramMoney(averagePerGramHundredths(avg), currency).decimal : null,
    value: avg && ledger.onHand > 0n ? money(worth(ledger.onHand, avg), currency) : null,
    level: e.level?.value ?? null,
    below,
    toBuy: below ? inUnitUp(shortfall, unit) : null,
    explanation: avg ? `${stock}; ${T.averageExplained(displayMoney(averagePerUnit(avg, unit), currency), unit)}` : `${stock}; ${T.noPurchases}`,
  };
}

const byName = (a: { materialName: string | null; materialId: string | number }, b: { materialName: string | null; materialId: string | number }) =>
  (a.materialName ?? "").localeCompare(b.materialName ?? "") || String(a.materialId).localeCompare(String(b.materialId));

export async function listMaterialStock(deps: AppDeps, userId: number): Promise<{ data: MaterialStock[]; currency: string }> {
  const currency = await potterCurrency(deps.db, userId);
  const library = await loadLibrary(deps.db, userId);
  const data = [...(await entries(deps.db, userId, library)).values()].map((e) => toStock(e, library, currency));
  return { data: data.sort(byName), currency };
}

/** Sets a material's reorder level, or clears it with null; answers the material's stock. */
export async function setReorderLevel(deps: AppDeps, userId: number, body: SetReorderLevelInput): Promise<MaterialStock> {
  return deps.db.transaction(async (tx) => {
    const library = await loadLibrary(tx, userId);
    const found = library.find(body.materialId);
    if (!found) throw new AppError(404, BUSINESS_TEXTS.materialNotFound, { materialId: BUSINESS_TEXTS.materialNotFound });
    const key = String(found.id);
    // One level per material: a level kept under the default's key of a material since copied is the same one.
    const levels = await tx.select().from(reorderLevels).where(eq(reorderLevels.userId, userId));
    for (const l of levels.filter((l) => canonicalKey(l.materialId, library) === key && l.materialId !== materialKey(found.id))) {
      await tx.delete(reorderLevels).where(and(eq(reorderLevels.id, l.id), eq(reorderLevels.userId, userId)));
    }
    if (body.level === null) {
      await tx.delete(reorderLevels).where(and(eq(reorderLevels.userId, userId), eq(reorderLevels.materialId, key)));
    } else {
      const now = deps.now();
      const values = { level: String(body.level), levelUnit: body.unit, updatedAt: now };
      await tx
        .insert(reorderLevels)
        .values({ userId, materialId: key, ...values, createdAt: now })
        .onConflictDoUpdate({ target: [reorderLevels.userId, reorderLevels.materialId], set: values });
    }
    const currency = await potterCurrency(tx, userId);
    const e = (await entries(tx, userId, library)).get(key) ?? { key, events: [], level: null };
    return toStock(e, library, currency);
  });
}

/** The materials below their level, what to buy to reach it, and about what it costs at the rolling average. */
export async function shoppingList(deps: AppDeps, userId: number): Promise<ShoppingList> {
  const currency = await potterCurrency(deps.db, userId);
  const library = await loadLibrary(deps.db, userId);
  let totalMinor = 0;
  const data: ShoppingList["data"] = [];
  for (const e of (await entries(deps.db, userId, library)).values()) {
    const { ledger, unit, below, shortfall } = figures(e);
    if (!below || !e.level) continue;
    const estimate = ledger.average ? worth(shortfall, ledger.average) : null;
    totalMinor += estimate ?? 0;
    const materialId = materialIdOf(e.key);
    data.push({
      materialId,
      materialName: library.find(materialId)?.name ?? null,
      unit,
      onHand: inUnit(ledger.onHand, unit),
      level: e.level.value,
      toBuy: inUnitUp(shortfall, unit),
      estimate: estimate === null ? null : money(estimate, currency),
      lastSupplier: ledger.lastSupplier,
    });
  }
  return { data: data.sort(byName), estimate: money(totalMinor, currency), currency };
}

/**
 * The rolling average per material key (as the library finds it) for every material with a purchase: the recipe's
 * batch cost takes it before the material's price (docs/decisions/0326-material-stock.md).
 */
export async function averagePrices(db: DbOrTx, userId: number, library: Library): Promise<Map<string, Fraction>> {
  const out = new Map<string, Fraction>();
  for (const e of (await entries(db, userId, library)).values()) {
    const avg = runLedger(e.events).average;
    if (avg) out.set(e.key, avg);
  }
  return out;
}

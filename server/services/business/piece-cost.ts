/**
 * A piece's cost, itemised and explained (product.md#r269, docs/decisions/0313-piece-cost.md): its clay (the piece's
 * clay weight, stored in lb, at its clay body's bag price), its glazes (grams per layer at the jar's price, or a
 * recipe's batch cost through recipeBatchCost), its firings (a studio's fee from its statement; the potter's own kiln's
 * cost per firing shared over the pieces in it) and other costs. Each part is rounded once, half up, and the total is
 * their exact sum.
 */
import { formatMarkup } from "../../../contract/business/markup";
import { and, asc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { currencyDigits, mulDivRound, divRound } from "../../../contract/business/money";
import { DEFAULT_LAYER_GRAMS, formOfName, BUSINESS_TEXTS as T, type BagWeightUnit, type CostPart, type PieceCost } from "../../../contract/business/schemas";
import { toCents } from "../../../contract/studios/fee-rules";
import type { AppDeps } from "../../context";
import type { DbOrTx } from "../../db/client";
import { clayPrices, decorationLayers, firingPieces, firings, glazePrices, glazes, kilnCosts, kilns, pieces, saleItems, supplies } from "../../db/schema";
import { findOwned } from "../common/owned";
import { pieceStudioFees } from "../studios/studio-fees";
import { batchExplained, glazeAmount, jarBasis, recipeBatchCost } from "./glaze-cost";
import { money, potterCurrency, potterMarkup } from "./money-input";
import { layerGramsOf, sellingRow } from "./selling";
import { gramsOf, weightAmount } from "./weights";

type Part = { kind: CostPart["kind"]; minor: number; explanation: string };
type PieceRow = typeof pieces.$inferSelect;

async function clayPart(db: DbOrTx, userId: number, piece: PieceRow, currency: string): Promise<Part> {
  const rows = await db
    .select()
    .from(clayPrices)
    .where(and(eq(clayPrices.userId, userId), sql`lower(${clayPrices.clayBody}) = lower(${piece.clayBody})`))
    .orderBy(sql`${clayPrices.clayBody} = ${piece.clayBody} desc`)
    .limit(1);
  const price = rows[0];
  if (!price) return { kind: "clay", minor: 0, explanation: T.clayNoPrice(piece.clayBody) };
  const used = piece.clayWeight === null ? null : weightAmount(piece.clayWeight, "lb");
  if (used === null || used === BigInt(0)) return { kind: "clay", minor: 0, explanation: T.clayNoWeight(piece.clayBody) };
  const unit = price.weightUnit as BagWeightUnit;
  const bag = weightAmount(price.bagWeight, unit);
  if (bag === null || bag === BigInt(0)) return { kind: "clay", minor: 0, explanation: T.clayNoPrice(piece.clayBody) };
  const minor = divRound(BigInt(price.bagPriceMinor) * used, bag);
  const grams = gramsOf(used);
  return { kind: "clay", minor, explanation: T.clayExplained(grams, piece.clayBody, price.bagPriceMinor, String(Number(price.bagWeight)), unit, currency) };
}

async function glazeParts(db: DbOrTx, userId: number, pieceId: number, layerGrams: Map<number, number>, currency: string): Promise<Part[]> {
  const layers = await db
    .select({ id: decorationLayers.id, glazeId: decorationLayers.glazeId, glazeName: glazes.name, materialName: decorationLayers.materialName })
    .from(decorationLayers)
    .leftJoin(glazes, eq(glazes.id, decorationLayers.glazeId))
    .where(and(eq(decorationLayers.pieceId, pieceId), eq(decorationLayers.userId, userId)))
    .orderBy(asc(decorationLayers.orderIndex), asc(decorationLayers.id));
  const glazeIds = [...new Set(layers.flatMap((l) => (l.glazeId ? [l.glazeId] : [])))];
  const prices = glazeIds.length
    ? await db.select().from(glazePrices).where(and(eq(glazePrices.userId, userId), inArray(glazePrices.glazeId, glazeIds)))
    : [];
  const byGlaze = new Map(prices.map((p) => [p.glazeId!, p]));
  const parts: Part[] = [];
  for (const layer of layers) {
    if (!layer.glazeId) continue;
    const name = layer.glazeName ?? layer.materialName ?? "this glaze";
    const jar = byGlaze.get(layer.glazeId);
    const basis = jar ? jarBasis(jar) : await recipeBatchCost(db, userId, layer.glazeId);
    const grams = layerGrams.get(layer.id) ?? DEFAULT_LAYER_GRAMS;
    const minor = basis ? glazeAmount(grams, basis) : null;
    if (!basis || minor === null) {
      parts.push({ kind: "glaze", minor: 0, explanation: T.glazeNoPrice(name) });
      continue;
    }
    parts.push({
      kind: "glaze",
      minor,
      explanation:
        basis.source === "batch"
          ? batchExplained(grams, name, basis, currency)
          : T.glazeExplained(grams, jar?.name ?? name, basis.priceMinor, String(Number(basis.weight)), basis.unit, currency),
    });
  }
  return parts;
}

/** A studio fee ("4.50", its currency) in the potter's minor units, or null when the currencies differ. */
function feeMinor(fee: string, feeCurrency: string, currency: string): number | null {
  if (feeCurrency !== currency) return null;
  return mulDivRound(toCents(fee), 10 ** currencyDigits(currency), 100);
}

async function firingParts(db: DbOrTx, userId: number, pieceId: number, currency: string): Promise<Part[]> {
  const parts: Part[] = [];
  for (const f of await pieceStudioFees(db, userId, pieceId)) {
    const minor = feeMinor(f.fee, f.currency, currency);
    parts.push(
      minor === null
        ? { kind: "firing", minor: 0, explanation: T.studioFeeOtherCurrency(f.studioName, f.fee, f.currency) }
        : { kind: "firing", minor, explanation: T.studioFeeExplained(f.studioName, f.kind) },
    );
  }
  // The potter's own kilns: each done firing's cost shared by the pieces it held.
  const own = await db
    .select({
      firingId: firings.id,
      kilnName: kilns.name,
      perFiring: kilnCosts.perFiringMinor,
      pieces: sql<number>`(select count(*)::int from ${firingPieces} fp where fp.firing_id = ${firings.id})`,
    })
    .from(firingPieces)
    .innerJoin(firings, eq(firings.id, firingPieces.firingId))
    .innerJoin(kilns, eq(kilns.id, firings.kilnId))
    .leftJoin(kilnCosts, eq(kilnCosts.kilnId, kilns.id))
    .where(and(eq(firingPieces.pieceId, pieceId), eq(firingPieces.userId, userId), eq(firings.status, "done"), sql`${firings.studioId} is null`))
    .orderBy(asc(firings.finishedAt), asc(firings.id));
  for (const f of own) {
    if (f.perFiring === null) {
      parts.push({ kind: "firing", minor: 0, explanation: T.ownFiringNoCost(f.kilnName) });
      continue;
    }
    const n = Math.max(1, Number(f.pieces));
    parts.push({ kind: "firing", minor: mulDivRound(f.perFiring, 1, n), explanation: T.ownFiringExplained(f.kilnName, f.perFiring, n, currency) });
  }
  return parts;
}

async function otherParts(db: DbOrTx, userId: number, own: { description: string; amountMinor: number }[]): Promise<Part[]> {
  const every = await db
    .select({ name: supplies.name, perPiece: supplies.perPieceMinor })
    .from(supplies)
    .where(and(eq(supplies.userId, userId), isNotNull(supplies.perPieceMinor)))
    .orderBy(asc(supplies.name), asc(supplies.id));
  return [
    ...every.map((s) => ({ kind: "other" as const, minor: s.perPiece!, explanation: T.supplyExplained(s.name) })),
    ...own.map((c) => ({ kind: "other" as const, minor: c.amountMinor, explanation: c.description })),
  ];
}

/** The parts and their exact total in minor units; the piece must be the caller's (checked by the callers). */
export async function computePieceCost(db: DbOrTx, userId: number, piece: PieceRow, currency: string): Promise<{ totalMinor: number; parts: Part[] }> {
  const selling = await sellingRow(db, piece.id);
  const grams = new Map((await layerGramsOf(db, userId, piece.id)).map((l) => [l.layerId, l.grams]));
  const parts = [
    await clayPart(db, userId, piece, currency),
    ...(await glazeParts(db, userId, piece.id, grams, currency)),
    ...(await firingParts(db, userId, piece.id, currency)),
    ...(await otherParts(db, userId, selling?.otherCosts ?? [])),
  ];
  return { totalMinor: parts.reduce((sum, p) => sum + p.minor, 0), parts };
}

/** The median price pieces of the same form sold for (kept, not returned), or null. */
async function similarSoldFor(db: DbOrTx, userId: number, form: string): Promise<number | null> {
  const rows = await db
    .select({ median: sql<string | null>`percentile_disc(0.5) within group (order by ${saleItems.priceMinor})` })
    .from(saleItems)
    .where(and(eq(saleItems.userId, userId), eq(saleItems.form, form), sql`${saleItems.returnId} is null`));
  const value = rows[0]?.median;
  return value === null || value === undefined ? null : Number(value);
}

export async function pieceCost(deps: AppDeps, userId: number, pieceId: number): Promise<PieceCost> {
  const piece = await findOwned(deps.db, pieces, userId, pieceId, { message: T.pieceNotFound });
  const currency = await potterCurrency(deps.db, userId);
  const { totalMinor, parts } = await computePieceCost(deps.db, userId, piece, currency);
  const markup = await potterMarkup(deps.db, userId);
  const selling = await sellingRow(deps.db, piece.id);
  const similar = await similarSoldFor(deps.db, userId, selling?.form ?? formOfName(piece.name));
  return {
    pieceId,
    total: money(totalMinor, currency),
    currency,
    parts: parts.map((p) => ({ kind: p.kind, amount: money(p.minor, currency), explanation: p.explanation })),
    suggestedPrice: totalMinor > 0 ? money(mulDivRound(totalMinor, markup, 100), currency) : null,
    markup: formatMarkup(markup),
    similarSoldFor: similar === null ? null : money(similar, currency),
  };
}

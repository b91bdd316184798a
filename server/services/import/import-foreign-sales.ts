/**
 * Stores the sales another app's file holds (The Potter's Mud Room's sales export) through the business area's own
 * sale (docs/decisions/0321-mud-room-recipes-and-sales.md, product.md#r271): a sale names its piece by title, so it is
 * recorded when exactly one of the potter's pieces has that title (trimmed, any case), as a firing log is linked
 * (docs/decisions/0246-firing-logs-linked-later.md); a sale the business rules refuse (the piece already sold, lost,
 * gifted) is listed with their message. In batches, like every import.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import { CreateSaleBodySchema } from "../../../contract/business/schemas";
import { IMPORT_TEXTS } from "../../../contract/import/texts";
import type { Tx } from "../../db/client";
import { pieces } from "../../db/schema";
import { AppError } from "../../errors";
import { recordSale } from "../business/sales";
import { inBatches, knownIds, learn, remember, type ForeignRun, type Tally } from "./import-foreign-run";
import type { ImportedSale } from "./importers/importer";

export const SALE_IMPORT_TEXTS = {
  noPiece: "no piece of yours has this title: import the pieces export first, then this file again",
  severalPieces: "more than one of your pieces has this title: record this sale on the Sales screen",
  refused: (message: string) => `not imported: ${message}`,
} as const;

const key = (name: string) => name.trim().toLowerCase();

/** The potter's pieces by title, for the titles the batch names: the one piece of each, or null when several. */
async function piecesNamed(run: ForeignRun, tx: Tx, batch: ImportedSale[]): Promise<Map<string, number | null>> {
  const names = [...new Set(batch.map((s) => key(s.pieceName)))];
  const rows = await tx
    .select({ id: pieces.id, name: sql<string>`lower(btrim(${pieces.name}))` })
    .from(pieces)
    .where(and(eq(pieces.userId, run.userId), inArray(sql`lower(btrim(${pieces.name}))`, names)));
  const byName = new Map<string, number | null>();
  for (const row of rows) byName.set(row.name, byName.has(row.name) ? null : row.id);
  return byName;
}

export async function importSales(run: ForeignRun, tally: Tally, progress: (n: number) => void): Promise<void> {
  const ids = await knownIds(run, "sales");
  const fresh = run.data.sales.filter((sale) => {
    if (ids.has(sale.sourceId)) tally.skip("sales", IMPORT_TEXTS.skippedDuplicate);
    return !ids.has(sale.sourceId);
  });
  await inBatches(run, fresh, tally, progress, async (tx, batch, local) => {
    const named = await piecesNamed(run, tx, batch);
    const pairs: [string, number][] = [];
    for (const sale of batch) {
      const pieceId = named.get(key(sale.pieceName));
      if (pieceId === undefined || pieceId === null) {
        local.skip("other", pieceId === undefined ? SALE_IMPORT_TEXTS.noPiece : SALE_IMPORT_TEXTS.severalPieces, sale.pieceName);
        continue;
      }
      const body = CreateSaleBodySchema.safeParse({
        date: sale.date,
        channel: sale.channel,
        venue: sale.venue,
        buyer: sale.buyer,
        notes: sale.notes,
        items: [{ pieceId, price: sale.price }],
      });
      if (!body.success) {
        local.skip("other", SALE_IMPORT_TEXTS.refused(body.error.issues[0]!.message), sale.pieceName);
        continue;
      }
      try {
        // Every refusal comes before the sale writes anything, so the batch's transaction goes on (sales.ts).
        const { sale: stored } = await recordSale(tx, run.userId, body.data, run.deps.now());
        pairs.push([sale.sourceId, stored.id]);
      } catch (err) {
        if (!(err instanceof AppError) || err.status >= 500) throw err;
        local.skip("other", SALE_IMPORT_TEXTS.refused(err.message), sale.pieceName);
      }
    }
    await remember(run, tx, "sales", pairs);
    learn(run, ids, pairs);
    local.add("sales", pairs.length);
  });
}

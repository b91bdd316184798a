/** Records inserted straight into the database, for tests whose subject is something built on top of them. */
import { glazes, pieces } from "../../server/db/schema";
import { refreshCurrentStage } from "../../server/services/pieces/current-stage";
import type { SignedInUser } from "./client";
import type { TestContext } from "./test-app";

export async function insertPiece(ctx: TestContext, owner: SignedInUser, name = "Bowl"): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx.insert(pieces).values({ userId: owner.user.id, name, type: "wheel", clayBody: "Stoneware" }).returning();
    // As every writer of pieces does: its current stage and the stage totals in the same transaction.
    await refreshCurrentStage(tx, row!.id);
    return row!.id;
  });
}

export async function insertGlaze(ctx: TestContext, owner: SignedInUser, name: string, type = "Glaze"): Promise<number> {
  const [row] = await ctx.db.insert(glazes).values({ userId: owner.user.id, name, type }).returning();
  return row!.id;
}

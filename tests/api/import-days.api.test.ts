/**
 * A date a file gives without a time is that day where the potter is (product.md#r231,
 * docs/decisions/0275-calendar-days.md): the import screen sends the device's time zone and the day is stored at noon
 * there, so "2026-03-02" reads as 2 March in Los Angeles and in Auckland alike; no zone, or one the server does not
 * know, is UTC. A date with a time stays the instant it names.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { settleBackgroundTasks } from "../../server/services/common/background-tasks";
import { signUp, type SignedInUser } from "../helpers/client";
import { importForm } from "../helpers/import";
import { createTestContext, type TestContext } from "../helpers/test-app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const CSV = "name,type,clayBody,stage,date\nMug,wheel,B-Mix,Bisqued,2026-03-02\nBowl,wheel,B-Mix,Bisqued,2026-03-02T18:30:00Z\n";

async function importCsv(potter: SignedInUser, fields: Record<string, string>) {
  const started = await potter.client.post("/api/import", importForm(new TextEncoder().encode(CSV), fields, "pots.csv"));
  expect(started.status).toBe(202);
  await settleBackgroundTasks();
  const job = await potter.client.get(`/api/import/${started.body.id}`);
  expect(job.body).toMatchObject({ status: "done", counts: { pieces: 2, stageHistory: 2 } });
  const history = await potter.client.get("/api/stage-history");
  expect(history.status).toBe(200);
  const pieces = await potter.client.get("/api/pieces");
  const nameOf = new Map((pieces.body.data as { id: number; name: string }[]).map((p) => [p.id, p.name]));
  return Object.fromEntries((history.body.data as { pieceId: number; date: string }[]).map((e) => [nameOf.get(e.pieceId), e.date]));
}

describe("days in an imported file (product.md#r231)", () => {
  it("are stored at noon in the sending device's zone, west and east of UTC; a time given stays as given", async () => {
    expect(await importCsv(await signUp(ctx), { timeZone: "America/Los_Angeles" })).toEqual({
      Mug: "2026-03-02T20:00:00.000Z",
      Bowl: "2026-03-02T18:30:00.000Z",
    });
    // Auckland keeps summer time in March (UTC+13): noon on the 2nd is still the 1st in UTC.
    expect(await importCsv(await signUp(ctx), { timeZone: "Pacific/Auckland" })).toEqual({
      Mug: "2026-03-01T23:00:00.000Z",
      Bowl: "2026-03-02T18:30:00.000Z",
    });
  });

  it("without a zone, or with one the server does not know, are noon UTC", async () => {
    expect((await importCsv(await signUp(ctx), {})).Mug).toBe("2026-03-02T12:00:00.000Z");
    expect((await importCsv(await signUp(ctx), { timeZone: "Mars/Olympus_Mons" })).Mug).toBe("2026-03-02T12:00:00.000Z");
  });
});

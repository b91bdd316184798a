/**
 * Temperature trace import (product.md#r174): POST /api/firings/{id}/trace reads a controller's CSV (the sample files in
 * tests/fixtures/traces/: jbruce12000/kiln-controller's kiln-logger in °F, an ISO-timestamp °C logger, a clock-time
 * log passing midnight), fills duration, peak and hold at peak, and keeps at most 500 points; bad files answer 400
 * naming the problem and change nothing; another potter's firing answers 404. PGlite, and PostgreSQL with
 * TEST_DATABASE_URL.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FIRING_TEXTS as T } from "../../contract/firings/texts";
import { signUp, type SignedInUser } from "../helpers/client";
import { createTestContext, type TestContext } from "../helpers/test-app";

let ctx: TestContext;
let ada: SignedInUser;
let bob: SignedInUser;

const FIXTURES = path.join(import.meta.dirname, "../fixtures/traces");
const sample = (name: string) => readFileSync(path.join(FIXTURES, name));

beforeAll(async () => {
  ctx = await createTestContext();
  ada = await signUp(ctx, { firstName: "Ada" });
  bob = await signUp(ctx, { firstName: "Bob" });
});
afterAll(async () => {
  await ctx.close();
});

function traceForm(bytes: Buffer | string, name = "log.csv", unit?: string): FormData {
  const form = new FormData();
  form.append("file", new Blob([typeof bytes === "string" ? bytes : new Uint8Array(bytes)], { type: "text/csv" }), name);
  if (unit) form.append("unit", unit);
  return form;
}

async function newFiring(owner = ada): Promise<number> {
  const res = await owner.client.post("/api/firings", { kind: "bisque" });
  expect(res.status, res.text).toBe(201);
  return res.body.id;
}

describe("importing a controller's temperature log", () => {
  it("kiln-controller's kilnstats.csv in °F: duration 800 min, peak 1063 °C, hold 20 min, every reading kept (161 ≤ 500)", async () => {
    const id = await newFiring();
    const res = await ada.client.post(`/api/firings/${id}/trace`, traceForm(sample("kiln-controller-kilnstats.csv"), "kilnstats.csv", "F"));
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ durationMinutes: 800, peakTemperatureC: 1063, holdMinutes: 20 });
    expect(res.body.trace).toMatchObject({ rows: 161, sourceUnit: "F", fileName: "kilnstats.csv" });
    expect(res.body.trace.points).toHaveLength(161);
    expect(res.body.trace.points[0]).toEqual([0, 21.1]);
    expect(res.body.trace.points[120]).toEqual([600, 1062.8]);
    // Stored: the firing's own answer says the same after a reload, and the list carries no points.
    const again = await ada.client.get(`/api/firings/${id}`);
    expect(again.body).toMatchObject({ durationMinutes: 800, peakTemperatureC: 1063, holdMinutes: 20, trace: { rows: 161 } });
    const list = await ada.client.get("/api/firings");
    expect(list.body.data.find((f: { id: number }) => f.id === id)).toMatchObject({ durationMinutes: 800 });
    expect(list.body.data.find((f: { id: number }) => f.id === id).trace).toBeUndefined();
  });

  it("an ISO-timestamp log in °C (byte order mark, CRLF, a setpoint column): 720 min, 1222 °C, hold 16 min", async () => {
    const id = await newFiring();
    const res = await ada.client.post(`/api/firings/${id}/trace`, traceForm(sample("logger-iso-celsius.csv")));
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ durationMinutes: 720, peakTemperatureC: 1222, holdMinutes: 16 });
    expect(res.body.trace).toMatchObject({ rows: 361, sourceUnit: "C" });
  });

  it("a clock-time log passing midnight, °F from the header, semicolons: 500 min, 999 °C, hold 10 min", async () => {
    const id = await newFiring();
    const res = await ada.client.post(`/api/firings/${id}/trace`, traceForm(sample("clock-fahrenheit.csv"), "log.csv", "C"));
    expect(res.status, res.text).toBe(200);
    // The header's °F wins over the form's C.
    expect(res.body).toMatchObject({ durationMinutes: 500, peakTemperatureC: 999, holdMinutes: 10 });
    expect(res.body.trace.sourceUnit).toBe("F");
  });

  it("keeps at most 500 points of a 100,000-row log, with the peak among them", async () => {
    const lines = ["seconds,temp_c"];
    for (let i = 0; i < 100_000; i++) lines.push(`${i * 2},${(1000 * Math.sin((Math.PI * i) / 100_000)).toFixed(1)}`);
    const id = await newFiring();
    const res = await ada.client.post(`/api/firings/${id}/trace`, traceForm(lines.join("\n")));
    expect(res.status, res.text).toBe(200);
    expect(res.body.trace.rows).toBe(100_000);
    expect(res.body.trace.points.length).toBeLessThanOrEqual(500);
    expect(res.body.trace.points.length).toBeGreaterThan(400);
    expect(Math.max(...res.body.trace.points.map((p: number[]) => p[1]))).toBe(1000);
    expect(res.body.peakTemperatureC).toBe(1000);
    expect(res.body.durationMinutes).toBe(Math.round((99_999 * 2) / 60));
  });

  it("answers another potter's calls while a 200,000-row log is read", async () => {
    const other = await signUp(ctx);
    const lines = ["seconds,temp_c"];
    for (let i = 0; i < 200_000; i++) lines.push(`${i},${Math.round(20 + 1200 * Math.sin((Math.PI * i) / 200_000))}`);
    const id = await newFiring();
    let done = false;
    const reading = ada.client.post(`/api/firings/${id}/trace`, traceForm(lines.join("\n"))).finally(() => (done = true));
    // Each of the other potter's calls is answered in turn while the log is still being read.
    let answeredWhileReading = 0;
    for (let calls = 0; !done && calls < 2000; calls++) {
      const res = await other.client.get("/api/user");
      expect(res.status).toBe(200);
      if (!done) answeredWhileReading++;
      // A real client's calls arrive as network events; in-process ones would otherwise never let the reading's turn come.
      await new Promise((r) => setTimeout(r, 5));
    }
    const res = await reading;
    expect(res.status, res.text).toBe(200);
    expect(res.body.trace.rows).toBe(200_000);
    expect(res.body.peakTemperatureC).toBe(1220);
    expect(answeredWhileReading).toBeGreaterThan(3);
  });

  it("removes the log: the figures stay, the duration and points go; again answers 404", async () => {
    const id = await newFiring();
    expect((await ada.client.post(`/api/firings/${id}/trace`, traceForm(sample("clock-fahrenheit.csv")))).status).toBe(200);
    const res = await ada.client.delete(`/api/firings/${id}/trace`);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ trace: null, durationMinutes: null, peakTemperatureC: 999, holdMinutes: 10 });
    const again = await ada.client.delete(`/api/firings/${id}/trace`);
    expect(again.status).toBe(404);
    expect(again.body.message).toBe(T.traceNotFound);
  });
});

describe("files that are not a trace", () => {
  const cases: [string, string | Buffer, string | undefined, string][] = [
    ["no temperature column", "time,target\n0,20\n60,30\n", "C", T.traceColumns],
    ["no time column", "reading,temperature\n1,20\n2,30\n", "C", T.traceColumns],
    ["one reading", "seconds,temp_c\n0,20\n", undefined, T.traceTooShort],
    ["a value that is not a number", "seconds,temp_c\n0,20\n60,hot\n", undefined, T.traceBadTemperature(3, "hot")],
    ["a time that is not a time", "time,temp_c\n0,20\nsoon,30\n", undefined, T.traceBadTime(3, "soon")],
    ["time going backwards", "seconds,temp_c\n0,20\n60,30\n30,40\n", undefined, T.traceTimeBackwards(4)],
    ["no unit anywhere", "seconds,temperature\n0,20\n60,30\n", undefined, T.traceUnitNeeded],
    ["an unclosed quote", 'seconds,temp_c\n0,"20\n60,30\n', undefined, ""],
    ["over 5 MB", Buffer.alloc(5 * 1024 * 1024 + 1, "1"), "C", T.traceTooLarge],
    ["over 200,000 rows", `seconds,temp_c\n${Array.from({ length: 200_001 }, (_, i) => `${i},20`).join("\n")}\n`, undefined, T.traceTooManyRows],
    ["not text", Buffer.from([0x50, 0x4b, 0x03, 0x04, 0xff, 0xfe, 0xfd, 0x00]), "C", T.traceNotText],
    // Timestamps thousands of years apart once overflowed the duration's integer column (a 500).
    ["timestamps spanning millennia", "timestamp,temp_c\n0001-01-01T00:00:00Z,20\n9999-12-31T23:59:59Z,30\n", undefined, T.traceTooLong(3)],
    ["Unix times spanning centuries", "stamp,temp_c\n1000000000,20\n99999999999,30\n", undefined, T.traceTooLong(3)],
    ["61 days of minutes", "minutes,temp_c\n0,20\n87841,30\n", undefined, T.traceTooLong(3)],
    ["a number of seconds past any float", `seconds,temp_c\n0,20\n${"9".repeat(400)},30\n`, undefined, T.traceBadTime(3, "9".repeat(400))],
    ["a reading past the integer column", "seconds,temp_c\n0,20\n60,99999999999\n", undefined, T.traceTemperatureRange(3, "99999999999")],
    ["a reading below absolute zero", "seconds,temp_f\n0,20\n60,-1000\n", undefined, T.traceTemperatureRange(3, "-1000")],
  ];
  it("a log of exactly 60 days is read, its duration stored in whole minutes", async () => {
    const id = await newFiring();
    const res = await ada.client.post(`/api/firings/${id}/trace`, traceForm("minutes,temp_c\n0,20\n86400,1200\n"));
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ durationMinutes: 86_400, peakTemperatureC: 1200 });
  });

  for (const [what, body, unit, message] of cases) {
    it(`${what}: 400 naming the problem, nothing changed`, async () => {
      const id = await newFiring();
      const res = await ada.client.post(`/api/firings/${id}/trace`, traceForm(body, "log.csv", unit));
      expect(res.status, res.text).toBe(400);
      if (message) expect(res.body.message).toBe(message);
      else expect(res.body.message).toMatch(/^The log could not be read as CSV: /);
      const firing = await ada.client.get(`/api/firings/${id}`);
      expect(firing.body).toMatchObject({ trace: null, durationMinutes: null, peakTemperatureC: null, holdMinutes: null });
    });
  }

  it("a body that is not a form, a form without the file, or an unknown unit answers 400", async () => {
    const id = await newFiring();
    const json = await ada.client.post(`/api/firings/${id}/trace`, { file: "x" });
    expect(json.status).toBe(400);
    expect(json.body.message).toBe(T.traceNotMultipart);
    const empty = await ada.client.post(`/api/firings/${id}/trace`, new FormData());
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe(T.traceNotMultipart);
    const unit = await ada.client.post(`/api/firings/${id}/trace`, traceForm(sample("clock-fahrenheit.csv"), "log.csv", "K"));
    expect(unit.status).toBe(400);
    expect(unit.body.message).toBe(T.unitInvalid);
  });

  it("another potter's firing answers 404, and its figures stay untouched", async () => {
    const id = await newFiring(ada);
    const res = await bob.client.post(`/api/firings/${id}/trace`, traceForm(sample("clock-fahrenheit.csv")));
    expect(res.status).toBe(404);
    expect((await bob.client.delete(`/api/firings/${id}/trace`)).status).toBe(404);
    expect((await ada.client.get(`/api/firings/${id}`)).body.trace).toBeNull();
  });
});

/**
 * Text is stored as sent or refused (ASVS 2.2.1 in docs/security.md): JSON bodies with lone UTF-16 surrogates or invalid
 * UTF-8 bytes answer 400 with a field message, and nothing is stored (server/unicode-guard.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GENERIC_MESSAGES } from "../../contract/common/schemas";
import { signUp, type SignedInUser } from "../helpers/client";
import { createTestContext, type TestContext } from "../helpers/test-app";

let ctx: TestContext;
let potter: SignedInUser;
beforeAll(async () => {
  ctx = await createTestContext();
  potter = await signUp(ctx);
});
afterAll(async () => {
  await ctx.close();
});

const BROKEN = GENERIC_MESSAGES.invalidUnicode;

/** Sends the JSON text exactly as written (escapes and bytes are not re-encoded by JSON.stringify). */
const raw = (method: string, path: string, body: string | Uint8Array) =>
  potter.client.request(method, path, body, { headers: { "content-type": "application/json" } });

const latin = (text: string) => new Uint8Array(Buffer.from(text, "latin1"));
const joinBytes = (...parts: (string | number[])[]) =>
  new Uint8Array(Buffer.concat(parts.map((p) => (typeof p === "string" ? Buffer.from(p, "utf8") : Buffer.from(p)))));

async function counts() {
  const c = potter.client;
  return {
    pieces: (await c.get("/api/pieces?limit=100")).body.data.length as number,
    glazes: (await c.get("/api/glazes")).body.data.length as number,
    inspirations: (await c.get("/api/inspirations")).body.length as number,
  };
}

describe("broken Unicode in JSON text", () => {
  it("[ASVS 2.2.1] refuses lone surrogates in a piece name, glaze notes and inspiration notes, naming the field", async () => {
    const before = await counts();
    const cases: [string, string, string][] = [
      ["/api/pieces", '{"name":"Bowl \\ud800","type":"wheel","clayBody":"Stoneware"}', "name"],
      ["/api/pieces", '{"name":"Bowl","type":"wheel","clayBody":"Stoneware","notes":"low half only \\uDC00 here"}', "notes"],
      ["/api/glazes", '{"name":"Celadon","notes":"reversed pair \\udc00\\ud800"}', "notes"],
      ["/api/inspirations", '{"name":"Idea","notes":"ends on a high half \\uD83D"}', "notes"],
    ];
    for (const [path, body, field] of cases) {
      const res = await raw("POST", path, body);
      expect(res.status, `${path} ${body}`).toBe(400);
      expect(res.body).toEqual({ message: BROKEN, errors: { [field]: BROKEN }, code: "INVALID_INPUT" });
    }
    expect(await counts()).toEqual(before);
  });

  it("[ASVS 2.2.1] refuses invalid UTF-8 bytes with 400 and stores nothing", async () => {
    const before = await counts();
    const bodies: [string, Uint8Array, string][] = [
      ["/api/pieces", joinBytes('{"name":"Bowl ', [0xff, 0xfe], '","type":"wheel","clayBody":"Stoneware"}'), "name"],
      // A surrogate encoded as UTF-8 (CESU-style) is not UTF-8 either.
      ["/api/glazes", joinBytes('{"name":"Tenmoku","notes":"', [0xed, 0xa0, 0x80], '"}'), "notes"],
      ["/api/inspirations", latin('{"name":"Caf\xe9 wall"}'), "name"],
    ];
    for (const [path, body, field] of bodies) {
      const res = await raw("POST", path, body);
      expect(res.status, path).toBe(400);
      expect(res.body).toEqual({ message: BROKEN, errors: { [field]: BROKEN }, code: "INVALID_INPUT" });
    }
    expect(await counts()).toEqual(before);
  });

  it("[ASVS 2.2.1] an update with a lone surrogate leaves the stored text unchanged", async () => {
    const piece = (await potter.client.post("/api/pieces", { name: "Jar", type: "wheel", clayBody: "Porcelain" })).body;
    const glaze = (await potter.client.post("/api/glazes", { name: "Shino", notes: "cone 10" })).body;
    const inspiration = (await potter.client.post("/api/inspirations", { name: "Moon jar", notes: "tall" })).body;
    expect((await raw("PATCH", `/api/pieces/${piece.id}`, '{"name":"Jar \\udfff"}')).status).toBe(400);
    expect((await raw("PATCH", `/api/glazes/${glaze.id}`, '{"notes":"\\ud800cone 6"}')).status).toBe(400);
    expect((await raw("PATCH", `/api/inspirations/${inspiration.id}`, '{"notes":"x\\uDBFF"}')).status).toBe(400);
    expect((await potter.client.get(`/api/pieces/${piece.id}`)).body.name).toBe("Jar");
    expect((await potter.client.get(`/api/glazes/${glaze.id}`)).body.notes).toBe("cone 10");
    const list = (await potter.client.get("/api/inspirations")).body as { id: number; notes: string | null }[];
    expect(list.find((i) => i.id === inspiration.id)?.notes).toBe("tall");
  });

  it("stores well-formed text exactly as sent: escaped pairs, emoji bytes and a literal backslash-u", async () => {
    const res = await raw("POST", "/api/glazes", '{"name":"Kaki \\ud83c\\udf75","notes":"\\\\ud800 is how you write a surrogate 😀"}');
    expect(res.status).toBe(201);
    const stored = (await potter.client.get(`/api/glazes/${res.body.id}`)).body;
    expect(stored.name).toBe("Kaki 🍵");
    expect(stored.notes).toBe("\\ud800 is how you write a surrogate 😀");
  });
});

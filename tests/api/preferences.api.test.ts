import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PREFERENCES_TEXTS } from "../../contract/preferences/schemas";
import { users } from "../../server/db/schema";
import { anonymous, signUp } from "../helpers/client";
import { createTestContext, type TestContext } from "../helpers/test-app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const PATH = "/api/user-preferences";

describe("preferences: 404 then create", () => {
  it("answers 404 'Preferences not found' until the first save, then the saved preferences", async () => {
    const { client, user } = await signUp(ctx);
    const missing = await client.get(PATH);
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: "Preferences not found", code: "NOT_FOUND" });

    const created = await client.patch(PATH, { theme: "system" });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      userId: user.id,
      theme: "system",
      clayBodies: [],
      firingMethods: [],
      studioLocations: [],
      defaultClayBody: null,
      defaultFormingMethod: "wheel",
      showAllOptions: false,
    });

    const read = await client.get(PATH);
    expect(read.status).toBe(200);
    expect(read.body).toEqual(created.body);
  });

  it("creates only one row when two first saves race", async () => {
    const { client } = await signUp(ctx);
    const [a, b] = await Promise.all([client.patch(PATH, { theme: "dark" }), client.patch(PATH, { clayBodies: ["Porcelain"] })]);
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(a.body.id).toBe(b.body.id);
    const read = await client.get(PATH);
    expect(read.body).toMatchObject({ theme: "dark", clayBodies: ["Porcelain"] });
  });

  it("keeps preferences behind sign-in and per user", async () => {
    expect((await anonymous(ctx).get(PATH)).status).toBe(401);
    expect((await anonymous(ctx).patch(PATH, { theme: "dark" })).status).toBe(401);
    const first = await signUp(ctx);
    const second = await signUp(ctx);
    await first.client.patch(PATH, { theme: "dark", studioLocations: ["Kiln Room"] });
    expect((await second.client.get(PATH)).status).toBe(404);
    const own = await second.client.patch(PATH, { theme: "light" });
    expect(own.body.studioLocations).toEqual([]);
    expect((await first.client.get(PATH)).body.theme).toBe("dark");
  });

  it("stays open after the trial has ended (product.md#r12)", async () => {
    const { client, user } = await signUp(ctx);
    await ctx.db.update(users).set({ trialEndDate: new Date(Date.now() - 86_400_000) }).where(eq(users.id, user.id));
    const res = await client.patch(PATH, { theme: "dark" });
    expect(res.status).toBe(200);
    expect((await client.get(PATH)).status).toBe(200);
  });
});

describe("preferences: saving fields", () => {
  it("saves every field and answers the saved preferences", async () => {
    const { client } = await signUp(ctx);
    const res = await client.patch(PATH, {
      theme: "dark",
      clayBodies: ["B-Mix · Laguna", "  Porcelain  "],
      defaultClayBody: "B-Mix · Laguna",
      firingMethods: ["Electric · 6 · Oxidation", "Gas · 10", "Wood"],
      studioLocations: [" Drying Rack ", "Maria’s Shelf (top)"],
      defaultFormingMethod: "handbuilt",
      firingCones: ["Cone 6"],
      showAllOptions: true,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      theme: "dark",
      clayBodies: ["B-Mix · Laguna", "Porcelain"],
      defaultClayBody: "B-Mix · Laguna",
      firingMethods: ["Electric · 6 · Oxidation", "Gas · 10", "Wood"],
      studioLocations: ["Drying Rack", "Maria's Shelf (top)"],
      defaultFormingMethod: "handbuilt",
      firingCones: ["Cone 6"],
      showAllOptions: true,
    });
    // A partial change leaves the other fields alone.
    const partial = await client.patch(PATH, { theme: "light" });
    expect(partial.body).toMatchObject({ theme: "light", clayBodies: ["B-Mix · Laguna", "Porcelain"], defaultFormingMethod: "handbuilt" });
  });

  it("stores clay bodies and firing methods in one canonical display form", async () => {
    const { client } = await signUp(ctx);
    const res = await client.patch(PATH, {
      clayBodies: ["Speckled Buff·Standard 266", "Red Art ·  "],
      firingMethods: ["Raku ·  · Reduction", "Electric·04"],
    });
    expect(res.status).toBe(200);
    expect(res.body.clayBodies).toEqual(["Speckled Buff · Standard 266", "Red Art"]);
    expect(res.body.firingMethods).toEqual(["Raku · Reduction", "Electric · 04"]);
  });
});

describe("preferences: validation (product.md#r46, product.md#r21)", () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ["a theme outside light, dark and system", { theme: "sepia" }, PREFERENCES_TEXTS.invalidTheme],
    ["an empty clay body name", { clayBodies: ["  · Laguna"] }, "Clay body name is required"],
    ["a clay body name over 50 characters", { clayBodies: ["x".repeat(51)] }, PREFERENCES_TEXTS.clayBodyNameMax],
    ["a brand over 50 characters", { clayBodies: [`Porcelain · ${"b".repeat(51)}`] }, PREFERENCES_TEXTS.brandMax],
    ["a duplicate clay body", { clayBodies: ["Porcelain", "porcelain"] }, PREFERENCES_TEXTS.clayBodyDuplicate],
    ["an unknown kiln type", { firingMethods: ["Microwave · 6"] }, PREFERENCES_TEXTS.kilnTypeInvalid],
    ["a missing kiln type", { firingMethods: [" · 6 · Oxidation"] }, PREFERENCES_TEXTS.kilnTypeRequired],
    ["a cone over 20 characters", { firingMethods: [`Gas · ${"1".repeat(21)} · Reduction`] }, PREFERENCES_TEXTS.coneMax],
    ["an atmosphere over 30 characters", { firingMethods: [`Gas · 10 · ${"r".repeat(31)}`] }, PREFERENCES_TEXTS.atmosphereMax],
    ["an empty location", { studioLocations: ["   "] }, "Location name is required"],
    ["a location over 50 characters", { studioLocations: ["L".repeat(51)] }, "Name must be less than 50 characters"],
    ["a location with invalid characters", { studioLocations: ["Shelf #3"] }, "Location name contains invalid characters"],
    ["a duplicate location (case and spaces ignored)", { studioLocations: ["Kiln Room", "  kiln room "] }, "This location already exists"],
    ["an unknown forming method", { defaultFormingMethod: "slipcast" }, PREFERENCES_TEXTS.formingMethodInvalid],
    ["a list over 100 entries", { studioLocations: Array.from({ length: 101 }, (_, i) => `Shelf ${i}`) }, PREFERENCES_TEXTS.tooManyEntries],
    ["a default clay body that is not in the list", { clayBodies: ["Porcelain"], defaultClayBody: "Stoneware" }, PREFERENCES_TEXTS.defaultClayBodyUnknown],
    ["a list that is not a list", { studioLocations: "Kiln Room" }, "Invalid input: expected array, received string"],
  ];

  it.each(cases)("refuses %s with 400 and the spec's message", async (_label, body, message) => {
    const { client } = await signUp(ctx);
    await client.patch(PATH, { theme: "light", studioLocations: ["Original"] });
    const res = await client.patch(PATH, body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(Object.values(res.body.errors ?? {})).toContain(message);
    // Nothing was half-stored.
    const after = await client.get(PATH);
    expect(after.body).toMatchObject({ theme: "light", studioLocations: ["Original"], clayBodies: [] });
  });

  it("accepts the limits themselves", async () => {
    const { client } = await signUp(ctx);
    const res = await client.patch(PATH, {
      clayBodies: [`${"n".repeat(50)} · ${"b".repeat(50)}`],
      firingMethods: [`Anagama · ${"c".repeat(20)} · ${"a".repeat(30)}`],
      studioLocations: ["L".repeat(50), "Glaze-room_2 & Co. (Tom's)", Array.from({ length: 1 }, () => "Étagère")[0]],
    });
    expect(res.status).toBe(200);
    expect(res.body.studioLocations).toHaveLength(3);
  });

  it("names the failing entry in errors", async () => {
    const { client } = await signUp(ctx);
    const res = await client.patch(PATH, { studioLocations: ["Shelf", "Kiln Room", "kiln room"] });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ "studioLocations.2": "This location already exists" });
  });
});

describe("preferences: default clay body rules (product.md#r41)", () => {
  it("clears the default when its clay body is deleted", async () => {
    const { client } = await signUp(ctx);
    await client.patch(PATH, { clayBodies: ["Porcelain", "B-Mix · Laguna"], defaultClayBody: "B-Mix · Laguna" });
    const res = await client.patch(PATH, { clayBodies: ["Porcelain"] });
    expect(res.status).toBe(200);
    expect(res.body.defaultClayBody).toBeNull();
  });

  it("keeps the default when another clay body is deleted", async () => {
    const { client } = await signUp(ctx);
    await client.patch(PATH, { clayBodies: ["Porcelain", "Stoneware"], defaultClayBody: "Stoneware" });
    const res = await client.patch(PATH, { clayBodies: ["Stoneware"] });
    expect(res.body.defaultClayBody).toBe("Stoneware");
  });

  it("follows a rename of the default, sent with or without the new default", async () => {
    const { client } = await signUp(ctx);
    await client.patch(PATH, { clayBodies: ["Porcelain", "B-Mix · Laguna"], defaultClayBody: "B-Mix · Laguna" });
    const both = await client.patch(PATH, { clayBodies: ["Porcelain", "B-Mix 5 · Laguna"], defaultClayBody: "B-Mix 5 · Laguna" });
    expect(both.body.defaultClayBody).toBe("B-Mix 5 · Laguna");
    const listOnly = await client.patch(PATH, { clayBodies: ["Porcelain", "B-Mix 10 · Laguna"] });
    expect(listOnly.body.defaultClayBody).toBe("B-Mix 10 · Laguna");
  });

  it("clears the default on request and refuses one outside the stored list", async () => {
    const { client } = await signUp(ctx);
    await client.patch(PATH, { clayBodies: ["Porcelain"], defaultClayBody: "Porcelain" });
    const unknown = await client.patch(PATH, { defaultClayBody: "Stoneware" });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe(PREFERENCES_TEXTS.defaultClayBodyUnknown);
    const cleared = await client.patch(PATH, { defaultClayBody: null });
    expect(cleared.body.defaultClayBody).toBeNull();
  });
});

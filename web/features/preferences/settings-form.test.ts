import { describe, expect, it } from "vitest";
import { formatFiringMethod, parseClayBody, parseFiringMethod } from "../../../contract/preferences/rules";
import { isDuplicate, putEntry, removeEntry, type SettingsForm } from "./settings-form";

const form = (over: Partial<SettingsForm> = {}): SettingsForm => ({
  theme: "system",
  clayBodies: ["Porcelain", "B-Mix · Laguna"],
  defaultClayBody: "B-Mix · Laguna",
  firingMethods: [],
  studioLocations: ["Kiln Room"],
  defaultFormingMethod: "wheel",
  ...over,
});

describe("settings form: default clay body rules", () => {
  it("follows a rename of the default", () => {
    expect(putEntry(form(), "clayBodies", 1, "B-Mix 5 · Laguna")).toEqual({
      clayBodies: ["Porcelain", "B-Mix 5 · Laguna"],
      defaultClayBody: "B-Mix 5 · Laguna",
      rename: { list: "clayBodies", from: "B-Mix · Laguna", to: "B-Mix 5 · Laguna" },
    });
  });

  it("leaves the default alone when another clay body is renamed or added", () => {
    expect(putEntry(form(), "clayBodies", 0, "Porcelain 2")).toEqual({
      clayBodies: ["Porcelain 2", "B-Mix · Laguna"],
      rename: { list: "clayBodies", from: "Porcelain", to: "Porcelain 2" },
    });
    expect(putEntry(form(), "clayBodies", null, "Red Art")).toEqual({ clayBodies: ["Porcelain", "B-Mix · Laguna", "Red Art"] });
  });

  it("clears the default when it is deleted, and only then", () => {
    expect(removeEntry(form(), "clayBodies", 1)).toEqual({ clayBodies: ["Porcelain"], defaultClayBody: null });
    expect(removeEntry(form(), "clayBodies", 0)).toEqual({ clayBodies: ["B-Mix · Laguna"] });
  });

  it("edits other lists without touching the default", () => {
    expect(putEntry(form(), "studioLocations", 0, "Glaze Room")).toEqual({
      studioLocations: ["Glaze Room"],
      rename: { list: "studioLocations", from: "Kiln Room", to: "Glaze Room" },
    });
    expect(removeEntry(form(), "studioLocations", 0)).toEqual({ studioLocations: [] });
  });
});

describe("settings form: renames reach the records (product.md#r153)", () => {
  it("names no rename for an added entry, an unchanged one, or a firing method", () => {
    expect(putEntry(form(), "studioLocations", null, "Glaze Room")).toEqual({ studioLocations: ["Kiln Room", "Glaze Room"] });
    expect(putEntry(form(), "studioLocations", 0, "Kiln Room")).toEqual({ studioLocations: ["Kiln Room"] });
    expect(putEntry(form({ firingMethods: ["Electric · 6"] }), "firingMethods", 0, "Gas · 10")).toEqual({ firingMethods: ["Gas · 10"] });
  });
});

describe("settings form: duplicates and display strings", () => {
  it("compares locations case-insensitively after trimming, skipping the edited entry", () => {
    expect(isDuplicate(["Kiln Room", "Shelf"], "  kiln room ", null)).toBe(true);
    expect(isDuplicate(["Kiln Room", "Shelf"], "KILN ROOM", 0)).toBe(false);
    expect(isDuplicate(["Kiln Room"], "Kiln Rooms", null)).toBe(false);
  });

  it("reads back what it writes", () => {
    expect(parseClayBody("B-Mix · Laguna")).toEqual({ name: "B-Mix", brand: "Laguna" });
    expect(parseClayBody("Porcelain")).toEqual({ name: "Porcelain", brand: "" });
    for (const parts of [
      { kilnType: "Gas", cone: "10", atmosphere: "Reduction" },
      { kilnType: "Raku", cone: "", atmosphere: "Reduction" },
      { kilnType: "Electric", cone: "Cone 6", atmosphere: "" },
      { kilnType: "Wood", cone: "", atmosphere: "" },
    ]) {
      expect(parseFiringMethod(formatFiringMethod(parts))).toEqual(parts);
    }
  });
});

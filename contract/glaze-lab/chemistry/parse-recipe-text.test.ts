import { describe, expect, it } from "vitest";
import { DEFAULT_MATERIALS } from "../materials";
import { parseRecipeText } from "./parse-recipe-text";

const parse = (text: string) => parseRecipeText(text, DEFAULT_MATERIALS);
const summary = (text: string) => parse(text).lines.map((l) => [l.material, l.amount, l.addition]);

describe("a recipe pasted as text (product.md#r257)", () => {
  it("reads the issue's one-line recipe with aliases, the colourant after a base of 100 as an addition", () => {
    expect(summary("Custer 40, Silica 30, Whiting 20, EPK 10, RIO 2")).toEqual([
      ["custer-feldspar", 40, false],
      ["silica", 30, false],
      ["whiting", 20, false],
      ["epk", 10, false],
      ["red-iron-oxide", 2, true],
    ]);
    expect(parse("Custer 40, Silica 30, Whiting 20, EPK 10, RIO 2").unrecognised).toEqual([]);
  });

  it("reads multi-line pastes with an Additions heading, amounts before or after, units and decimal commas", () => {
    const text = ["Base glaze", "- Custer Feldspar 40%", "Silica: 30 g", "20 Whiting", "E.P.K. 10", "Total 100", "", "Additions:", "Red iron oxide 1,5", "Cobalt carb 0.5"].join("\n");
    expect(summary(text)).toEqual([
      ["custer-feldspar", 40, false],
      ["silica", 30, false],
      ["whiting", 20, false],
      ["epk", 10, false],
      ["red-iron-oxide", 1.5, true],
      ["cobalt-carbonate", 0.5, true],
    ]);
  });

  it("takes '+' and 'add' as additions, and then leaves the other lines in the base", () => {
    expect(summary("Minspar 200 25, Ferro Frit 3134 20, Silica 25, EPK 20, Wollastonite 10, +Zircopax 8, add tin oxide 2")).toEqual([
      ["minspar-200", 25, false],
      ["ferro-frit-3134", 20, false],
      ["silica", 25, false],
      ["epk", 20, false],
      ["wollastonite", 10, false],
      ["zircopax", 8, true],
      ["tin-oxide", 2, true],
    ]);
    // With an explicit mark, an unmarked line after 100 stays in the base.
    expect(summary("Silica 50, Whiting 50, Rutile 4, + RIO 2")).toEqual([
      ["silica", 50, false],
      ["whiting", 50, false],
      ["rutile", 4, false],
      ["red-iron-oxide", 2, true],
    ]);
  });

  it("reads Glazy's plain-text ingredients, notes in brackets and all", () => {
    // The INGREDIENTS block of Glazy's plain-text recipe format (Derek Au, "In Praise of Plain Text", 2018).
    const text = ["INGREDIENTS:", "    40    Potash Feldspar (ID: 15892)", "    30    Silica (ID: 15400)", "    20    Whiting (ID: 15457)", "    10    Kaolin (ID: 15288)", "    +1    Red iron oxide (ID: 15387)"].join("\n");
    expect(summary(text)).toEqual([
      ["custer-feldspar", 40, false],
      ["silica", 30, false],
      ["whiting", 20, false],
      ["kaolin", 10, false],
      ["red-iron-oxide", 1, true],
    ]);
    expect(parse(text).unrecognised).toEqual([]);
  });

  it("answers what it could not read with a message", () => {
    const r = parse("Custer 40, Unobtainium 30, Zircopax, Frit 20, Ferro 3134");
    expect(r.lines.map((l) => l.material)).toEqual(["custer-feldspar"]);
    expect(r.unrecognised).toEqual([
      { text: "Unobtainium 30", message: 'No material called "Unobtainium" in your library.' },
      { text: "Zircopax", message: '"Zircopax" has no amount: write it as "Silica 30".' },
      { text: "Frit 20", message: 'No material called "Frit" in your library. Did you mean Ferro Frit 3134 or Ferro Frit 3124 or Ferro Frit 3195?' },
      { text: "Ferro 3134", message: '"Ferro 3134" has no amount: write it as "Silica 30".' },
    ]);
  });

  it("finds the potter's own materials by their names and aliases", () => {
    const own = [...DEFAULT_MATERIALS, { key: "m-42", name: "Local Creek Feldspar", aliases: ["Creek spar"] }];
    expect(parseRecipeText("creek spar 60, silica 40", own).lines.map((l) => l.material)).toEqual(["m-42", "silica"]);
  });
});

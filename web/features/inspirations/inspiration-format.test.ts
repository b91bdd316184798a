import { describe, expect, it } from "vitest";
import { isHttpUrl, normalizeSourceUrl, safeExternalUrl } from "../../../contract/inspirations/rules";
import { formatCreatedDate, initialsOf, matchesSearch, splitNoteLinks } from "./inspiration-format";

describe("source URLs", () => {
  it("prefixes https:// or https: like product.md#r77", () => {
    expect(normalizeSourceUrl("example.com/a")).toBe("https://example.com/a");
    expect(normalizeSourceUrl("//cdn.example.com/a")).toBe("https://cdn.example.com/a");
    expect(normalizeSourceUrl(" http://example.com ")).toBe("http://example.com");
    expect(normalizeSourceUrl("localhost:5173/x")).toBe("https://localhost:5173/x");
  });

  it("never turns javascript: or data: into something openable", () => {
    for (const raw of ["javascript:alert(1)", " JAVASCRIPT:alert(1)", "data:text/html,hi", "vbscript:x", "mailto:a@b.co"]) {
      expect(safeExternalUrl(raw), raw).toBeNull();
    }
    expect(isHttpUrl("https://example.com")).toBe(true);
    expect(isHttpUrl("https://example")).toBe(false);
  });
});

describe("cards and selector", () => {
  it("shows the first two letters in capitals", () => {
    expect(initialsOf("tenmoku bowls")).toBe("TE");
    expect(initialsOf(" a")).toBe("A");
  });

  it("formats the created date as MM/DD/YYYY or 'Unknown date'", () => {
    expect(formatCreatedDate(new Date(2026, 2, 7, 12).toISOString())).toBe("03/07/2026");
    expect(formatCreatedDate(null)).toBe("Unknown date");
    expect(formatCreatedDate("nonsense")).toBe("Unknown date");
  });

  it("searches name, source and tag case-insensitively", () => {
    const item = { name: "Ash Glaze", sources: [{ text: "Pinterest", url: "https://pinterest.com/x" }], tags: ["Celadon"] };
    expect(matchesSearch(item, "ash")).toBe(true);
    expect(matchesSearch(item, "PINTEREST")).toBe(true);
    expect(matchesSearch(item, "pinterest.com")).toBe(true);
    expect(matchesSearch(item, "celadon")).toBe(true);
    expect(matchesSearch(item, "shino")).toBe(false);
    expect(matchesSearch(item, "  ")).toBe(true);
  });
});

describe("links in notes", () => {
  it("makes http(s) and www addresses clickable, leaving punctuation outside", () => {
    expect(splitNoteLinks("See https://a.example.com/x. And www.b.example.org, too")).toEqual([
      { kind: "text", text: "See " },
      { kind: "link", text: "https://a.example.com/x", href: "https://a.example.com/x" },
      { kind: "text", text: ". And " },
      { kind: "link", text: "www.b.example.org", href: "https://www.b.example.org" },
      { kind: "text", text: ", too" },
    ]);
  });

  it("never links javascript: or data: text", () => {
    const segments = splitNoteLinks("javascript:alert(1) data:text/html,x");
    expect(segments.every((s) => s.kind === "text")).toBe(true);
  });
});

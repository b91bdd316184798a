/** What a scanned QR code opens (product.md#r135). */
import { describe, expect, it } from "vitest";
import { codeFromScan } from "./rules";

describe("codeFromScan", () => {
  it("reads a label's address from any host, with or without a trailing slash", () => {
    expect(codeFromScan("https://claybook.app/c/26-0018")).toBe("26-0018");
    expect(codeFromScan("http://127.0.0.1:4173/c/S-0007/")).toBe("S-0007");
    expect(codeFromScan("https://studio.example/c/F26-003")).toBe("F26-003");
    expect(codeFromScan("https://studio.example/c/t%2D0012")).toBe("T-0012");
  });

  it("reads a code alone, as typed on a label or written with underglaze pencil", () => {
    expect(codeFromScan(" 260018 ")).toBe("26-0018");
    expect(codeFromScan("t-12")).toBe("T-0012");
  });

  it("refuses what is not a Claybook label", () => {
    expect(codeFromScan("https://example.com/products/26-0018")).toBeNull();
    expect(codeFromScan("https://example.com/c/26-0018/edit")).toBeNull();
    expect(codeFromScan("https://example.com/c/hello")).toBeNull();
    expect(codeFromScan("WIFI:S:Studio;T:WPA;P:clay;;")).toBeNull();
    expect(codeFromScan("Buy more clay")).toBeNull();
    expect(codeFromScan("https://example.com/c/%E0%A4%A")).toBeNull();
  });
});

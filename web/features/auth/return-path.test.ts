import { describe, expect, it } from "vitest";
import { returnPathOf } from "./return-path";

describe("the page to return to after sign-in", () => {
  it("takes the app's own path that sent the visitor to sign in, and nothing else", () => {
    expect(returnPathOf({ from: "/pieces/3" })).toBe("/pieces/3");
    expect(returnPathOf({ from: "/pieces?stage=Bisqued" })).toBe("/pieces?stage=Bisqued");
    expect(returnPathOf({ from: "//evil.example/x" })).toBeNull();
    expect(returnPathOf({ from: "https://evil.example" })).toBeNull();
    expect(returnPathOf({ from: "/auth" })).toBeNull();
    expect(returnPathOf(null)).toBeNull();
    expect(returnPathOf({ from: 3 })).toBeNull();
  });
});

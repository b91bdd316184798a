import { describe, expect, it } from "vitest";
import { openPair, sealPair } from "./refresh-repeat";

const SECRET = "a-test-secret-of-at-least-32-characters!";
const PAIR = { accessToken: "access.jwt.value", refreshToken: "next-refresh-token", expiresIn: 900 };

describe("the sealed pair of a spent refresh token (docs/decisions/0282-refresh-repeated-within-seconds.md)", () => {
  it("opens for the spent token it was sealed for", () => {
    expect(openPair(SECRET, "spent-token", sealPair(SECRET, "spent-token", PAIR))).toEqual(PAIR);
  });

  it("does not open with another token, another secret, or once altered", () => {
    const sealed = sealPair(SECRET, "spent-token", PAIR);
    expect(openPair(SECRET, "another-token", sealed)).toBeNull();
    expect(openPair(`${SECRET}x`, "spent-token", sealed)).toBeNull();
    const [iv, tag, data] = sealed.split(".");
    const flipped = Buffer.from(data!, "base64url");
    flipped[0] = flipped[0]! ^ 1;
    expect(openPair(SECRET, "spent-token", [iv, tag, flipped.toString("base64url")].join("."))).toBeNull();
    expect(openPair(SECRET, "spent-token", "not-a-sealed-value")).toBeNull();
  });

  it("never holds the tokens in the clear", () => {
    const sealed = sealPair(SECRET, "spent-token", PAIR);
    expect(sealed).not.toContain(PAIR.refreshToken);
    expect(Buffer.from(sealed.split(".")[2]!, "base64url").toString("latin1")).not.toContain(PAIR.refreshToken);
  });
});

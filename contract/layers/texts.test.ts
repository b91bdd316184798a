import { describe, expect, it } from "vitest";
import { chooseMaterial } from "./texts";

describe("the layer dialog's material placeholder", () => {
  it("reads 'a' or 'an' by the sound of the type", () => {
    expect(chooseMaterial("Glaze")).toBe("Choose a glaze");
    expect(chooseMaterial("Underglaze")).toBe("Choose an underglaze");
    expect(chooseMaterial("Oxide")).toBe("Choose an oxide");
    expect(chooseMaterial("Slip")).toBe("Choose a slip");
  });
});

import { describe, expect, it } from "vitest";
import { derivePieceTags, measurementMessage, parseMeasurement } from "../../../contract/pieces/texts";
import { currentStageOf } from "../../../contract/stages/texts";
import { parsePieceId } from "./piece-keys";
import { formatCreated } from "./piece-form";
import { pageWindow } from "./pieces-pagination";
import { draftsForType } from "../stages/stage-checklist";

describe("pieces helpers", () => {
  it("keeps a full five-page window that slides with the current page", () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(6, 10)).toEqual([4, 5, 6, 7, 8]);
    expect(pageWindow(10, 10)).toEqual([6, 7, 8, 9, 10]);
    expect(pageWindow(9, 10)).toEqual([6, 7, 8, 9, 10]);
  });

  it("formats the created badge as MM/DD/YYYY or 'Unknown date'", () => {
    expect(formatCreated(new Date(2026, 0, 5, 12).toISOString())).toBe("01/05/2026");
    expect(formatCreated(null)).toBe("Unknown date");
    expect(formatCreated("not a date")).toBe("Unknown date");
  });

  it("accepts only positive 32-bit ids from the address", () => {
    expect(parsePieceId("12")).toBe(12);
    expect(parsePieceId("-17")).toBe(-17);
    for (const raw of ["0", "-0", "--1", "abc", "1.5", "01", "2147483648", undefined]) expect(parsePieceId(raw)).toBeNull();
  });

  it("drops stages that are not on the new forming method's board", () => {
    const drafts = { Formed: { location: "A", notes: "" }, Trimmed: { location: "B", notes: "" } };
    expect(Object.keys(draftsForType(drafts, "handbuilt"))).toEqual(["Formed"]);
    expect(Object.keys(draftsForType(drafts, "wheel"))).toEqual(["Formed", "Trimmed"]);
  });

  it("parses sizes as product.md#r77 says", () => {
    expect(parseMeasurement("4.25")).toBe(4.25);
    expect(parseMeasurement(" 4 ")).toBe(4);
    expect(parseMeasurement("")).toBeNull();
    expect(parseMeasurement("-2")).toBeNull();
    expect(parseMeasurement("1e3")).toBeNull();
    expect(parseMeasurement(Number.POSITIVE_INFINITY)).toBeNull();
    expect(parseMeasurement(1.005)).toBe(1);
    expect(parseMeasurement("999999.994")).toBe(999999.99);
    expect(parseMeasurement("999999.995")).toBe("too-large");
  });

  it("derives tags and the current stage the way the server does", () => {
    expect(derivePieceTags("combination", "B-Mix", ["coiled", "Glossy", "Coiled"])).toEqual(["B-Mix", "Combination", "Coiled"]);
    expect(currentStageOf("handbuilt", [{ stage: "trimmed", location: "X" }], null)).toEqual({ stage: "Formed", location: "Drying Rack" });
    expect(currentStageOf("wheel", [{ stage: "TRIMMED", location: "Damp box" }], "Shelf")).toEqual({ stage: "Trimmed", location: "Damp box" });
  });
});

describe("a size or weight's field message", () => {
  it("names a value that is not a number of 0 or more, and leaves an empty field alone", () => {
    expect(measurementMessage("Height (in)", "")).toBeUndefined();
    expect(measurementMessage("Height (in)", "4.5")).toBeUndefined();
    expect(measurementMessage("Height (in)", "abc")).toBe("Height (in) must be a number, 0 or more");
    expect(measurementMessage("Clay weight (lb)", "-2")).toBe("Clay weight (lb) must be a number, 0 or more");
    expect(measurementMessage("Height (in)", "1000000")).toBe("Height (in) must be at most 999,999.99");
  });
});

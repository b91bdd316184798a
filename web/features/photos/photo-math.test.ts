import { describe, expect, it } from "vitest";
import { fitInside, jpegName } from "./compress-image";
import { clampZoom, swipeDirection } from "./use-viewer-gestures";

describe("browser compression sizes (product.md#r120)", () => {
  it("fits inside 1200×1200 keeping the aspect ratio, never enlarging", () => {
    expect(fitInside(4000, 3000)).toEqual({ width: 1200, height: 900 });
    expect(fitInside(3000, 4000)).toEqual({ width: 900, height: 1200 });
    expect(fitInside(1200, 1200)).toEqual({ width: 1200, height: 1200 });
    expect(fitInside(640, 480)).toEqual({ width: 640, height: 480 });
    expect(fitInside(10000, 10)).toEqual({ width: 1200, height: 1 });
  });

  it("names the compressed file as a JPEG", () => {
    expect(jpegName("IMG_0001.HEIC")).toBe("IMG_0001.jpg");
    expect(jpegName("bowl.png")).toBe("bowl.jpg");
    expect(jpegName("no-extension")).toBe("no-extension.jpg");
    expect(jpegName(".png")).toBe("photo.jpg");
  });
});

describe("viewer gestures (product.md#r75, product.md#r120)", () => {
  it("changes photo only past 50 px of mostly horizontal movement", () => {
    expect(swipeDirection(-50, 0)).toBeNull();
    expect(swipeDirection(-51, 0)).toBe("next");
    expect(swipeDirection(51, 10)).toBe("previous");
    expect(swipeDirection(60, 80)).toBeNull();
  });

  it("keeps zoom between 0.5× and 4×", () => {
    expect(clampZoom(0.1)).toBe(0.5);
    expect(clampZoom(2)).toBe(2);
    expect(clampZoom(9)).toBe(4);
  });
});

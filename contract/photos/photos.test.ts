import { describe, expect, it } from "vitest";
import { isApiAddress, thumbnailAddress } from "./rules";

describe("thumbnail addresses", () => {
  it("derives <key>.thumb.jpg from a stored photo's address only", () => {
    expect(thumbnailAddress("/api/photos/Xb3kP0c9QmWv1sT7yZa2Lg.jpg")).toBe("/api/photos/Xb3kP0c9QmWv1sT7yZa2Lg.thumb.jpg");
    expect(thumbnailAddress("/api/photos/Xb3kP0c9QmWv1sT7yZa2Lg.thumb.jpg")).toBe("/api/photos/Xb3kP0c9QmWv1sT7yZa2Lg.thumb.jpg");
    expect(thumbnailAddress("https://example.com/pot.jpg")).toBe("https://example.com/pot.jpg");
    expect(thumbnailAddress("/api/photos/short.jpg")).toBe("/api/photos/short.jpg");
  });

  it("tells addresses the API serves from others", () => {
    expect(isApiAddress("/api/photos/Xb3kP0c9QmWv1sT7yZa2Lg.jpg")).toBe(true);
    expect(isApiAddress("https://example.com/pot.jpg")).toBe(false);
    expect(isApiAddress("blob:http://localhost/1234")).toBe(false);
  });
});

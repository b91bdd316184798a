import { describe, expect, it } from "vitest";
import { requestHash } from "./idempotency-store";

const bytes = (s: string) => new TextEncoder().encode(s);
const form = (boundary: string, name: string) =>
  bytes(`--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${name}"\r\nContent-Type: image/jpeg\r\n\r\nJPEGDATA\r\n--${boundary}--\r\n`);

describe("requestHash", () => {
  it("tells method, path, query and body apart", () => {
    const base = requestHash("POST", "/api/pieces", bytes("{}"));
    expect(requestHash("POST", "/api/pieces", bytes("{}"))).toBe(base);
    expect(requestHash("PATCH", "/api/pieces", bytes("{}"))).not.toBe(base);
    expect(requestHash("POST", "/api/pieces?x=1", bytes("{}"))).not.toBe(base);
    expect(requestHash("POST", "/api/pieces", bytes("{ }"))).not.toBe(base);
    // The separator keeps a path's end from passing for the body's start.
    expect(requestHash("POST", "/api/a", bytes("b"))).not.toBe(requestHash("POST", "/api/ab", bytes("")));
  });

  it("hashes a multipart body without its boundary, so a rebuilt form is the same request", () => {
    const a = requestHash("POST", "/api/uploads", form("----one", "pot.jpg"), "multipart/form-data; boundary=----one");
    const b = requestHash("POST", "/api/uploads", form("----two2", "pot.jpg"), 'multipart/form-data; boundary="----two2"');
    expect(b).toBe(a);
    const other = requestHash("POST", "/api/uploads", form("----three", "bowl.jpg"), "multipart/form-data; boundary=----three");
    expect(other).not.toBe(a);
    // The same bytes sent as something else than multipart are hashed as they are.
    expect(requestHash("POST", "/api/uploads", form("----one", "pot.jpg"), "application/octet-stream")).not.toBe(a);
  });
});

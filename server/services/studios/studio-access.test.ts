import { describe, expect, it } from "vitest";
import { toRequestView } from "./studio-access";

describe("toRequestView (decision 0230)", () => {
  it("answers exactly the request fields: never the piece's notes, location, history or the member's e-mail", () => {
    const now = new Date("2026-11-27T08:00:00Z");
    const row = {
      id: 7,
      studioId: 3,
      userId: 41,
      pieceId: 90,
      kind: "glaze",
      targetCone: "Cone 6",
      notes: "Please fire on a cookie",
      layersConfirmed: true,
      fee: "3.50",
      currency: "USD",
      status: "requested",
      firingId: null,
      outcome: null,
      pieceCode: "P-26-0012",
      pieceName: "Moon jar",
      photoUrl: "/api/photos/AbCdEfGhIjKlMnOpQrStUvWx.jpg",
      height: "10.00",
      width: "8.00",
      depth: "8.00",
      clayWeight: null,
      clayBody: "Porcelain",
      requestedAt: now,
      updatedAt: now,
      firedAt: null,
      seenAt: null,
    };
    const view = toRequestView(row, "Ana", "pérez");
    expect(Object.keys(view).sort()).toEqual(
      [
        "id",
        "studioId",
        "pieceId",
        "pieceCode",
        "pieceName",
        "photoUrl",
        "height",
        "width",
        "depth",
        "clayWeight",
        "clayBody",
        "memberFirstName",
        "memberName",
        "kind",
        "targetCone",
        "notes",
        "fee",
        "currency",
        "status",
        "firingId",
        "outcome",
        "requestedAt",
      ].sort(),
    );
    expect(view).toMatchObject({ fee: 3.5, height: 10, memberFirstName: "Ana", memberName: "Ana P.", requestedAt: "2026-11-27T08:00:00.000Z" });
    expect(view).not.toHaveProperty("userId");
  });
});

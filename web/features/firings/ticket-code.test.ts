import { describe, expect, it } from "vitest";
import type { FiringDetail } from "../../../contract/firings/schemas";
import { pieceByTicketCode } from "./ticket-code";

const piece = (pieceId: number, name: string, pieceCode: string | null, memberFirstName?: string): FiringDetail["pieces"][number] => ({
  pieceId,
  name,
  type: "",
  clayBody: "B-Mix",
  imageUrl: null,
  currentStage: null,
  position: null,
  outcome: "pending",
  note: null,
  stageEntryId: null,
  memberFirstName,
  pieceCode,
});

const pieces = [piece(1, "Tall mug", "26-0001", "Ana"), piece(2, "Tiny cup", "26-0018", "Ana"), piece(3, "Ben bowl", "26-0001", "Ben"), piece(4, "Own plate", null)];

describe("a ticket's code among a firing's pieces", () => {
  it("reads the code as typed or scanned, without its dash or leading zeros", () => {
    for (const typed of ["26-0018", "260018", " 26 18 ", "26-18"]) {
      expect(pieceByTicketCode(pieces, typed)).toMatchObject({ kind: "found", piece: { pieceId: 2 } });
    }
  });

  it("says when no piece of the firing has it, naming the code as stored", () => {
    expect(pieceByTicketCode(pieces, "260099")).toEqual({ kind: "none", code: "26-0099" });
    expect(pieceByTicketCode(pieces, "not a code")).toEqual({ kind: "none", code: "not a code" });
  });

  it("answers every piece that shares a code (codes are per potter), so the staff choose", () => {
    const match = pieceByTicketCode(pieces, "260001");
    expect(match.kind).toBe("several");
    expect(match.kind === "several" && match.pieces.map((p) => p.memberFirstName)).toEqual(["Ana", "Ben"]);
  });
});

/**
 * A fate set or undone without a connection (product.md#r180, decision 0116): the piece shows its fate at once and
 * leaves My Pieces' pages, the Lost & reclaimed list is left for the server's answer, and undoing shows it without one.
 */
import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import type { PieceListItem, PiecePage } from "../../../contract/pieces/schemas";
import { pieceKeys } from "./piece-keys";
import { PIECES_OFFLINE } from "./pieces-offline";

const item = (id: number, name: string): PieceListItem => ({
  id,
  userId: 1,
  code: `26-000${id}`,
  name,
  type: "wheel",
  clayBody: "Stoneware",
  imageUrls: [],
  isMultiPart: false,
  studioLocation: null,
  status: "In Progress",
  currentPhase: "wedge",
  glazeIds: [],
  inspirationIds: [],
  tags: [],
  notes: null,
  surfaceTreatmentNotes: null,
  clayWeight: null,
  height: null,
  width: null,
  depth: null,
  firingMethod: null,
  decoratingTechniques: [],
  fate: null,
  createdAt: "2026-11-01T10:00:00.000Z",
  updatedAt: "2026-11-01T10:00:00.000Z",
  currentStage: "Trimmed",
  currentLocation: "Drying Rack",
  thumbnailUrl: null,
});

const page = (data: PieceListItem[]): PiecePage => ({
  data,
  pagination: { total: data.length, totalPages: 1, page: 1, limit: 20 },
  stageCounts: { Formed: 0, Trimmed: data.length, Bisqued: 0, Glazed: 0, Finished: 0 },
});

describe("a piece's fate offline", () => {
  it("marks the piece at its listed stage and takes it off My Pieces' pages only", () => {
    const queryClient = new QueryClient();
    const ended = item(3, "Old jar");
    queryClient.setQueryData(pieceKeys.page(1), page([item(1, "Bowl"), item(2, "Mug")]));
    queryClient.setQueryData(pieceKeys.ended(1), page([{ ...ended, fate: { fate: "reclaimed", cause: null, note: null, at: "2026-10-01T00:00:00.000Z", stage: "Formed", firingId: null } }]));
    const now = "2026-11-27T09:00:00.000Z";
    const answer = PIECES_OFFLINE.setFate!.answer(
      { params: { id: 1 }, body: { fate: "lost", cause: "cracked", note: "  Rim  " } },
      { queryClient, tempId: 0, now },
    );
    expect(answer.fate).toEqual({ fate: "lost", cause: "cracked", note: "Rim", at: now, stage: "Trimmed", firingId: null });
    expect(answer).not.toHaveProperty("currentStage");
    expect(queryClient.getQueryData<PiecePage>(pieceKeys.page(1))!.data.map((p) => p.name)).toEqual(["Mug"]);
    expect(queryClient.getQueryData<PiecePage>(pieceKeys.ended(1))!.data.map((p) => p.name)).toEqual(["Old jar"]);

    const restored = PIECES_OFFLINE.clearFate!.answer({ params: { id: 3 } }, { queryClient, tempId: 0, now });
    expect(restored).toMatchObject({ id: 3, name: "Old jar", fate: null, updatedAt: now });
  });

  it("cannot answer for a piece the device has no copy of", () => {
    const queryClient = new QueryClient();
    expect(() => PIECES_OFFLINE.setFate!.answer({ params: { id: 9 }, body: { fate: "reclaimed" } }, { queryClient, tempId: 0, now: "2026-11-27T09:00:00.000Z" })).toThrow();
  });
});

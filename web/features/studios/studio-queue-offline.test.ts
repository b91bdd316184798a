import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import type { FiringDetail } from "../../../contract/firings/schemas";
import type { FiringQueue, RequestView } from "../../../contract/studios/requests";
import { firingKeys } from "../firings/firing-keys";
import { requestsToLoad, STUDIO_QUEUE_OFFLINE, withoutRequests } from "./studio-queue-offline";

const request = (id: number, pieceName: string, pieceCode: string, kind: string, memberFirstName = "Ana"): RequestView => ({
  id,
  studioId: 5,
  pieceId: id * 10,
  pieceCode,
  pieceName,
  photoUrl: null,
  height: null,
  width: null,
  depth: null,
  clayWeight: null,
  clayBody: "B-Mix",
  memberFirstName,
  memberName: `${memberFirstName} P.`,
  kind,
  targetCone: kind === "glaze" ? "Cone 6" : null,
  notes: null,
  fee: 2,
  currency: "USD",
  status: "requested",
  firingId: null,
  outcome: null,
  requestedAt: "2026-11-20T10:00:00.000Z",
});

const mug = request(1, "Tall mug", "26-0001", "glaze");
const cup = request(2, "Tiny cup", "26-0018", "glaze");
const benBowl = request(3, "Ben bowl", "26-0001", "bisque", "Ben");
const benVase = request(4, "Ben vase", "26-0018", "glaze", "Ben");
const queue: FiringQueue = {
  count: 5,
  groups: [
    // A group listed in part: one of its ids is not on the device in full.
    { kind: "bisque", targetCone: null, count: 2, requestIds: [3, 9], requests: [benBowl] },
    { kind: "glaze", targetCone: "Cone 6", count: 3, requestIds: [1, 2, 4], requests: [mug, cup, benVase] },
  ],
};

describe("what an offline load can place from the device's copy of the queue", () => {
  it("places ids and codes as typed, preferring the firing's kind when two members share a code", () => {
    const { found, unplaced } = requestsToLoad([queue], { firingId: 7, requestIds: [2], codes: ["260001"] }, "glaze");
    expect(found.map((r) => r.pieceName)).toEqual(["Tiny cup", "Tall mug"]);
    expect(unplaced).toEqual([]);
  });

  it("counts ids the device holds only as ids (Select all past the first 50), and they leave its queue too", () => {
    expect(requestsToLoad([queue], { firingId: 7, requestIds: [3, 9] }, "bisque")).toMatchObject({ found: [benBowl], unlisted: 1 });
    const client = new QueryClient();
    client.setQueryData(["studios", 5, "queue", {}], queue);
    const input = { params: { id: 5 }, body: { firingId: 7, requestIds: [3, 9] } };
    expect(STUDIO_QUEUE_OFFLINE.loadQueue!.label!(input, client)).toBe("Loading Ben bowl (26-0001), 1 more piece");
    STUDIO_QUEUE_OFFLINE.loadQueue!.answer(input, { queryClient: client, tempId: 0, now: "2026-11-27T10:00:00.000Z" });
    expect(client.getQueryData<FiringQueue>(["studios", 5, "queue", {}])!.groups.map((g) => [g.kind, g.count])).toEqual([["glaze", 3]]);
  });

  it("leaves to the server a code it cannot place: unknown here, or shared within the firing's kind", () => {
    expect(requestsToLoad([queue], { firingId: 7, codes: ["26-0099", "260018"] }, "glaze")).toEqual({ found: [], unplaced: ["26-0099", "26-0018"], unlisted: 0 });
  });

  it("takes loaded requests out of the queue, its counts and Select all's ids", () => {
    expect(withoutRequests(queue, new Set([1, 3, 9]))).toEqual({
      count: 2,
      groups: [{ kind: "glaze", targetCone: "Cone 6", count: 2, requestIds: [2, 4], requests: [cup, benVase] }],
    });
  });

  it("answers as the server would, and the device's queue and firing show the load", () => {
    const client = new QueryClient();
    client.setQueryData(["studios", 5, "queue", {}], queue);
    const firing = { id: 7, kind: "glaze", pieces: [], pieceCount: 0, updatedAt: "2026-11-20T10:00:00.000Z" } as unknown as FiringDetail;
    client.setQueryData(firingKeys.detail(7), firing);
    const input = { params: { id: 5 }, body: { firingId: 7, codes: ["26-0018"] } };
    const context = { queryClient: client, tempId: 0, now: "2026-11-27T10:00:00.000Z" };
    // 26-0018 is Ana's cup (glaze) and Ben's vase (glaze): it waits for the server to say whose.
    expect(STUDIO_QUEUE_OFFLINE.loadQueue!.answer(input, context).loaded).toEqual([]);
    expect(STUDIO_QUEUE_OFFLINE.loadQueue!.label!(input, client)).toBe("Loading 26-0018");

    const byCode = { params: { id: 5 }, body: { firingId: 7, codes: ["260001"] } };
    expect(STUDIO_QUEUE_OFFLINE.loadQueue!.label!(byCode, client)).toBe("Loading Tall mug (26-0001)");
    const answer = STUDIO_QUEUE_OFFLINE.loadQueue!.answer(byCode, context);
    expect(answer).toEqual({ firingId: 7, loaded: [{ ...mug, status: "loaded", firingId: 7 }] });
    expect(client.getQueryData<FiringQueue>(["studios", 5, "queue", {}])!.groups[1]!.requestIds).toEqual([2, 4]);
    const shown = client.getQueryData<FiringDetail>(firingKeys.detail(7))!;
    expect(shown.pieces.map((p) => [p.name, p.memberFirstName, p.pieceCode, p.outcome])).toEqual([["Tall mug", "Ana", "26-0001", "pending"]]);
    expect(shown.pieceCount).toBe(1);
  });
});

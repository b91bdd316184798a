/**
 * A change's refresh reads the server after the change (docs/decisions/0338-refresh-after-a-first-load.md), also when
 * the list it refreshes was still on its first load: with TanStack Query's own client the refresh joins that load and
 * keeps what it read before the change.
 */
import { QueryClient, QueryObserver } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { createQueryClient } from "./query-client";

/** A server list whose reads wait until `answer()`: what a slow first load looks like. */
function slowServer() {
  let stored: string[] = [];
  let release: () => void = () => undefined;
  let gate = new Promise<void>((resolve) => (release = resolve));
  let reads = 0;
  return {
    add: (name: string) => (stored = [...stored, name]),
    read: async () => {
      reads += 1;
      const seen = stored;
      await gate;
      return seen;
    },
    answer: () => release(),
    /** Later reads answer at once. */
    open: () => {
      gate = Promise.resolve();
      release();
    },
    reads: () => reads,
  };
}

async function createdWhileTheListLoads(client: QueryClient) {
  const server = slowServer();
  const list = new QueryObserver(client, { queryKey: ["studios", "list"], queryFn: server.read });
  const unsubscribe = list.subscribe(() => undefined);
  await Promise.resolve();
  expect(server.reads()).toBe(1);
  // The change lands while the first load is still on its way, and its refresh is asked for.
  server.add("Kiln Shed");
  const refreshed = client.invalidateQueries({ queryKey: ["studios"] });
  server.open();
  await refreshed;
  unsubscribe();
  return { shown: client.getQueryData<string[]>(["studios", "list"]), reads: server.reads() };
}

describe("the refresh after a change", () => {
  it("shows the change when the list was on its first load", async () => {
    expect(await createdWhileTheListLoads(createQueryClient())).toEqual({ shown: ["Kiln Shed"], reads: 2 });
  });

  it("is needed: TanStack Query's own client keeps the first load's older answer", async () => {
    expect(await createdWhileTheListLoads(new QueryClient())).toEqual({ shown: [], reads: 1 });
  });

  it("refetches a list that has data once, as before", async () => {
    const client = createQueryClient();
    const server = slowServer();
    server.open();
    const list = new QueryObserver(client, { queryKey: ["studios", "list"], queryFn: server.read });
    const unsubscribe = list.subscribe(() => undefined);
    await client.getQueryCache().find({ queryKey: ["studios", "list"] })!.promise;
    server.add("Kiln Shed");
    await client.invalidateQueries({ queryKey: ["studios"] });
    unsubscribe();
    expect([client.getQueryData(["studios", "list"]), server.reads()]).toEqual([["Kiln Shed"], 2]);
  });

  it("asks nothing more when told not to refetch", async () => {
    const client = createQueryClient();
    const server = slowServer();
    const list = new QueryObserver(client, { queryKey: ["studios", "list"], queryFn: server.read });
    const unsubscribe = list.subscribe(() => undefined);
    await Promise.resolve();
    server.add("Kiln Shed");
    const refreshed = client.invalidateQueries({ queryKey: ["studios"], refetchType: "none" });
    server.open();
    await refreshed;
    await client.getQueryCache().find({ queryKey: ["studios", "list"] })!.promise;
    unsubscribe();
    expect(server.reads()).toBe(1);
  });
});

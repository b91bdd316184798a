// @vitest-environment jsdom
import { QueryClient } from "@tanstack/react-query";
import { expect, it, vi } from "vitest";
import { lastAccount } from "./local-store";
import { keepLocalCopy } from "./persisted-cache";

// The device's stores are IndexedDB's; what is checked here is what stays in the cache.
vi.mock("./outbox-runtime", () => ({ openOutbox: vi.fn(), closeOutbox: vi.fn() }));
vi.mock("idb-keyval", () => ({ createStore: vi.fn(), get: vi.fn(async () => undefined), set: vi.fn(async () => undefined), del: vi.fn(async () => undefined) }));

const userKey = ["auth", "user"];

it("a page served to another potter than this device's last one drops the last one's data before any screen is drawn", () => {
  lastAccount.set(1);
  const client = new QueryClient();
  client.setQueryData(userKey, { id: 2 });
  // Left from the last potter's copy, or asked for before the switch was known.
  client.setQueryData(["preferences", "mine"], null);
  client.setQueryData(["pieces", "list", { page: 1, limit: 20 }], { data: [{ id: 7 }] });

  keepLocalCopy(client, userKey);

  // At once, not at the cache's next change: a screen drawn in between would watch a query the switch then removes.
  expect(client.getQueryCache().getAll().map((query) => query.queryKey)).toEqual([userKey]);
  expect(lastAccount.get()).toBe(2);
});

it("the same potter as last time keeps what is in the cache", () => {
  lastAccount.set(3);
  const client = new QueryClient();
  client.setQueryData(userKey, { id: 3 });
  client.setQueryData(["preferences", "mine"], { theme: "dark" });
  keepLocalCopy(client, userKey);
  expect(client.getQueryData(["preferences", "mine"])).toEqual({ theme: "dark" });
});

// @vitest-environment jsdom
import { QueryClient } from "@tanstack/react-query";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { STAGES } from "../../contract/stages/texts";
import { pieceKeys } from "../features/pieces/piece-keys";
import { preferencesKeys } from "../features/preferences/preferences-keys";

// The reminders handed to the phone are the native app's; the outbox is empty.
vi.mock("../features/reminders/reminders-api", () => ({ scheduleDeviceReminders: async () => undefined }));
vi.mock("../lib/offline/outbox-runtime", () => ({ pendingCount: () => 0, onDrained: () => undefined }));

const userKey = ["auth", "user"];
const firstPage = pieceKeys.page(1);
const emptyPage = {
  data: [],
  pagination: { page: 1, limit: 20, total: 0, totalPages: 0 },
  stageCounts: Object.fromEntries(STAGES.map((stage) => [stage, 0])),
};

/** The list's first page waits until the test answers it; every other call answers an empty list at once. */
let answerFirstPage: (body: unknown) => void;

beforeEach(() => {
  // A fresh module per test: a warm-up still running from the last test would keep this one from starting.
  vi.resetModules();
  vi.useFakeTimers();
  vi.stubGlobal("fetch", (url: string) => {
    const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json" } });
    if (String(url).includes("/api/pieces?")) return new Promise((resolve) => (answerFirstPage = (body) => resolve(json(body))));
    // Inspirations and combos answer a bare list; the others a page of one.
    return Promise.resolve(json(/\/api\/(inspirations|surface-combos)/.test(String(url)) ? [] : { data: [] }));
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function warmingUp(): Promise<QueryClient> {
  const client = new QueryClient();
  client.setQueryData(userKey, { id: 1 });
  client.setQueryData(["trial", "status"], { subscriptionTier: "free", accountStatus: "active", daysRemaining: 12 });
  // No preferences yet: the warm-up does not ask for them.
  client.setQueryData(preferencesKeys.mine, null);
  const { startDeviceCopyWarmup } = await import("./device-copy-warmup");
  startDeviceCopyWarmup(client, userKey);
  await vi.advanceTimersByTimeAsync(2_000);
  await vi.waitFor(() => expect(client.getQueryState(firstPage)?.fetchStatus).toBe("fetching"));
  return client;
}

it("a list answer asked before a piece was saved, landing after, is kept stale so My Pieces asks again", async () => {
  const client = await warmingUp();
  // The potter saves a piece while the warm-up's request is on its way; the save marks the lists stale.
  await client
    .getMutationCache()
    .build(client, { mutationFn: async () => ({ id: 9 }), onSuccess: () => client.invalidateQueries({ queryKey: pieceKeys.lists }) })
    .execute(undefined);
  answerFirstPage(emptyPage);
  await vi.waitFor(() => expect(client.getQueryState(firstPage)?.status).toBe("success"));
  expect(client.getQueryState(firstPage)?.isInvalidated).toBe(true);
});

it("with no change meanwhile, the warmed list stays fresh", async () => {
  const client = await warmingUp();
  answerFirstPage(emptyPage);
  await vi.waitFor(() => expect(client.getQueryState(firstPage)?.status).toBe("success"));
  expect(client.getQueryState(firstPage)?.isInvalidated).toBe(false);
});

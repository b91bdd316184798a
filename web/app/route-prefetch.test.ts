import { QueryClient, type QueryKey } from "@tanstack/react-query";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { firstCallsFor } from "../../contract/app/first-calls";
import { prefetchForPage } from "./route-prefetch";

// The work held for after the first screen is drawn: run by the tests when they say the screen is drawn.
const held = vi.hoisted(() => [] as (() => void)[]);
vi.mock("./first-screen", () => ({ afterFirstScreen: (work: () => void) => held.push(work) }));
const firstScreenDrawn = () => held.splice(0).forEach((work) => work());

const activeTrial = { subscriptionTier: "free", accountStatus: "active", daysRemaining: 12 };

/**
 * A client whose queries are recorded: the keys asked for are the keys in its cache. Requests never leave: fetch is
 * replaced by one that never answers, so only the asking is observed.
 */
function client(user: unknown, status: unknown) {
  const c = new QueryClient({ defaultOptions: { queries: { queryFn: () => new Promise(() => {}) } } });
  if (user !== undefined) c.setQueryData(["auth", "user"], user);
  if (status !== undefined) c.setQueryData(["trial", "status"], status);
  const seeded = new Set(c.getQueryCache().getAll().map((q) => q.queryHash));
  return {
    c,
    get asked(): QueryKey[] {
      return c
        .getQueryCache()
        .getAll()
        .filter((q) => !seeded.has(q.queryHash))
        .map((q) => q.queryKey);
    },
  };
}

const at = (pathname: string, search = "") => ({ pathname, search });

beforeEach(() => {
  held.length = 0;
  vi.stubGlobal("fetch", () => new Promise(() => {}));
});

describe("prefetchForPage", () => {
  it("asks at once for everything the piece details screen draws first, with the screens' own keys; the inspirations once it is drawn", () => {
    const details = client({ id: 1 }, activeTrial);
    prefetchForPage(details.c, at("/pieces/7"));
    expect(details.asked).toEqual([
      ["pieces", "detail", 7],
      ["pieces", "stages", 7],
      ["pieces", "layers", 7],
    ]);
    firstScreenDrawn();
    expect(details.asked.at(-1)).toEqual(["inspirations", "list"]);
  });

  it("asks for the list page in the address, and on home and New Piece for the inspirations (product.md#r30)", () => {
    const paged = client({ id: 1 }, activeTrial);
    prefetchForPage(paged.c, at("/pieces", "?page=3"));
    expect(paged.asked).toEqual([["pieces", "list", { page: 3, limit: 20 }]]);
    firstScreenDrawn();
    expect(paged.asked).toEqual([["pieces", "list", { page: 3, limit: 20 }], ["inspirations", "list"]]);
    const home = client({ id: 1 }, activeTrial);
    prefetchForPage(home.c, at("/", ""));
    firstScreenDrawn();
    expect(home.asked).toEqual([["pieces", "list", { page: 1, limit: 20 }], ["inspirations", "list"]]);
    const newPiece = client({ id: 1 }, activeTrial);
    prefetchForPage(newPiece.c, at("/new-piece"));
    expect(newPiece.asked).toEqual([["inspirations", "list"]]);
  });

  it("asks nothing when signed out, when the trial has ended, for a bad id or a screen without a list", () => {
    const signedOut = client(null, undefined);
    prefetchForPage(signedOut.c, at("/pieces/7"));
    const ended = client({ id: 1 }, { ...activeTrial, daysRemaining: 0 });
    prefetchForPage(ended.c, at("/pieces/7"));
    const badId = client({ id: 1 }, activeTrial);
    prefetchForPage(badId.c, at("/pieces/abc"));
    prefetchForPage(badId.c, at("/settings"));
    firstScreenDrawn();
    expect([...signedOut.asked, ...ended.asked, ...badId.asked]).toEqual([]);
  });

  it("asks at the very addresses the served page answers for it (decision 0163), so none of those answers goes unused", async () => {
    for (const pathname of ["/", "/pieces", "/pieces/7"]) {
      const fetched: string[] = [];
      vi.stubGlobal("fetch", (url: string) => {
        fetched.push(url);
        return new Promise(() => {});
      });
      const page = client({ id: 1 }, activeTrial);
      prefetchForPage(page.c, at(pathname));
      const served = firstCallsFor(pathname, "");
      expect(served.length).toBeGreaterThan(0);
      await vi.waitFor(() => expect(fetched).toEqual(expect.arrayContaining(served)));
    }
  });
});

import { QueryClient, type QueryKey } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { prefetchForPage } from "./route-prefetch";

const activeTrial = { subscriptionTier: "free", accountStatus: "active", daysRemaining: 12 };

/** A client whose every request is recorded instead of sent. */
function client(user: unknown, status: unknown) {
  const asked: QueryKey[] = [];
  const c = new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: async ({ queryKey }) => {
          asked.push(queryKey);
          return {};
        },
      },
    },
  });
  if (user !== undefined) c.setQueryData(["/api/user"], user);
  if (status !== undefined) c.setQueryData(["/api/trial-status"], status);
  return { c, asked };
}

const at = (pathname: string, search = "") => ({ pathname, search });

describe("prefetchForPage", () => {
  it("asks at once for everything the piece details screen will ask for, with the screens' own keys", () => {
    const { c, asked } = client({ id: 1 }, activeTrial);
    prefetchForPage(c, at("/pieces/7"));
    expect(asked).toEqual([
      ["/api/pieces/7"],
      ["/api/pieces/7/stage-history"],
      ["/api/pieces/7/decoration-layers"],
      ["/api/inspirations"],
    ]);
  });

  it("asks for the list page in the address, and on home and New Piece for the inspirations (spec 000 §7)", () => {
    const paged = client({ id: 1 }, activeTrial);
    prefetchForPage(paged.c, at("/pieces", "?page=3"));
    expect(paged.asked).toEqual([["/api/pieces", { page: 3, limit: 20 }], ["/api/inspirations"]]);
    const home = client({ id: 1 }, activeTrial);
    prefetchForPage(home.c, at("/", ""));
    expect(home.asked).toEqual([["/api/pieces", { page: 1, limit: 20 }], ["/api/inspirations"]]);
    const newPiece = client({ id: 1 }, activeTrial);
    prefetchForPage(newPiece.c, at("/new-piece"));
    expect(newPiece.asked).toEqual([["/api/inspirations"]]);
  });

  it("asks nothing when signed out, when the trial has ended, for a bad id or a screen without a list", () => {
    const signedOut = client(null, undefined);
    prefetchForPage(signedOut.c, at("/pieces/7"));
    const ended = client({ id: 1 }, { ...activeTrial, daysRemaining: 0 });
    prefetchForPage(ended.c, at("/pieces/7"));
    const badId = client({ id: 1 }, activeTrial);
    prefetchForPage(badId.c, at("/pieces/abc"));
    prefetchForPage(badId.c, at("/settings"));
    expect([...signedOut.asked, ...ended.asked, ...badId.asked]).toEqual([]);
  });
});

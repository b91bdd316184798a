// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { MemoryRouter, Navigate, Route, Routes, useLocation } from "react-router";
import { afterEach, beforeEach, expect, it } from "vitest";
import type { User } from "../../contract/auth/schemas";
import { userKeys } from "../features/auth/auth-keys";
import { GuestOnlyRoute } from "./guest-only-route";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const POTTER = { id: 7, email: "maria@example.com", firstName: "Maria", lastName: "Martinez" } as unknown as User;

let root: Root;
let container: HTMLDivElement;
let client: QueryClient;
let visited: string[];

beforeEach(() => {
  container = document.createElement("div");
  document.body.append(container);
  root = createRoot(container);
  client = new QueryClient();
  // Signed out: the auth screen shows.
  client.setQueryData(userKeys.me, null);
  visited = [];
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

/** The sign-in's answer reaches the cache; the query's observers hear of it on the next task. */
async function signIn() {
  await act(async () => {
    client.setQueryData(userKeys.me, POTTER);
    await new Promise((resolve) => setTimeout(resolve, 10));
  });
}

function Addresses() {
  const { pathname } = useLocation();
  if (visited.at(-1) !== pathname) visited.push(pathname);
  return null;
}

/** The router's shape around the auth screen: "/" sends on to My Pieces, as web/app/router.tsx does. */
function render(entry: { pathname: string; state?: unknown }) {
  act(() =>
    root.render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[entry]}>
          <Addresses />
          <Routes>
            <Route element={<GuestOnlyRoute />}>
              <Route path="/auth" element={<p>Sign in</p>} />
            </Route>
            <Route path="/" element={<Navigate to="/pieces" replace />} />
            <Route path="/pieces" element={<p>My Pieces</p>} />
            <Route path="/pieces/:id" element={<p>A piece</p>} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    ),
  );
}

// "/" waits for the account status before it sends on; a tap on the navigation bar in that moment was undone when the
// status came (docs/decisions/0337-sign-in-redirect-in-one-step.md).
it("a potter who signs in goes from the auth screen straight to My Pieces, never by way of '/'", async () => {
  render({ pathname: "/auth" });
  expect(container.textContent).toBe("Sign in");
  await signIn();
  expect(container.textContent).toBe("My Pieces");
  expect(visited).toEqual(["/auth", "/pieces"]);
});

it("a potter sent to sign in by a deep link goes straight back to it", async () => {
  render({ pathname: "/auth", state: { from: "/pieces/3" } });
  await signIn();
  expect(container.textContent).toBe("A piece");
  expect(visited).toEqual(["/auth", "/pieces/3"]);
});

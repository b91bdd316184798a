// @vitest-environment jsdom
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { MemoryRouter, useLocation, useNavigate } from "react-router";
import { afterEach, beforeEach, expect, it } from "vitest";
import { RouteErrorBoundary } from "./route-error";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root;
let container: HTMLDivElement;
let go: (to: string) => void;
let caught: unknown[];

beforeEach(() => {
  container = document.createElement("div");
  document.body.append(container);
  caught = [];
  // What React would report on the console, kept to check that the boundary caught it.
  root = createRoot(container, { onCaughtError: (error) => caught.push(error) });
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

function Screen() {
  const { pathname } = useLocation();
  if (pathname === "/broken") throw new Error("Failed to fetch dynamically imported module");
  return <p>Screen {pathname}</p>;
}

function Shell() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  go = (to) => void navigate(to);
  return (
    <RouteErrorBoundary pathname={pathname}>
      <Screen />
    </RouteErrorBoundary>
  );
}

it("shows the error screen for a route that throws, and leaves it on the next address", () => {
  act(() =>
    root.render(
      <MemoryRouter initialEntries={["/broken"]}>
        <Shell />
      </MemoryRouter>,
    ),
  );
  expect(container.querySelector("[role=alert] h1")?.textContent).toBe("Something went wrong");
  expect(container.textContent).toContain("Failed to fetch dynamically imported module");
  expect(container.querySelector("button")?.textContent).toBe("Reload");
  expect(caught).toHaveLength(1);

  act(() => go("/pieces"));
  expect(container.textContent).toBe("Screen /pieces");
});

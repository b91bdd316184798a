// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, useState } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Inspiration } from "../../../contract/inspirations/schemas";
import { LinkedInspirations } from "./linked-inspirations";
import { inspirationKeys } from "./inspiration-keys";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const item = (id: number, name: string, tags: string[], sources: Inspiration["sources"] = []): Inspiration => ({
  id,
  userId: 1,
  name,
  imageUrls: [],
  thumbnailUrl: null,
  sources,
  tags,
  notes: null,
  createdAt: "2026-03-01T10:00:00.000Z",
  updatedAt: "2026-03-01T10:00:00.000Z",
});

const ITEMS = [
  item(3, "Moon jar", ["Porcelain", "large", "white", "korean"]),
  item(2, "Raku fish", ["raku"], [{ text: "Pinterest", url: "https://pinterest.com/x" }]),
  item(1, "Ash glaze", []),
];

let container: HTMLDivElement;
let root: Root;
let changes: number[][];

function Harness({ initial }: { initial: number[] }) {
  const [ids, setIds] = useState(initial);
  return (
    <LinkedInspirations
      ids={ids}
      onChange={(next) => {
        changes.push(next);
        setIds(next);
      }}
    />
  );
}

async function mount(initial: number[]) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false, queryFn: async () => ITEMS } } });
  client.setQueryData(inspirationKeys.list, ITEMS);
  await act(async () => {
    root.render(
      <QueryClientProvider client={client}>
        <Harness initial={initial} />
      </QueryClientProvider>,
    );
  });
}

const byText = (text: string, scope: ParentNode = document) =>
  [...scope.querySelectorAll("button, [role=checkbox]")].find((el) => (el.textContent ?? "").trim() === text || el.getAttribute("aria-label") === text) as
    | HTMLElement
    | undefined;

async function click(el: HTMLElement | undefined) {
  expect(el).toBeDefined();
  await act(async () => el!.click());
}

async function type(input: HTMLInputElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!;
  await act(async () => {
    setter.call(input, value);
    input.dispatchEvent(new Event("input", { bubbles: true }));
  });
}

const dialog = () => document.querySelector<HTMLElement>("[role=dialog]");

/** The dialog loads on its first opening (decision 0159): its code arrives, and React draws it, inside act. */
async function openDialog(button: HTMLElement | undefined) {
  expect(button).toBeDefined();
  await act(async () => {
    button!.click();
    await import("./select-inspirations-dialog");
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
  expect(dialog()).not.toBeNull();
}
const names = (scope: ParentNode) => [...scope.querySelectorAll("li .truncate")].map((el) => el.textContent);

beforeEach(() => {
  changes = [];
  container = document.createElement("div");
  document.body.appendChild(container);
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

describe("linked inspirations on a piece", () => {
  it("lists linked inspirations, hides deleted ids, and removes one", async () => {
    await mount([2, 99]);
    const grid = container.querySelector("[aria-label='Linked inspirations']")!;
    expect(names(grid)).toEqual(["Raku fish"]);
    await click(byText("Remove Raku fish", container));
    expect(changes).toEqual([[99]]);
    expect(container.querySelector("[aria-label='Linked inspirations']")).toBeNull();
  });

  it("selects through 'Select Inspirations' with a case-insensitive search by name, source or tag", async () => {
    await mount([1]);
    await openDialog(byText("+ Add Inspiration", container));
    const d = dialog()!;
    expect(d.textContent).toContain("Select Inspirations");
    expect(d.textContent).toContain("+2 more");
    expect(names(d)).toEqual(["Moon jar", "Raku fish", "Ash glaze"]);
    const search = d.querySelector<HTMLInputElement>("input[type=search]")!;
    await type(search, "PORCELAIN");
    expect(names(d)).toEqual(["Moon jar"]);
    await type(search, "pinterest");
    expect(names(d)).toEqual(["Raku fish"]);
    await type(search, "ASH");
    expect(names(d)).toEqual(["Ash glaze"]);
    expect(byText("Ash glaze", d)!.getAttribute("aria-checked")).toBe("true");
    await type(search, "moon");
    await click(byText("Moon jar", d));
    await click(byText("Done", d));
    // The existing link keeps its place; the new one follows.
    expect(changes).toEqual([[1, 3]]);
    expect(dialog()).toBeNull();
    expect(names(container.querySelector("[aria-label='Linked inspirations']")!)).toEqual(["Ash glaze", "Moon jar"]);
  });

  it("keeps the links when the dialog is cancelled", async () => {
    await mount([]);
    await openDialog(byText("+ Add Inspiration", container));
    await click(byText("Raku fish", dialog()!));
    await click(byText("Cancel", dialog()!));
    expect(changes).toEqual([]);
  });
});

/**
 * Undo after a one-tap removal (docs/decisions/0131-undo-and-stage-edits.md): unticking a stage, deleting a Settings
 * list entry, and deleting an inspiration source each show a toast with Undo, and Undo puts back what was there.
 */
import type { Page } from "@playwright/test";
import { expect, open, test } from "./fixtures";

interface Entry {
  stage: string;
  date: string;
  location: string;
  notes: string | null;
}

async function stagesOf(page: Page, pieceId: number): Promise<Entry[]> {
  const body = (await (await page.request.get(`/api/pieces/${pieceId}/stage-history`)).json()) as { data: Entry[] };
  return body.data.map(({ stage, date, location, notes }) => ({ stage, date, location, notes }));
}

/** The toast region (Radix also copies the text into a live region for screen readers). */
const toast = (page: Page) => page.getByRole("region", { name: /^Notification/ });

test.describe("undo", () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("claybook-tour-seen", "true"));
  });

  test("unticking a stage offers Undo, which brings back its date, location and notes", async ({ page, signUp }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signUp();
    const res = await page.request.post("/api/pieces", {
      data: {
        name: "Pinch Cup",
        type: "handbuilt",
        clayBody: "Stoneware",
        stages: [
          { stage: "Formed", location: "Drying Rack" },
          { stage: "Glazed", location: "Glaze Shelf", notes: "Three coats of celadon", date: "2026-01-15T12:00:00.000Z" },
        ],
      },
    });
    const { id } = (await res.json()) as { id: number };
    const before = await stagesOf(page, id);
    await open(page, `/pieces/${id}`);

    const glazed = page.getByRole("checkbox", { name: /^Glazed/ });
    await expect(glazed).toBeChecked();
    await glazed.uncheck();
    await expect(toast(page).getByText("Glazed removed")).toBeVisible();
    await expect.poll(async () => (await stagesOf(page, id)).map((e) => e.stage)).toEqual(["Formed"]);

    await toast(page).getByRole("button", { name: "Undo" }).click();
    await expect(glazed).toBeChecked();
    await expect.poll(async () => (await stagesOf(page, id)).sort((a, b) => a.stage.localeCompare(b.stage))).toEqual(
      before.sort((a, b) => a.stage.localeCompare(b.stage)),
    );
  });

  test("deleting a studio location offers Undo, which puts it back in its place", async ({ page, signUp }) => {
    await signUp();
    await page.request.patch("/api/user-preferences", { data: { studioLocations: ["Kiln Room", "Glaze Shelf", "Drying Rack"] } });
    await open(page, "/settings");
    const list = page.getByRole("list", { name: "Studio Locations" });
    await expect(list.getByText("Glaze Shelf")).toBeVisible();

    await page.getByRole("button", { name: "Delete location Glaze Shelf" }).click();
    await expect(list.getByText("Glaze Shelf")).toHaveCount(0);
    await expect(toast(page).getByText("Glaze Shelf removed")).toBeVisible();
    await expect
      .poll(async () => ((await (await page.request.get("/api/user-preferences")).json()) as { studioLocations: string[] }).studioLocations)
      .toEqual(["Kiln Room", "Drying Rack"]);

    await toast(page).getByRole("button", { name: "Undo" }).click();
    await expect(list.getByRole("listitem")).toHaveText(["Kiln Room", "Glaze Shelf", "Drying Rack"]);
    await expect
      .poll(async () => ((await (await page.request.get("/api/user-preferences")).json()) as { studioLocations: string[] }).studioLocations)
      .toEqual(["Kiln Room", "Glaze Shelf", "Drying Rack"]);
  });

  test("deleting an inspiration source offers Undo", async ({ page, signUp }) => {
    await signUp();
    const res = await page.request.post("/api/inspirations", {
      data: {
        name: "Shino tea bowls",
        sources: [
          { text: "Blog", url: "https://blog.example.com/shino" },
          { text: "Museum", url: "https://museum.example.com/shino" },
        ],
      },
    });
    const { id } = (await res.json()) as { id: number };
    await open(page, `/inspiration/edit/${id}`);

    await page.getByRole("button", { name: "Delete source Blog" }).click();
    await expect(page.getByRole("link", { name: /Blog/ })).toHaveCount(0);
    await expect(toast(page).getByText("Blog removed")).toBeVisible();
    await toast(page).getByRole("button", { name: "Undo" }).click();
    await expect(page.getByRole("list", { name: "Sources" }).getByRole("listitem")).toHaveCount(2);
    await expect(page.getByRole("list", { name: "Sources" }).getByRole("listitem").first()).toContainText("Blog");
    await expect
      .poll(async () => ((await (await page.request.get(`/api/inspirations/${id}`)).json()) as { sources: { text: string }[] }).sources.map((s) => s.text), {
        timeout: 8_000,
      })
      .toEqual(["Blog", "Museum"]);
  });
});

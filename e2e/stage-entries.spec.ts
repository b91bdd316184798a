/**
 * The Progress & Location table shows each stage's date and notes and lets the potter edit both
 * (docs/decisions/0131-undo-and-stage-edits.md): notes typed on New Piece come back on the piece's details, and a date
 * can be set by hand.
 */
import type { Page } from "@playwright/test";
import { expect, open, test } from "./fixtures";

interface Entry {
  stage: string;
  date: string;
  notes: string | null;
}

async function entry(page: Page, pieceId: number, stage: string): Promise<Entry | undefined> {
  const body = (await (await page.request.get(`/api/pieces/${pieceId}/stage-history`)).json()) as { data: Entry[] };
  return body.data.find((e) => e.stage === stage);
}

/** The local calendar day of a stored date, as the date field shows it. */
function localDay(iso: string | undefined): string {
  const d = new Date(iso ?? "");
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
}

test.describe("stage dates and notes", () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("claybook-tour-seen", "true"));
  });

  test("notes and a past date typed on New Piece show on the details table and can be edited there", async ({ page, signUp }) => {
    await signUp();
    await open(page, "/new-piece");
    await page.getByLabel("Name", { exact: true }).fill("Celadon Bowl");
    await page.getByRole("textbox", { name: "Formed notes" }).fill("Thrown from 2 lb");
    await page.getByLabel("Formed date").fill("2026-01-10");
    await page.getByRole("checkbox", { name: "Bisqued" }).check();
    await page.getByRole("textbox", { name: "Bisqued notes" }).fill("Cone 04");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page).toHaveURL(/\/pieces\/\d+$/);
    const id = Number(/\/pieces\/(\d+)$/.exec(page.url())![1]);

    // The details table shows what was typed.
    await expect(page.getByRole("textbox", { name: "Formed notes" })).toHaveValue("Thrown from 2 lb");
    await expect(page.getByRole("textbox", { name: "Bisqued notes" })).toHaveValue("Cone 04");
    await expect(page.getByLabel("Formed date")).toHaveValue("2026-01-10");
    expect(localDay((await entry(page, id, "Formed"))?.date)).toBe("2026-01-10");

    // Edit both on the details table.
    await page.getByLabel("Bisqued date").fill("2026-02-01");
    await expect.poll(async () => localDay((await entry(page, id, "Bisqued"))?.date)).toBe("2026-02-01");
    const notes = page.getByRole("textbox", { name: "Bisqued notes" });
    await notes.fill("Cone 04, slow cool");
    await notes.blur();
    await expect.poll(async () => (await entry(page, id, "Bisqued"))?.notes).toBe("Cone 04, slow cool");

    await page.reload();
    await expect(page.getByRole("textbox", { name: "Bisqued notes" })).toHaveValue("Cone 04, slow cool");
    await expect(page.getByLabel("Bisqued date")).toHaveValue("2026-02-01");
  });
});

/**
 * A piece's fate (product.md#r180) on a phone: marked lost from the piece's menu, it leaves My Pieces and shows under
 * Lost & reclaimed; the toast's Undo and the piece's own Restore button bring it back.
 */
import type { Page } from "@playwright/test";
import { expect, open, test } from "./fixtures";
import { axeBothThemes } from "./support/screens-journey";

test.use({ viewport: { width: 390, height: 844 } });

/** The toast region (Radix also copies the text into a live region for screen readers). */
const toast = (page: Page) => page.getByRole("region", { name: /^Notification/ });

async function makePiece(page: Page, name: string): Promise<number> {
  const res = await page.request.post("/api/pieces", {
    data: { name, type: "wheel", clayBody: "Stoneware", stages: [{ stage: "Formed", location: "Drying Rack" }, { stage: "Trimmed", location: "Drying Rack" }] },
  });
  return ((await res.json()) as { id: number }).id;
}

async function markLost(page: Page, id: number) {
  await open(page, `/pieces/${id}`);
  await page.getByRole("button", { name: "Piece actions" }).click();
  await page.getByRole("menuitem", { name: "Lost or reclaimed…" }).click();
  const dialog = page.getByRole("dialog", { name: "How did this piece end?" });
  await dialog.getByLabel("Lost").check();
  await dialog.getByLabel("Cracked").check();
  await dialog.getByLabel("Note").fill("S-crack on the drying shelf");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeHidden();
  await expect(toast(page).getByText("Marked lost")).toBeVisible();
}

test.describe("lost and reclaimed pieces", () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("claybook-tour-seen", "true"));
  });

  test("a piece marked lost leaves My Pieces, shows under Lost & reclaimed, and is restored", async ({ page, signUp }) => {
    await signUp();
    const bowl = await makePiece(page, "Celadon Bowl");
    await makePiece(page, "Tall Mug");

    await markLost(page, bowl);
    await expect(page.getByText(/^Lost · Cracked · .* · at Trimmed$/)).toBeVisible();
    await expect(page.getByText("S-crack on the drying shelf")).toBeVisible();

    await page.getByRole("link", { name: "Back to Pieces" }).click();
    await expect(page.getByRole("heading", { name: "Tall Mug" })).toBeVisible();
    await expect(page.getByText("Celadon Bowl")).toHaveCount(0);
    await expect(page.getByRole("region", { name: "Trimmed" }).getByLabel("1 piece", { exact: true })).toBeVisible();

    await page.getByRole("link", { name: "Lost & reclaimed" }).click();
    await expect(page.getByRole("heading", { name: "Lost & reclaimed" })).toBeVisible();
    const row = page.getByRole("link", { name: /Celadon Bowl/ });
    await expect(row).toContainText(/Lost · Cracked · .* · at Trimmed/);
    // History, not deleted: it can be searched for here.
    const search = page.getByRole("searchbox", { name: "Search lost and reclaimed pieces" });
    await search.fill("teapot");
    await expect(page.getByText("No lost or reclaimed piece matches.")).toBeVisible();
    await search.fill("celadon");
    await expect(row).toBeVisible();
    await row.click();

    await page.getByRole("button", { name: "Restore piece" }).click();
    await expect(toast(page).getByText("Piece restored")).toBeVisible();
    await expect(page.getByRole("button", { name: "Restore piece" })).toHaveCount(0);
    await page.getByRole("link", { name: "Back to Pieces" }).click();
    await expect(page.getByRole("heading", { name: "Celadon Bowl" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Trimmed" }).getByLabel("2 pieces")).toBeVisible();
    await page.getByRole("link", { name: "Lost & reclaimed" }).click();
    await expect(page.getByText("No lost or reclaimed pieces. Every piece is still in the making or finished.")).toBeVisible();
  });

  test("the toast's Undo takes a fate back at once", async ({ page, signUp }) => {
    await signUp();
    const jar = await makePiece(page, "Ash Jar");
    await markLost(page, jar);
    await toast(page).getByRole("button", { name: "Undo" }).click();
    await expect(toast(page).getByText("Piece restored")).toBeVisible();
    await expect(page.getByRole("button", { name: "Restore piece" })).toHaveCount(0);
    await expect.poll(async () => ((await (await page.request.get(`/api/pieces/${jar}`)).json()) as { fate: unknown }).fate).toBeNull();
  });

  test("the fate's screens have no axe violations in either theme", async ({ page, signUp }) => {
    test.setTimeout(300_000);
    await signUp();
    const vase = await makePiece(page, "Tall Vase");
    expect((await page.request.put(`/api/pieces/${vase}/fate`, { data: { fate: "lost", cause: "blown up", note: "Air pocket" } })).status()).toBe(200);
    const violations: string[] = [];
    // Each screen opened once and scanned in both themes in place (axeBothThemes).
    for (const [path, text] of [
      ["/lost-and-reclaimed", "Tall Vase"],
      [`/pieces/${vase}`, "Restore piece"],
      ["/firings/losses", "Lost outside a kiln: 1"],
    ] as const) {
      await open(page, path);
      await expect(page.getByText(text).first()).toBeVisible();
      violations.push(...(await axeBothThemes(page, path)));
    }
    expect(violations, violations.join("\n")).toEqual([]);
  });
});

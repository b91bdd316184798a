/**
 * Leaving a New screen keeps the unsaved draft on the device and offers it back; New Surface Treatment has its Save in
 * the header and a Brand field (both in docs/decisions/0132-unsaved-drafts.md).
 */
import type { Page } from "@playwright/test";
import { expect, open, test } from "./fixtures";

const offer = (page: Page, what: string) => page.getByRole("alertdialog", { name: `Continue your unsaved ${what}?` });

/** The rows of a list answer, bare or under `data`. */
async function rows(page: Page, path: string): Promise<Record<string, unknown>[]> {
  const body = (await (await page.request.get(path)).json()) as unknown;
  return (Array.isArray(body) ? body : (body as { data: never[] }).data) as Record<string, unknown>[];
}

test.describe("unsaved drafts", () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("claybook-tour-seen", "true"));
  });

  test("New Piece left unsaved is offered back, and is gone once saved", async ({ page, signUp }) => {
    await signUp();
    await open(page, "/new-piece");
    await page.getByLabel("Name", { exact: true }).fill("Stoneware Mug #1");
    await page.getByRole("textbox", { name: "Formed notes" }).fill("Pulled handle");
    await page.getByRole("link", { name: "Back to Pieces" }).click();
    await expect(page.getByRole("heading", { name: "My Pieces" })).toBeVisible();

    await open(page, "/new-piece");
    await expect(offer(page, "piece")).toBeVisible();
    await expect(offer(page, "piece").getByText("What you entered last time was kept on this device.")).toBeVisible();
    await offer(page, "piece").getByRole("button", { name: "Continue" }).click();
    await expect(page.getByLabel("Name", { exact: true })).toHaveValue("Stoneware Mug #1");
    await expect(page.getByRole("textbox", { name: "Formed notes" })).toHaveValue("Pulled handle");

    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page).toHaveURL(/\/pieces\/\d+$/);
    await open(page, "/new-piece");
    // Typing works at once: no dialog holds the screen.
    await page.getByLabel("Name", { exact: true }).fill("Second mug");
    await expect(offer(page, "piece")).toHaveCount(0);
  });

  test("Discard drops the kept piece", async ({ page, signUp }) => {
    await signUp();
    await open(page, "/new-piece");
    await page.getByLabel("Name", { exact: true }).fill("Lidded Jar");
    await page.getByRole("link", { name: "Back to Pieces" }).click();
    await expect(page.getByRole("heading", { name: "My Pieces" })).toBeVisible();

    await open(page, "/new-piece");
    await offer(page, "piece").getByRole("button", { name: "Discard" }).click();
    await expect(page.getByLabel("Name", { exact: true })).toHaveValue("");
    await page.reload();
    await page.getByLabel("Name", { exact: true }).fill("Other");
    await expect(offer(page, "piece")).toHaveCount(0);
  });

  test("New Inspiration left unsaved is offered back", async ({ page, signUp }) => {
    await signUp();
    await open(page, "/new-inspiration");
    await page.getByPlaceholder("Enter inspiration name").fill("Ash glaze bowls");
    await page.getByRole("link", { name: "Back to Inspiration" }).click();
    await open(page, "/new-inspiration");
    await offer(page, "inspiration").getByRole("button", { name: "Continue" }).click();
    await expect(page.getByPlaceholder("Enter inspiration name")).toHaveValue("Ash glaze bowls");
  });

  test("New Surface Treatment: the draft comes back, Save sits in the header and the brand is stored", async ({ page, signUp }) => {
    await signUp();
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, "/glaze-library/new?type=Glaze");
    const title = page.getByRole("heading", { name: "New Surface Treatment", level: 1 });
    await expect(title).toBeVisible();
    // One line of title on a phone.
    const box = (await title.boundingBox())!;
    const lineHeight = await title.evaluate((h) => parseFloat(getComputedStyle(h).lineHeight));
    expect(box.height).toBeLessThan(lineHeight * 1.5);
    // Save is above the title, in the header row, like New Piece.
    const save = page.getByRole("button", { name: "Save", exact: true });
    expect((await save.boundingBox())!.y).toBeLessThan(box.y);

    await page.getByLabel("Name").fill("Floating Blue");
    await page.getByLabel("Brand").fill("Amaco");
    await page.getByRole("link", { name: "Back to Surfaces Library" }).click();
    await open(page, "/glaze-library/new?type=Glaze");
    await offer(page, "surface treatment").getByRole("button", { name: "Continue" }).click();
    await expect(page.getByLabel("Name")).toHaveValue("Floating Blue");
    await expect(page.getByLabel("Brand")).toHaveValue("Amaco");

    await save.click();
    await expect(page).toHaveURL(/\/glaze-library$/);
    const saved = (await rows(page, "/api/glazes")).find((g) => g.name === "Floating Blue");
    expect(saved?.brand).toBe("Amaco");
  });
});

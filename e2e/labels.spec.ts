/**
 * Printable labels (product.md#r132–r134) at 390×844: on My Pieces the potter selects three pieces, prints their
 * labels, sees 'Making labels…' while the PDF is made, and gets a PDF whose three QR codes (decoded from its images)
 * open those three pieces.
 */
import AxeBuilder from "@axe-core/playwright";
import { readFile } from "node:fs/promises";
import { readLabelsPdf } from "../tests/helpers/pdf-labels";
import { expect, open, test } from "./fixtures";

test("a potter selects three pieces on My Pieces and prints their labels as a PDF", async ({ page, signUp }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUp();
  await page.addInitScript(() => localStorage.setItem("claybook-tour-seen", "true"));
  const made: { id: number; code: string; name: string }[] = [];
  for (const name of ["Speckled mug", "Celadon bowl", "Ash jar", "Tall vase"]) {
    const res = await page.request.post("/api/pieces", { data: { name, type: "wheel", clayBody: "Stoneware", stages: [{ stage: "Formed", location: "Shelf" }] } });
    expect(res.status(), await res.text()).toBe(201);
    made.push(await res.json());
  }
  const chosen = [made[0]!, made[1]!, made[3]!];

  await open(page, "/pieces");
  await page.getByRole("button", { name: "Select", exact: true }).click();
  for (const piece of chosen) await page.getByRole("checkbox", { name: `Select ${piece.name}` }).check();
  await expect(page.getByRole("status").filter({ hasText: "3 selected" })).toBeVisible();
  // In select mode a card chooses its piece rather than opening it.
  await expect(page).toHaveURL(/\/pieces$/);

  await page.getByRole("button", { name: "Print labels (3)" }).click();
  const dialog = page.getByRole("dialog", { name: "Print 3 labels" });
  await expect(dialog.getByRole("radio", { name: /Letter, 30 a sheet/ })).toBeChecked();
  // A start past the sheet's 30 labels is said plainly and cannot be sent.
  const start = dialog.getByRole("spinbutton", { name: "Start at label" });
  await start.fill("31");
  await expect(dialog.getByText("Start must be a position from 1 to 30 on this sheet")).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Make PDF" })).toBeDisabled();
  await start.fill("2");
  // Select mode and the dialog are usable with assistive technology (labels, names, contrast).
  // Scanned once the dialog's fade-in has ended (half-way through, its text is half transparent).
  await dialog.evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).map((a) => a.finished)));
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(" ")).join(" | ")}`)).toEqual([]);

  // The request is held until the progress has been seen, so the check does not race the server.
  let progressSeen = false;
  await page.route("**/api/labels", async (route) => {
    await expect(dialog.getByRole("button", { name: "Making labels…" })).toBeDisabled();
    await expect(dialog.getByRole("status")).toHaveText("Making labels…");
    progressSeen = true;
    await route.continue();
  });
  const downloading = page.waitForEvent("download");
  await dialog.getByRole("button", { name: "Make PDF" }).click();
  const download = await downloading;
  expect(progressSeen).toBe(true);
  expect(download.suggestedFilename()).toMatch(/^claybook-labels-pieces-\d{4}-\d{2}-\d{2}\.pdf$/);
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  const pages = await readLabelsPdf(bytes);
  expect(pages).toHaveLength(1);
  const addresses = pages[0]!.qrs.map((q) => q.text);
  expect(addresses).toHaveLength(3);
  chosen.forEach((piece, i) => expect(addresses[i]).toMatch(new RegExp(`/c/${piece.code}$`)));
  for (const piece of chosen) expect(pages[0]!.texts).toContain(piece.code);
  expect(pages[0]!.texts).not.toContain(made[2]!.code);
  // The dialog closes and says the labels are ready.
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Labels ready", { exact: true })).toBeVisible();
});

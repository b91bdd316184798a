/**
 * Kilns and a firing's details at 390×844 (docs/decisions/0191-kiln-and-firing-screens.md): a kiln's maintenance
 * log with "firings since"; a firing created from What's waiting with its kiln and cone, as the losses report shows
 * them; a piece taken out of a loaded firing and put back with Undo; an outcome changed after unloading and undone.
 */
import type { APIRequestContext, Page } from "@playwright/test";
import { TOUR_SEEN_KEY } from "../web/features/pieces/tour-storage";
import { expect, open, test } from "./fixtures";

/** The toast region (Radix also copies the text into a live region for screen readers). */
const toast = (page: Page) => page.getByRole("region", { name: /^Notification/ });

async function start(page: Page) {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript((key) => localStorage.setItem(key, "true"), TOUR_SEEN_KEY);
}

async function post(request: APIRequestContext, path: string, data: unknown): Promise<{ id: number }> {
  const res = await request.post(path, { data });
  expect(res.status(), `${path}: ${await res.text()}`).toBe(201);
  return res.json();
}

async function piece(request: APIRequestContext, name: string) {
  return post(request, "/api/pieces", { name, type: "handbuilt", clayBody: "Stoneware", stages: [{ stage: "Formed", location: "Greenware Shelf" }] });
}

async function moveTo(request: APIRequestContext, id: number, statuses: string[]) {
  for (const status of statuses) {
    const res = await request.patch(`/api/firings/${id}`, { data: { status } });
    expect(res.status(), await res.text()).toBe(200);
  }
}

test("logging an element change on a kiln shows the firings since", async ({ page, signUp }) => {
  await start(page);
  await signUp();
  const kiln = await post(page.request, "/api/kilns", { name: "Skutt 1027" });
  const firing = await post(page.request, "/api/firings", { kind: "bisque", kilnId: kiln.id });
  await moveTo(page.request, firing.id, ["loading", "firing", "cooling", "done"]);

  await open(page, "/kilns");
  await expect(page.getByText("Skutt 1027")).toBeVisible();
  await expect(page.getByText("Electric · 1 firing · No element change logged")).toBeVisible();
  await page.getByRole("link", { name: /Skutt 1027/ }).click();
  await expect(page.getByRole("heading", { name: "Skutt 1027", level: 1 })).toBeVisible();
  const maintenance = page.getByRole("region", { name: "Maintenance" });
  await expect(maintenance.getByText("Element change: none logged")).toBeVisible();

  await maintenance.getByLabel("What was done").selectOption("element change");
  await maintenance.getByLabel("Date").fill("2026-01-05");
  await maintenance.getByLabel("Notes").fill("New elements from Skutt");
  await maintenance.getByRole("button", { name: "Log maintenance" }).click();
  // Since when, as the device writes the day (product.md#r247).
  await expect(maintenance.getByText("Element change: 1 firing since 1/5/2026")).toBeVisible();
  await expect(maintenance.getByText("New elements from Skutt")).toBeVisible();
  // The firing fired in this kiln is listed on its screen.
  await expect(page.getByRole("region", { name: "Firings in this kiln" }).getByRole("link", { name: /Bisque firing/ })).toBeVisible();

  // Removing the entry offers Undo, which brings it back.
  await maintenance.getByRole("button", { name: /Remove Element change of/ }).click();
  await expect(maintenance.getByText("Element change: none logged")).toBeVisible();
  await toast(page).getByRole("button", { name: "Undo" }).click();
  await expect(maintenance.getByText("Element change: 1 firing since 1/5/2026")).toBeVisible();
  await open(page, "/kilns");
  await expect(page.getByText("Electric · 1 firing · 1 firing since the last element change on 1/5/2026")).toBeVisible();
  await page.getByRole("link", { name: /Skutt 1027/ }).click();
  await expect(page.getByRole("heading", { name: "Skutt 1027", level: 1 })).toBeVisible();
  await expect(maintenance.getByText("New elements from Skutt")).toBeVisible();

  // Details are editable; deleting asks first.
  await page.getByLabel("Shelves").fill("4");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(toast(page).getByText("Saved", { exact: true })).toBeVisible();
  expect(((await (await page.request.get(`/api/kilns/${kiln.id}`)).json()) as { shelves: number }).shelves).toBe(4);
  await page.getByRole("button", { name: "Delete kiln" }).click();
  await page.getByRole("alertdialog", { name: "Delete Skutt 1027?" }).getByRole("button", { name: "Delete kiln" }).click();
  await expect(page).toHaveURL(/\/kilns$/);
  await expect(toast(page).getByText("Skutt 1027 deleted")).toBeVisible();
});

test("a gas kiln is not told about elements: no element line, no element change to log", async ({ page, signUp }) => {
  await start(page);
  await signUp();
  await post(page.request, "/api/kilns", { name: "Downdraft", type: "Gas" });

  await open(page, "/kilns");
  await expect(page.getByText("Gas · 0 firings", { exact: true })).toBeVisible();
  await expect(page.getByText(/element change/i)).toHaveCount(0);
  await page.getByRole("link", { name: /Downdraft/ }).click();
  const maintenance = page.getByRole("region", { name: "Maintenance" });
  await expect(maintenance.getByText("Thermocouple change: none logged")).toBeVisible();
  await expect(maintenance.getByText(/Element change/)).toHaveCount(0);
  await expect(maintenance.getByLabel("What was done").locator("option")).toHaveText(["Thermocouple change", "Relay change", "Other"]);
});

test("a firing made from What's waiting with a kiln and a cone shows them in the losses report", async ({ page, signUp }) => {
  await start(page);
  await signUp();
  await post(page.request, "/api/kilns", { name: "Old Paragon" });
  await post(page.request, "/api/kilns", { name: "Skutt 1027" });
  await piece(page.request, "Pinch pot");
  await piece(page.request, "Slab plate");

  await open(page, "/waiting");
  await page.getByRole("checkbox", { name: "Select all: Ready for bisque" }).click();
  await page.getByRole("button", { name: "New bisque firing" }).click();
  const sheet = page.getByRole("dialog", { name: "New firing" });
  await expect(sheet.getByText("2 pieces selected")).toBeVisible();
  await expect(sheet.getByLabel("Kind")).toHaveValue("bisque");
  await sheet.getByLabel("Kiln").selectOption({ label: "Skutt 1027" });
  await sheet.getByLabel("Target cone").selectOption("Cone 04");
  await sheet.getByLabel("Planned date").fill("2026-12-02");
  await sheet.getByRole("button", { name: "Create firing" }).click();
  await expect(page).toHaveURL(/\/firings\/\d+$/);
  await expect(page.getByText(/Skutt 1027 · Cone 04/)).toBeVisible();

  for (const step of ["Move to loading", "Move to firing", "Move to cooling"]) {
    await page.getByRole("button", { name: step }).click();
    await expect(page.getByRole("button", { name: step })).toHaveCount(0);
  }
  await page.getByRole("button", { name: "Unload: record what came out" }).click();
  const dialog = page.getByRole("dialog", { name: "What came out?" });
  await dialog.getByLabel("What happened to Slab plate").selectOption("cracked");
  await dialog.getByRole("button", { name: "Save and finish" }).click();
  await expect(dialog).toHaveCount(0);

  await open(page, "/firings/losses");
  await expect(page.getByText("2 fired · 1 survived · 1 lost")).toBeVisible();
  await expect(page.getByRole("region", { name: "By kiln" }).getByText("Skutt 1027")).toBeVisible();
  await expect(page.getByRole("region", { name: "By cone" }).getByText("Cone 04")).toBeVisible();

  // The next new firing offers the kiln used last.
  await open(page, "/firings");
  await page.getByRole("button", { name: "New firing" }).click();
  await expect(page.getByRole("dialog", { name: "New firing" }).getByLabel("Kiln")).toHaveValue(/\d+/);
  await expect(page.getByRole("dialog", { name: "New firing" }).getByLabel("Kiln").locator("option:checked")).toHaveText("Skutt 1027");
});

test("a piece is taken out of a loaded firing, and Undo puts it back", async ({ page, signUp }) => {
  await start(page);
  await signUp();
  const a = await piece(page.request, "Pinch pot");
  const b = await piece(page.request, "Slab plate");
  const firing = await post(page.request, "/api/firings", { kind: "bisque", pieceIds: [a.id, b.id] });
  await moveTo(page.request, firing.id, ["loading"]);

  await open(page, `/firings/${firing.id}`);
  await expect(page.getByRole("heading", { name: "Pieces in this firing (2)" })).toBeVisible();
  await page.getByRole("button", { name: "Take Slab plate out" }).click();
  await expect(page.getByRole("heading", { name: "Pieces in this firing (1)" })).toBeVisible();
  await expect(toast(page).getByText("Slab plate taken out")).toBeVisible();
  await toast(page).getByRole("button", { name: "Undo" }).click();
  await expect(page.getByRole("heading", { name: "Pieces in this firing (2)" })).toBeVisible();
  await expect(page.getByRole("link", { name: /Slab plate/ })).toBeVisible();

  await page.getByRole("button", { name: "Take Slab plate out" }).click();
  await expect(page.getByRole("heading", { name: "Pieces in this firing (1)" })).toBeVisible();
  const stored = (await (await page.request.get(`/api/firings/${firing.id}`)).json()) as { pieces: { name: string }[] };
  expect(stored.pieces.map((p) => p.name)).toEqual(["Pinch pot"]);
});

test("an outcome is changed after unloading, and Undo changes it back", async ({ page, signUp }) => {
  await start(page);
  await signUp();
  const a = await piece(page.request, "Pinch pot");
  const firing = await post(page.request, "/api/firings", { kind: "bisque", pieceIds: [a.id] });
  await moveTo(page.request, firing.id, ["loading", "firing", "cooling", "done"]);

  await open(page, `/firings/${firing.id}`);
  const outcome = page.getByRole("combobox", { name: "Outcome of Pinch pot" });
  await expect(outcome).toHaveValue("survived");
  await outcome.selectOption("cracked");
  await expect(toast(page).getByText("Pinch pot: Cracked")).toBeVisible();
  await expect.poll(async () => ((await (await page.request.get(`/api/firings/${firing.id}`)).json()) as { pieces: { outcome: string }[] }).pieces[0]!.outcome).toBe("cracked");
  await toast(page).getByRole("button", { name: "Undo" }).click();
  await expect(outcome).toHaveValue("survived");
  await expect.poll(async () => ((await (await page.request.get(`/api/firings/${firing.id}`)).json()) as { pieces: { outcome: string }[] }).pieces[0]!.outcome).toBe("survived");
});

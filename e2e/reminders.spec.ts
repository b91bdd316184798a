/**
 * Today (product.md#r170): a potter with three stale pieces sees them in Today with the count on the bottom bar, records
 * 'Trimmed' on one with one tap, snoozes another, and the count drops.
 */
import type { Page } from "@playwright/test";
import { expect, open, test } from "./fixtures";

const DAY = 24 * 60 * 60 * 1000;

/** Three pieces formed five days ago, so each is due for trimming; answers their ids by name. */
async function threeStalePieces(page: Page): Promise<Record<string, number>> {
  const formed = new Date(Date.now() - 5 * DAY).toISOString();
  const ids: Record<string, number> = {};
  for (const name of ["Tea bowl", "Yunomi", "Pitcher"]) {
    const res = await page.request.post("/api/pieces", {
      data: { name, type: "wheel", clayBody: "Stoneware", stages: [{ stage: "Formed", date: formed, location: "Damp cupboard" }] },
    });
    expect(res.status(), await res.text()).toBe(201);
    ids[name] = (await res.json()).id;
  }
  return ids;
}

test("Today lists stale pieces with the count on the bottom bar; one tap records Trimmed, a snooze hides another", async ({ page, signUp }) => {
  await signUp();
  const ids = await threeStalePieces(page);

  await open(page, "/pieces");
  const nav = page.getByRole("navigation", { name: "Main" });
  // Today has its own item in the bar, with the number due (product.md#r248).
  await expect(nav.getByRole("link", { name: "Today, 3 due" })).toBeVisible();
  await expect(nav.getByTestId("due-count")).toHaveText("3");
  await page.getByRole("link", { name: /3 pieces need you today/ }).click();

  await expect(page).toHaveURL(/\/today$/);
  await expect(page.getByRole("heading", { name: "Today", level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "To trim (3)" })).toBeVisible();
  for (const name of ["Tea bowl", "Yunomi", "Pitcher"]) await expect(page.getByRole("link", { name })).toBeVisible();
  await expect(page.getByText("Formed for 5 days")).toHaveCount(3);
  await expect(page.getByText("Damp cupboard")).toHaveCount(3);

  // One tap: Trimmed today, at the piece's location.
  await page.getByRole("button", { name: "Mark Trimmed: Tea bowl" }).click();
  await expect(page.getByText("Tea bowl marked Trimmed", { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Tea bowl" })).toHaveCount(0);
  await expect(nav.getByTestId("due-count")).toHaveText("2");

  await page.getByRole("button", { name: "Snooze: Yunomi" }).click();
  await page.getByRole("menuitem", { name: "Snooze 3 days" }).click();
  await expect(page.getByText("Snoozed for 3 days", { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Yunomi" })).toHaveCount(0);
  await expect(nav.getByRole("link", { name: "Today, 1 due" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "To trim (1)" })).toBeVisible();

  // What was stored: the Trimmed entry at the piece's location, and the snooze.
  const history = await (await page.request.get(`/api/pieces/${ids["Tea bowl"]}/stage-history`)).json();
  expect(history.data.map((e: { stage: string; location: string }) => [e.stage, e.location])).toContainEqual(["Trimmed", "Damp cupboard"]);
  const due = await (await page.request.get("/api/reminders")).json();
  expect(due.data.map((r: { pieceId: number }) => r.pieceId)).toEqual([ids["Pitcher"]]);

  // The snoozed piece can be seen again under "Snoozed (1)", and Unsnooze brings it back (product.md#r248).
  await page.getByRole("button", { name: "Snoozed (1)" }).click();
  const snoozed = page.getByRole("region", { name: "Snoozed (1)" });
  await expect(snoozed.getByRole("link", { name: "Yunomi" })).toBeVisible();
  await expect(snoozed.getByText("Formed for 5 days")).toBeVisible();
  await snoozed.getByRole("button", { name: "Unsnooze: Yunomi" }).click();
  await expect(page.getByText("Yunomi is back on Today", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "To trim (2)" })).toBeVisible();
  await expect(page.getByRole("button", { name: /^Snoozed/ })).toHaveCount(0);
  await expect(nav.getByRole("link", { name: "Today, 2 due" })).toBeVisible();
  expect(((await (await page.request.get("/api/reminders/snoozed")).json()) as { data: unknown[] }).data).toEqual([]);

  // After a reload, the count is still the server's.
  await open(page, "/pieces");
  await expect(nav.getByTestId("due-count")).toHaveText("2");
});

test("Today lists a firing planned for today, and its button opens the firing", async ({ page, signUp }) => {
  await signUp();
  const today = new Date().toISOString().slice(0, 10);
  const res = await page.request.post("/api/firings", { data: { kind: "bisque", plannedDate: today } });
  expect(res.status(), await res.text()).toBe(201);
  const id = (await res.json()).id as number;

  await open(page, "/today");
  await expect(page.getByRole("heading", { name: "Firings today (1)" })).toBeVisible();
  await expect(page.getByText("Planned for today", { exact: true })).toBeVisible();
  await page.getByRole("link", { name: "Open firing: Bisque firing" }).click();
  await expect(page).toHaveURL(new RegExp(`/firings/${id}$`));
  await expect(page.getByRole("heading", { name: "Bisque firing", level: 1 })).toBeVisible();
});

test.describe("the time zone picker", () => {
  test.use({ timezoneId: "Europe/Berlin" });

  test("searches the zones with the device's first, saves the one picked, and shows only saved zones", async ({ page, signUp }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signUp();
    await page.addInitScript(() => localStorage.setItem("claybook-tour-seen", "true"));
    await open(page, "/settings");
    await page.getByRole("button", { name: /Reminders/ }).click();
    const shown = page.getByRole("status", { name: "Time zone" });
    // Never saved: the device's zone, not the server's UTC default (product.md#r235), and saved so.
    await expect(shown).toHaveText("Europe/Berlin");
    await expect.poll(async () => ((await (await page.request.get("/api/reminder-settings")).json()) as { timeZone: string }).timeZone).toBe("Europe/Berlin");

    await page.getByRole("button", { name: "Change time zone" }).click();
    const list = page.getByRole("list", { name: "Search time zones" });
    // The device's zone comes first.
    await expect(list.getByRole("button").first()).toHaveText("Europe/Berlin (this device)");
    await page.getByRole("searchbox", { name: "Search time zones" }).fill("new york");
    await expect(list.getByRole("button")).toHaveText(["America/New_York"]);
    await list.getByRole("button", { name: "America/New_York" }).click();
    await expect(shown).toHaveText("America/New_York");
    await expect.poll(async () => ((await (await page.request.get("/api/reminder-settings")).json()) as { timeZone: string }).timeZone).toBe("America/New_York");

    // A name that is no zone finds nothing, and nothing changes.
    await page.getByRole("button", { name: "Change time zone" }).click();
    await page.getByRole("searchbox", { name: "Search time zones" }).fill("Narnia");
    await expect(page.getByText("No time zone matches. Try a city in the same zone.")).toBeVisible();
    await expect(shown).toHaveText("America/New_York");
    await page.getByRole("searchbox", { name: "Search time zones" }).fill("berlin");
    await list.getByRole("button", { name: "Europe/Berlin (this device)" }).click();
    await expect(shown).toHaveText("Europe/Berlin");
  });
});

test("Today's Mark, Snooze and Not a concern each offer Undo, and a firing that moves a piece on updates the count", async ({ page, signUp }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUp();
  const ids = await threeStalePieces(page);
  const toast = page.getByRole("region", { name: /^Notification/ });
  const nav = page.getByRole("navigation", { name: "Main" });
  await open(page, "/today");
  await expect(page.getByRole("heading", { name: "To trim (3)" })).toBeVisible();
  // Every control on Today is a 44 px target.
  const small = await page
    .getByRole("main")
    .locator("a, button")
    .evaluateAll((els) => els.filter((e) => e.getBoundingClientRect().height < 44).map((e) => e.outerHTML.slice(0, 80)));
  expect(small).toEqual([]);

  await page.getByRole("button", { name: "Mark Trimmed: Tea bowl" }).click();
  await expect(page.getByRole("heading", { name: "To trim (2)" })).toBeVisible();
  await toast.getByRole("button", { name: "Undo" }).click();
  await expect(page.getByRole("heading", { name: "To trim (3)" })).toBeVisible();
  await expect.poll(async () => ((await (await page.request.get(`/api/pieces/${ids["Tea bowl"]}/stage-history`)).json()) as { data: { stage: string }[] }).data.map((e) => e.stage)).toEqual(["Formed"]);

  await page.getByRole("button", { name: "Not a concern: Yunomi" }).click();
  await expect(page.getByRole("link", { name: "Yunomi" })).toHaveCount(0);
  await toast.getByRole("button", { name: "Undo" }).click();
  await expect(page.getByRole("link", { name: "Yunomi" })).toBeVisible();

  await page.getByRole("button", { name: "Snooze: Pitcher" }).click();
  await page.getByRole("menuitem", { name: "Snooze 3 days" }).click();
  await expect(page.getByRole("link", { name: "Pitcher" })).toHaveCount(0);
  await toast.getByRole("button", { name: "Undo" }).click();
  await expect(page.getByRole("link", { name: "Pitcher" })).toBeVisible();
  await expect(nav.getByTestId("due-count")).toHaveText("3");

  // A bisque firing finished on its screen moves the tea bowl on: the bottom bar's count follows without a reload.
  const firing = await page.request.post("/api/firings", { data: { kind: "bisque", pieceIds: [ids["Tea bowl"]] } });
  expect(firing.status()).toBe(201);
  await nav.getByRole("link", { name: /My Pieces/ }).click();
  await page.getByRole("navigation", { name: "My Pieces view" }).getByRole("link", { name: "Firings" }).click();
  await page.getByRole("link", { name: /Bisque firing/ }).click();
  for (const step of ["Move to loading", "Move to firing", "Move to cooling"]) {
    await page.getByRole("button", { name: step }).click();
    await expect(page.getByRole("button", { name: step })).toHaveCount(0);
  }
  await page.getByRole("button", { name: "Unload: record what came out" }).click();
  await page.getByRole("dialog", { name: "What came out?" }).getByRole("button", { name: "Save and finish" }).click();
  await expect(nav.getByTestId("due-count")).toHaveText("2");
});

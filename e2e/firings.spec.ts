/**
 * Kilns and firings (product.md#r122) at 390×844: from What's waiting, load twelve pieces into a new bisque firing in
 * two taps, take it to done with one casualty, and see eleven pieces under Bisqued on My Pieces, the casualty's outcome
 * on its details and in the losses report.
 */
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { QUEUE_SHOWN_PER_LOCATION } from "../contract/firings/rules";
import { TOUR_SEEN_KEY } from "../web/features/pieces/tour-storage";
import { expect, open, test } from "./fixtures";

async function skipTour(page: Page) {
  await page.addInitScript((key) => localStorage.setItem(key, "true"), TOUR_SEEN_KEY);
}

test("twelve pieces go from What's waiting into a bisque firing; eleven come out Bisqued, one cracked", async ({ page, signUp }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signUp();
  await skipTour(page);
  const ids: number[] = [];
  for (let i = 1; i <= 12; i++) {
    const res = await page.request.post("/api/pieces", {
      data: { name: `Tumbler ${i}`, type: "handbuilt", clayBody: "Stoneware", stages: [{ stage: "Formed", location: "Greenware Shelf" }] },
    });
    expect(res.status(), await res.text()).toBe(201);
    ids.push((await res.json()).id);
  }

  await open(page, "/pieces");
  await page.getByRole("navigation", { name: "My Pieces view" }).getByRole("link", { name: "Waiting" }).click();
  await expect(page.getByRole("heading", { name: "Ready for bisque (12)" })).toBeVisible();
  // Waiting is part of My Pieces: the bottom bar keeps My Pieces marked.
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "My Pieces", exact: true })).toHaveAttribute("aria-current", "page");
  await expect(page.getByText("Greenware Shelf")).toBeVisible();
  // Tap 1: the whole group. Tap 2: a new bisque firing with them.
  await page.getByRole("checkbox", { name: "Select all: Ready for bisque" }).click();
  await expect(page.getByText("12 pieces selected")).toBeVisible();
  await page.getByRole("button", { name: "New bisque firing" }).click();
  await page.getByRole("dialog", { name: "New firing" }).getByRole("button", { name: "Create firing" }).click();
  await expect(page).toHaveURL(/\/firings\/\d+$/);
  await expect(page.getByRole("heading", { name: "Pieces in this firing (12)" })).toBeVisible();

  for (const step of ["Move to loading", "Move to firing", "Move to cooling"]) {
    await page.getByRole("button", { name: step }).click();
    await expect(page.getByRole("button", { name: step })).toHaveCount(0);
  }
  await page.getByRole("button", { name: "Unload: record what came out" }).click();
  const dialog = page.getByRole("dialog", { name: "What came out?" });
  await dialog.getByLabel("Unload to (location)").fill("Glaze Shelf");
  await dialog.getByRole("combobox", { name: "What happened to Tumbler 7" }).selectOption("cracked");
  await dialog.getByRole("button", { name: "Save and finish" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText("Done", { exact: true })).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Outcome of Tumbler 7" })).toHaveValue("cracked");

  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "My Pieces", exact: true }).click();
  const bisqued = page.getByRole("region", { name: "Bisqued", exact: true });
  await expect(bisqued.getByLabel("11 pieces")).toBeVisible();
  await expect(bisqued.getByText("Glaze Shelf").first()).toBeVisible();
  // The cracked one is lost (product.md#r180): out of My Pieces, kept under Lost & reclaimed at the stage it went in with.
  await expect(page.getByRole("region", { name: "Formed", exact: true })).toHaveCount(0);
  await page.getByRole("link", { name: "Lost & reclaimed" }).click();
  await expect(page.getByRole("link", { name: /Tumbler 7/ })).toContainText(/Lost · Cracked · .* · at Formed/);

  await open(page, `/pieces/${ids[6]}`);
  await expect(page.getByRole("link", { name: /Bisque ·.*Cracked/ })).toBeVisible();

  await open(page, "/firings/losses");
  await expect(page.getByText("12 fired · 11 survived · 1 lost")).toBeVisible();
  await expect(page.getByText("1 of 12 lost (8%)").first()).toBeVisible();
});

test("a controller's log imported on a firing fills peak, hold and duration and draws the curve; removing it asks first", async ({ page, signUp }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUp();
  await skipTour(page);
  const res = await page.request.post("/api/firings", { data: { kind: "bisque" } });
  expect(res.status(), await res.text()).toBe(201);
  const id = (await res.json()).id as number;

  await open(page, `/firings/${id}`);
  const log = page.getByRole("region", { name: "Temperature log" });
  await expect(log.getByText("Import your controller's log (CSV)", { exact: false })).toBeVisible();
  await log.getByLabel("Temperatures in the file").selectOption("F");
  await page.locator("#trace-file").setInputFiles("tests/fixtures/traces/kiln-controller-kilnstats.csv");
  await expect(page.getByText("Temperature log imported", { exact: true })).toBeVisible();
  await expect(log.getByText("1063 °C (1945 °F)")).toBeVisible();
  await expect(log.getByText("20 min", { exact: true })).toBeVisible();
  await expect(log.getByText("13 h 20 min")).toBeVisible();
  await expect(log.getByText("From kiln-controller-kilnstats.csv, 161 readings")).toBeVisible();
  await expect(log.getByRole("img", { name: "Temperature over the firing" }).locator("canvas")).toBeVisible();

  // Stored: a reload shows the same.
  await page.reload();
  await expect(log.getByText("13 h 20 min")).toBeVisible();

  await log.getByRole("button", { name: "Remove log" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Remove log" }).click();
  await expect(page.getByText("Temperature log removed", { exact: true })).toBeVisible();
  await expect(log.getByRole("img", { name: "Temperature over the firing" })).toHaveCount(0);
  await expect(log.getByText("1063 °C (1945 °F)")).toBeVisible();
  const stored = await (await page.request.get(`/api/firings/${id}`)).json();
  expect(stored).toMatchObject({ trace: null, durationMinutes: null, peakTemperatureC: 1063 });
});

test("a shelf with more pieces than What's waiting lists shows the longest waiting, Show all lists the rest, and Select all takes every one", async ({ page, signUp }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signUp();
  await skipTour(page);
  const total = QUEUE_SHOWN_PER_LOCATION + 3;
  for (let i = 1; i <= total; i++) {
    const res = await page.request.post("/api/pieces", {
      data: { name: `Cup ${i}`, type: "handbuilt", clayBody: "Stoneware", stages: [{ stage: "Formed", location: "Big Rack" }] },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
  await open(page, "/waiting");
  await expect(page.getByRole("heading", { name: `Ready for bisque (${total})` })).toBeVisible();
  // Made one after another: Cup 1 waits longest and is listed, the last three are past the first 50.
  await expect(page.getByText("Cup 1", { exact: true })).toBeVisible();
  await expect(page.getByText(`Cup ${total}`, { exact: true })).toHaveCount(0);
  await expect(page.getByText(`The ${QUEUE_SHOWN_PER_LOCATION} waiting longest of ${total}`)).toBeVisible();
  await page.getByRole("checkbox", { name: "Select all: Ready for bisque" }).click();
  await expect(page.getByText(`${total} pieces selected`)).toBeVisible();
  await page.getByRole("button", { name: `Show all ${total} at Big Rack` }).click();
  await expect(page.getByText(`Cup ${total}`, { exact: true })).toBeVisible();
  await expect(page.getByRole("checkbox", { name: `Cup ${total}` })).toBeChecked();
  await expect(page.getByRole("button", { name: `Show all ${total} at Big Rack` })).toHaveCount(0);
});

test("a photo of the loaded kiln added on a firing's screen is stored with the firing and shows after a reload", async ({ page, signUp }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUp();
  await skipTour(page);
  const res = await page.request.post("/api/firings", { data: { kind: "glaze" } });
  expect(res.status(), await res.text()).toBe(201);
  const id = (await res.json()).id as number;

  await open(page, `/firings/${id}`);
  const photos = page.getByRole("region", { name: "Photos" });
  await expect(photos.getByText("0 of 5 photos")).toBeVisible();
  const buffer = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#a0522d" } }).jpeg().toBuffer();
  const chooser = page.waitForEvent("filechooser");
  await photos.getByRole("button", { name: "Add photos" }).first().click();
  await (await chooser).setFiles([{ name: "loaded-kiln.jpg", mimeType: "image/jpeg", buffer }]);
  await expect(photos.getByText("1 of 5 photos")).toBeVisible();
  await expect.poll(async () => (await (await page.request.get(`/api/firings/${id}`)).json()).imageUrls.length).toBe(1);

  await page.reload();
  await expect(photos.getByText("1 of 5 photos")).toBeVisible();
  await expect.poll(() => photos.locator("img").first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
});

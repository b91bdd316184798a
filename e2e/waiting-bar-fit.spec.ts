/**
 * What's waiting's selection bar fits a 390 px phone (product.md#r122, docs/decisions/0278-long-names-shown-whole.md):
 * with a piece whose long name has no place to break selected and a planned firing offered by a long name, nothing on
 * the page, the bar included, is wider than the screen; the piece's own screen shows the whole name.
 */
import { TOUR_SEEN_KEY } from "../web/features/pieces/tour-storage";
import { expect, open, test } from "./fixtures";

test.use({ viewport: { width: 390, height: 844 } });

// A name with no place to break: it wraps anywhere rather than widening the page.
const NAME = "Tall-lidded-jar-for-the-winter-market-with-the-celadon-inside";

test("the selection bar of What's waiting fits a 390 px screen", async ({ page, signUp }) => {
  await signUp();
  await page.addInitScript((key) => localStorage.setItem(key, "true"), TOUR_SEEN_KEY);
  const kiln = (await (await page.request.post("/api/kilns", { data: { name: "The big electric kiln by the back door" } })).json()) as { id: number };
  expect((await page.request.post("/api/firings", { data: { kind: "bisque", kilnId: kiln.id, plannedDate: "2026-11-30" } })).status()).toBe(201);
  const res = await page.request.post("/api/pieces", {
    data: { name: NAME, type: "handbuilt", clayBody: "B-Mix", stages: [{ stage: "Formed", location: "Greenware Shelf" }] },
  });
  expect(res.status(), await res.text()).toBe(201);
  const pieceId = ((await res.json()) as { id: number }).id;
  await open(page, "/waiting");
  await page.getByRole("checkbox", { name: new RegExp(`^${NAME}`) }).click();
  const bar = page.getByRole("status").filter({ hasText: "1 piece selected" }).locator("..");
  await expect(page.getByRole("button", { name: /Add to Bisque · 11\/30\/2026/ })).toBeVisible();
  const overflow = await page.evaluate(() => {
    const wide = [...document.querySelectorAll<HTMLElement>("body *")]
      .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5)
      .map((el) => `${el.tagName.toLowerCase()}.${el.className.toString().slice(0, 60)} right=${Math.round(el.getBoundingClientRect().right)}`);
    return { scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth, wide: wide.slice(0, 8) };
  });
  expect(overflow.wide).toEqual([]);
  // The whole name shows, on as many lines as it needs.
  await expect(page.getByText(NAME, { exact: true })).toBeVisible();
  expect(overflow.scrollWidth).toBeLessThanOrEqual(390);
  const box = await bar.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);

  // The piece's own screen shows the whole name too, on as many lines as it takes (docs/decisions/0278-long-names-shown-whole.md).
  await open(page, `/pieces/${pieceId}`);
  const name = page.getByLabel("Name", { exact: true });
  await expect(name).toHaveValue(NAME);
  expect(await name.evaluate((el) => el.scrollWidth <= el.clientWidth && el.scrollHeight <= el.clientHeight + 1)).toBe(true);
});

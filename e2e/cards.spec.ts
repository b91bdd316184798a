/** Phone cards show two lines of name: 'Stoneware Mug #1' and '#2', which differ only at the end, can be told apart. */
import type { Locator } from "@playwright/test";
import { expect, open, test } from "./fixtures";

/** Whether the element shows all of its text: nothing cut at the side or the bottom. */
const showsAll = (el: Locator) =>
  el.evaluate((node) => node.scrollWidth <= node.clientWidth + 1 && node.scrollHeight <= node.clientHeight + 1);

test("piece cards at 390 px show the whole of a two-line name", async ({ page, signUp }) => {
  await signUp();
  await page.addInitScript(() => localStorage.setItem("claybook-tour-seen", "true"));
  await page.setViewportSize({ width: 390, height: 844 });
  for (const n of [1, 2]) {
    const res = await page.request.post("/api/pieces", { data: { name: `Stoneware Mug with Handle #${n}`, type: "wheel", clayBody: "Stoneware" } });
    expect(res.status()).toBe(201);
  }
  await open(page, "/pieces");
  for (const n of [1, 2]) {
    const name = page.getByRole("heading", { name: `Stoneware Mug with Handle #${n}`, level: 3 });
    await expect(name).toBeVisible();
    expect(await showsAll(name)).toBe(true);
    const lines = await name.evaluate((h) => Math.round(h.getBoundingClientRect().height / parseFloat(getComputedStyle(h).lineHeight)));
    expect(lines).toBe(2);
  }
});

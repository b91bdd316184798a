/**
 * A change shows on the screen that asked for it even when that screen's list was still loading on a slow connection
 * (docs/decisions/0338-refresh-after-a-first-load.md): Settings ▸ Studio's list is read by the server before the
 * potter's new studio exists and reaches the phone only after it was created; the list then asks again.
 */
import { TOUR_SEEN_KEY } from "../web/features/pieces/tour-storage";
import { expect, open, test } from "./fixtures";

test("a studio created while the studio list is still on its way shows in the list, once", async ({ page, signUp }) => {
  await signUp();
  await page.addInitScript((key) => localStorage.setItem(key, "true"), TOUR_SEEN_KEY);
  let releaseList: () => void = () => undefined;
  const listHeld = new Promise<void>((resolve) => (releaseList = resolve));
  let creating = false;
  await page.route(/\/api\/studios$/, async (route) => {
    if (route.request().method() === "POST") creating = true;
    if (route.request().method() !== "GET" || creating) return route.fallback();
    // A list asked for before the studio is created is read by the server now, and delivered late, as on a slow
    // connection.
    const response = await route.fetch();
    await listHeld;
    await route.fulfill({ response });
  });

  await open(page, "/settings");
  await page.getByRole("button", { name: "Studio", exact: true }).click();
  await page.getByLabel("Studio name").fill("Kiln Shed");
  const created = page.waitForResponse((res) => res.request().method() === "POST" && /\/api\/studios$/.test(res.url()));
  await page.getByRole("button", { name: "Create a studio" }).click();
  expect((await created).status()).toBe(201);
  releaseList();

  await expect(page.getByRole("article", { name: "Kiln Shed" })).toBeVisible();
  await expect(page.getByText("You are not in a studio yet.")).toHaveCount(0);
  const mine = (await (await page.request.get("/api/studios")).json()) as { data: { name: string }[] };
  expect(mine.data.map((s) => s.name)).toEqual(["Kiln Shed"]);
});

/**
 * Offline, what the potter types the moment a piece opens stays (docs/decisions/0116-outbox.md). With the server out
 * of reach while the browser still reports a connection, the screen shows the device's copy and its refetch then
 * fails: the piece's editor stays on screen with what was typed, instead of giving way to "Piece Not Found".
 */
import { expect, open, test } from "./fixtures";
import { serviceWorkerInCharge } from "./support/service-worker";
import { localCopyHolds } from "./support/local-copy";

test.use({ serviceWorkers: "allow" });

test("server out of reach: a name typed as soon as a reloaded piece shows is kept, kept on the device and sent later", async ({ page, context, signUp, allowOfflineNoise }) => {
  // With the server out of reach each API call fails: that is the condition under test, not a fault.
  allowOfflineNoise();
  await signUp();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript(() => localStorage.setItem("claybook-tour-seen", "true"));
  const res = await page.request.post("/api/pieces", { data: { name: "Tea Bowl", type: "wheel", clayBody: "Stoneware" } });
  expect(res.status(), await res.text()).toBe(201);
  const id = ((await res.json()) as { id: number }).id;

  const warmedUp = Promise.all([
    page.waitForResponse((r) => r.url().includes("/api/stage-history?") && r.ok()),
    page.waitForResponse((r) => r.url().endsWith("/api/decoration-layers") && r.ok()),
  ]);
  await open(page, `/pieces/${id}`);
  await serviceWorkerInCharge(page);
  await warmedUp;
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue("Tea Bowl");
  await localCopyHolds(page, ['"name":"Tea Bowl"']);

  // The server cannot be reached; the browser still says it is online (a Wi-Fi with no way out).
  await context.route("**/api/**", (route) => route.abort("internetdisconnected"));
  await page.reload();
  const name = page.getByLabel("Name", { exact: true });
  // The potter taps the field as soon as it shows (a click waits for the app-start loader to go) and types.
  await name.click({ timeout: 15_000 });
  await name.press("End");
  await name.pressSequentially(" glazed", { delay: 20 });
  await expect(name).toHaveValue("Tea Bowl glazed");
  // The auto-save keeps it on the device: by then the piece's failed refetch has come and gone.
  await expect(page.getByText("Saved on this device")).toBeVisible({ timeout: 8_000 });
  await expect(page.getByText("Not synced yet")).toBeVisible();
  await expect(name).toHaveValue("Tea Bowl glazed");
  await expect(page.getByRole("heading", { name: "Piece Not Found" })).toHaveCount(0);

  // The server is back: the kept change reaches it.
  await context.unroute("**/api/**");
  await context.setOffline(true);
  await context.setOffline(false);
  await expect(page.getByText("All changes saved")).toBeVisible({ timeout: 20_000 });
  await expect(name).toHaveValue("Tea Bowl glazed");
  const stored = (await (await page.request.get(`/api/pieces/${id}`)).json()) as { name: string };
  expect(stored.name).toBe("Tea Bowl glazed");
});

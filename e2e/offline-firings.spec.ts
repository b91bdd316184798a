/**
 * Firings work in the kiln room with no connection (docs/decisions/0116-outbox.md): from What's waiting, three pieces
 * go into a new bisque firing, which is moved along and finished with one casualty, all offline; a reload keeps it;
 * when the connection returns the server holds the firing done with its outcomes, once, and the survivors Bisqued.
 */
import { expect, open, test } from "./fixtures";
import { serviceWorkerInCharge } from "./support/service-worker";
import { localCopyHolds } from "./support/local-copy";

test.use({ serviceWorkers: "allow", viewport: { width: 390, height: 844 } });

test("a firing loaded, moved along and finished offline reaches the server once, with its outcomes and Bisqued pieces", async ({
  page,
  context,
  signUp,
  allowOfflineNoise,
}) => {
  allowOfflineNoise();
  await signUp();
  await page.addInitScript(() => localStorage.setItem("claybook-tour-seen", "true"));
  for (const name of ["Pinch pot", "Slab plate", "Coil jar"]) {
    const res = await page.request.post("/api/pieces", {
      data: { name, type: "handbuilt", clayBody: "Stoneware", stages: [{ stage: "Formed", location: "Greenware shelf" }] },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
  await open(page, "/waiting");
  await serviceWorkerInCharge(page);
  await expect(page.getByRole("heading", { name: "Ready for bisque (3)" })).toBeVisible();
  await localCopyHolds(page, ["Pinch pot", "Slab plate", "Coil jar"]); // saved a moment after the screen fills

  await context.setOffline(true);
  await page.getByRole("checkbox", { name: "Select all: Ready for bisque" }).click();
  await page.getByRole("button", { name: "New bisque firing" }).click();
  await page.getByRole("dialog", { name: "New firing" }).getByRole("button", { name: "Create firing" }).click();
  await expect(page).toHaveURL(/\/firings\/-\d+$/);
  await expect(page.getByRole("heading", { name: "Bisque firing", level: 1 })).toBeVisible();
  for (const name of ["Pinch pot", "Slab plate", "Coil jar"]) await expect(page.getByRole("link", { name: new RegExp(name) })).toBeVisible();
  for (const step of ["Move to loading", "Move to firing", "Move to cooling"]) {
    await page.getByRole("button", { name: step }).click();
  }
  await expect(page.getByText("Cooling", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Unload: record what came out" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Unload to (location)").fill("Bisque shelf");
  await dialog.getByLabel("What happened to Coil jar").selectOption("cracked");
  await dialog.getByRole("button", { name: "Save and finish" }).click();
  await expect(page.getByText("Done", { exact: true })).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Outcome of Coil jar" })).toHaveValue("cracked");
  await expect(page.getByText("5 changes waiting")).toBeVisible();

  // A reload with no connection: still there, still waiting. (The device's copy of the screens is saved a moment
  // after they change; the outbox itself is written before the screen changes.)
  await localCopyHolds(page, ["Bisque shelf", '"cracked"']);
  await page.reload();
  await expect(page.getByText("Done", { exact: true })).toBeVisible();
  await expect(page.getByText("5 changes waiting")).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByText("All changes saved")).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/firings\/[1-9]\d*$/);

  const firings = (await (await page.request.get("/api/firings")).json()) as { data: { id: number; status: string; pieceCount: number; lossCount: number }[] };
  expect(firings.data).toHaveLength(1);
  expect(firings.data[0]).toMatchObject({ status: "done", pieceCount: 3, lossCount: 1 });
  const firing = (await (await page.request.get(`/api/firings/${firings.data[0]!.id}`)).json()) as { unloadLocation: string; pieces: { name: string; outcome: string }[] };
  expect(firing.unloadLocation).toBe("Bisque shelf");
  expect(Object.fromEntries(firing.pieces.map((p) => [p.name, p.outcome]))).toEqual({ "Pinch pot": "survived", "Slab plate": "survived", "Coil jar": "cracked" });
  const list = (await (await page.request.get("/api/pieces?limit=10")).json()) as { stageCounts: Record<string, number> };
  // The cracked jar is lost (product.md#r180): in no stage total, listed with the ended pieces.
  expect(list.stageCounts).toMatchObject({ Bisqued: 2, Formed: 0 });
  const ended = (await (await page.request.get("/api/pieces?fate=ended")).json()) as { data: { name: string; fate: { cause: string } }[] };
  expect(ended.data.map((p) => [p.name, p.fate.cause])).toEqual([["Coil jar", "cracked"]]);
});

test("a large firing made offline, whose gzipped answer is lost, is sent again with the browser's headers and stored once", async ({
  page,
  context,
  signUp,
  allowOfflineNoise,
}) => {
  allowOfflineNoise();
  await signUp();
  await page.addInitScript(() => localStorage.setItem("claybook-tour-seen", "true"));
  // Long names, so the firing's answer (each piece with its name) is far past the size that is gzipped.
  const names = Array.from(
    { length: 30 },
    (_, i) => `Lidded jar ${String(i + 1).padStart(2, "0")} with carved fluting and a celadon liner, thrown in March and trimmed in April, for the spring show`,
  );
  for (const name of names) {
    const res = await page.request.post("/api/pieces", {
      data: { name, type: "handbuilt", clayBody: "Stoneware", stages: [{ stage: "Formed", location: "Greenware shelf" }] },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
  await open(page, "/waiting");
  await serviceWorkerInCharge(page);
  await expect(page.getByRole("heading", { name: "Ready for bisque (30)" })).toBeVisible();

  await context.setOffline(true);
  await page.getByRole("checkbox", { name: "Select all: Ready for bisque" }).click();
  await page.getByRole("button", { name: "New bisque firing" }).click();
  await page.getByRole("dialog", { name: "New firing" }).getByRole("button", { name: "Create firing" }).click();
  await expect(page).toHaveURL(/\/firings\/-\d+$/);
  const offlineAddress = new URL(page.url()).pathname;
  await expect(page.getByText("1 change waiting")).toBeVisible();

  // Back online, the first answer is lost on its way back after the server stored the firing.
  const answers: { status: number; encoding: string | undefined; replayed: boolean; bytes: number }[] = [];
  let lost = 0;
  await page.route("**/api/firings", async (route) => {
    if (route.request().method() !== "POST") return route.continue();
    // What the browser really sent goes to the server, Accept-Encoding included.
    const res = await route.fetch();
    const headers = res.headers();
    answers.push({ status: res.status(), encoding: headers["content-encoding"], replayed: headers["idempotent-replayed"] === "true", bytes: (await res.body()).length });
    if (lost === 0) {
      lost += 1;
      await route.abort("connectionreset");
      return;
    }
    await route.fulfill({ response: res });
  });
  await context.setOffline(false);
  await expect(page.getByText("All changes saved")).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/firings\/[1-9]\d*$/);

  expect(lost).toBe(1);
  // The first call made it; the retry got that answer back, replayed, and compressed like the first.
  expect(answers[0]!.encoding, "the first answer went out gzipped, as to any browser").toBe("gzip");
  expect(answers.map((a) => [a.status, a.replayed])).toEqual([
    [201, false],
    [201, true],
  ]);
  const firings = (await (await page.request.get("/api/firings")).json()) as { data: { id: number; pieceCount: number }[] };
  expect(firings.data).toHaveLength(1);
  expect(firings.data[0]!.pieceCount).toBe(30);
  const firing = await page.request.get(`/api/firings/${firings.data[0]!.id}`);
  const detail = (await firing.json()) as { pieces: { name: string }[] };
  expect(detail.pieces.map((p) => p.name).sort()).toEqual([...names].sort());
  expect((await firing.body()).length).toBeGreaterThan(5_000);
  await expect(page.getByRole("heading", { name: "Bisque firing", level: 1 })).toBeVisible();

  // The address from before the firing had its server id (the browser's history, a bookmark) still opens it.
  await open(page, offlineAddress);
  await expect(page).toHaveURL(new RegExp(`/firings/${firings.data[0]!.id}$`));
  await expect(page.getByRole("heading", { name: "Bisque firing", level: 1 })).toBeVisible();
});

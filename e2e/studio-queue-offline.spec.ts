/**
 * The staff's queue in a kiln room with no connection (docs/decisions/0231-firing-queue.md, the outbox of decision
 * 0116), at 390×844 with a real service worker: the queue reopens offline from the device's copy; one piece is loaded
 * by typing its ticket's code and one by selecting it, both shown as waiting to send; back online they reach the server
 * once and the member sees them 'In the kiln'. Then, on the firing's screen, offline again, a ticket's code picks the
 * piece whose outcome is recorded, sent when the connection returns.
 */
import { expect, open, registerPotter, test } from "./fixtures";
import { localCopyHolds } from "./support/local-copy";
import { serviceWorkerInCharge } from "./support/service-worker";

test.use({ serviceWorkers: "allow", viewport: { width: 390, height: 844 } });

test("staff load pieces offline by ticket code and by selection, then record an outcome by ticket code; all reach the server once", async ({
  page,
  context,
  browser,
  signUp,
  allowOfflineNoise,
}) => {
  allowOfflineNoise();
  // Sam runs the studio on this page; Ana is a member, in her own browser (her part is made through the API).
  await signUp({ firstName: "Sam" });
  await page.addInitScript(() => localStorage.setItem("claybook-tour-seen", "true"));
  const studio = (await (await page.request.post("/api/studios", { data: { name: "Clay Commons", feeRules: { glaze: { perPiece: 2 } } } })).json()) as { id: number };
  const invite = (await (await page.request.post(`/api/studios/${studio.id}/invites`, { data: {} })).json()) as { token: string };
  const member = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: "block" });
  await registerPotter(member.request, { firstName: "Ana" });
  expect((await member.request.post(`/api/studio-invites/${invite.token}/accept`)).status()).toBe(200);
  const kiln = (await (await page.request.post("/api/kilns", { data: { name: "Big Skutt", studioId: studio.id } })).json()) as { id: number };
  const firingRes = await page.request.post("/api/firings", { data: { kind: "glaze", studioId: studio.id, kilnId: kiln.id, targetCone: "Cone 6" } });
  expect(firingRes.status(), await firingRes.text()).toBe(201);
  const firing = (await firingRes.json()) as { id: number };
  const codes: Record<string, string> = {};
  const pieceIds: number[] = [];
  for (const name of ["Tall mug", "Tiny cup"]) {
    const made = (await (await member.request.post("/api/pieces", { data: { name, type: "wheel", clayBody: "B-Mix" } })).json()) as { id: number; code: string };
    codes[name] = made.code;
    pieceIds.push(made.id);
  }
  const sent = await member.request.post(`/api/studios/${studio.id}/firing-requests`, {
    data: { pieceIds, kind: "glaze", targetCone: "Cone 6", layersConfirmed: true },
  });
  expect(sent.status(), await sent.text()).toBe(201);

  await open(page, `/studios/${studio.id}/queue`);
  await serviceWorkerInCharge(page);
  await expect(page.getByRole("heading", { name: "Glaze · Cone 6 (2)" })).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Load into" })).toContainText("Big Skutt");
  await localCopyHolds(page, ["Tall mug", "Tiny cup", "Big Skutt"]);

  // No connection: the queue reopens from the device's copy.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole("heading", { name: "Glaze · Cone 6 (2)" })).toBeVisible();
  await page.getByLabel("Ticket code").fill(codes["Tall mug"]!.replace("-", ""));
  await page.getByRole("button", { name: "Load by code" }).click();
  await expect(page.getByText("Saved on this device: it is sent when the connection is back").first()).toBeVisible();
  const waiting = page.getByRole("region", { name: "Waiting to send" });
  await expect(waiting).toContainText(`Loading Tall mug (${codes["Tall mug"]})`);
  await expect(page.getByRole("heading", { name: "Glaze · Cone 6 (1)" })).toBeVisible();
  await page.getByRole("checkbox", { name: "Select Tiny cup (Ana M., " }).click();
  await page.getByRole("button", { name: "Load 1 piece" }).click();
  await expect(waiting).toContainText(`Loading Tiny cup (${codes["Tiny cup"]})`);
  await expect(page.getByText("2 changes waiting")).toBeVisible();
  await expect(page.getByText("No pieces waiting.")).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByText("All changes saved")).toBeVisible({ timeout: 30_000 });
  await expect(waiting).toHaveCount(0);
  await expect(page.getByText("No pieces waiting.")).toBeVisible();
  const detail = (await (await page.request.get(`/api/firings/${firing.id}`)).json()) as { pieceCount: number; pieces: { name: string; pieceCode: string }[] };
  expect(detail.pieces.map((p) => [p.name, p.pieceCode]).sort()).toEqual([
    ["Tall mug", codes["Tall mug"]],
    ["Tiny cup", codes["Tiny cup"]],
  ]);
  expect(detail.pieceCount).toBe(2);
  const anaPage = await member.newPage();
  await open(anaPage, `/studios/${studio.id}`);
  for (const name of ["Tall mug", "Tiny cup"]) {
    await expect(anaPage.getByRole("listitem").filter({ hasText: `${codes[name]} ${name}` }).filter({ hasText: "Print ticket" })).toContainText("In the kiln");
  }

  // Fired and cooled; Sam records what came out on the firing's screen, offline, by the ticket's code.
  for (const status of ["loading", "firing", "cooling"]) expect((await page.request.patch(`/api/firings/${firing.id}`, { data: { status } })).status()).toBe(200);
  await open(page, `/firings/${firing.id}`);
  await expect(page.getByRole("combobox", { name: "Outcome of Tiny cup" })).toBeVisible();
  await localCopyHolds(page, ['"cooling"']);
  await context.setOffline(true);
  await page.getByLabel("Ticket code").fill("99-9999");
  await page.getByRole("button", { name: "Find piece" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "No piece with code" })).toHaveText("No piece with code 99-9999 in this firing");
  await page.getByLabel("Ticket code").fill(codes["Tiny cup"]!.replace("-", ""));
  await page.getByRole("button", { name: "Find piece" }).click();
  const outcome = page.getByRole("combobox", { name: "Outcome of Tiny cup" });
  await expect(outcome).toBeFocused();
  await outcome.selectOption("crawled");
  await expect(page.getByText("Tiny cup: Crawled", { exact: true })).toBeVisible();
  await expect(outcome).toHaveValue("crawled");
  await expect(page.getByText("1 change waiting")).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByText("All changes saved")).toBeVisible({ timeout: 30_000 });
  const after = (await (await page.request.get(`/api/firings/${firing.id}`)).json()) as { pieces: { name: string; outcome: string }[] };
  expect(Object.fromEntries(after.pieces.map((p) => [p.name, p.outcome]))).toEqual({ "Tall mug": "pending", "Tiny cup": "crawled" });
  await member.close();
});

test("a load made offline that the server refuses later (the member withdrew meanwhile) says so with the server's message", async ({
  page,
  context,
  browser,
  signUp,
  allowOfflineNoise,
}) => {
  allowOfflineNoise();
  await signUp({ firstName: "Sam" });
  await page.addInitScript(() => localStorage.setItem("claybook-tour-seen", "true"));
  const studio = (await (await page.request.post("/api/studios", { data: { name: "Clay Commons" } })).json()) as { id: number };
  const invite = (await (await page.request.post(`/api/studios/${studio.id}/invites`, { data: {} })).json()) as { token: string };
  const member = await browser.newContext({ serviceWorkers: "block" });
  await registerPotter(member.request, { firstName: "Ana" });
  expect((await member.request.post(`/api/studio-invites/${invite.token}/accept`)).status()).toBe(200);
  expect((await page.request.post("/api/firings", { data: { kind: "bisque", studioId: studio.id } })).status()).toBe(201);
  const made = (await (await member.request.post("/api/pieces", { data: { name: "Tall mug", type: "wheel", clayBody: "B-Mix" } })).json()) as { id: number; code: string };
  const sent = (await (await member.request.post(`/api/studios/${studio.id}/firing-requests`, { data: { pieceIds: [made.id], kind: "bisque" } })).json()) as {
    data: { id: number }[];
  };

  await open(page, `/studios/${studio.id}/queue`);
  await serviceWorkerInCharge(page);
  await expect(page.getByRole("heading", { name: "Bisque (1)" })).toBeVisible();
  await localCopyHolds(page, ["Tall mug"]);
  await context.setOffline(true);
  await page.getByRole("checkbox", { name: "Select Tall mug (Ana M., " }).click();
  await page.getByRole("button", { name: "Load 1 piece" }).click();
  await expect(page.getByRole("region", { name: "Waiting to send" })).toContainText("Loading Tall mug");
  await expect(page.getByText("1 change waiting")).toBeVisible();

  // Meanwhile Ana takes her piece back off the shelf.
  expect((await member.request.delete(`/api/studios/${studio.id}/firing-requests/${sent.data[0]!.id}`)).status()).toBe(200);
  await context.setOffline(false);
  // The toast, as every refused change shows (its text is also announced to screen readers).
  await expect(page.getByText(`Loading Tall mug (${made.code}): Tall mug is not waiting in the queue (withdrawn)`, { exact: true })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole("region", { name: "Waiting to send" })).toHaveCount(0);
  await expect(page.getByText("No pieces waiting.")).toBeVisible();
  await member.close();
});

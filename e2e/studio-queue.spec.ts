/**
 * The firing queue (docs/decisions/0231-firing-queue.md), at 390×844: a member sends two pieces to a glaze firing
 * from My Pieces' select mode, sees the fee first and prints their tickets; the staff load them from the queue by
 * typing each ticket's code, finish the firing with one piece crawled, found in the unload dialog by its ticket's
 * code; the member is told on Today, and sees one Finished and one lost with its cause.
 */
import { expect, open, registerPotter, test } from "./fixtures";

test.use({ viewport: { width: 390, height: 844 } });

test("a member sends two pieces, staff load them by ticket code and unload one as crawled, the member sees both outcomes", async ({ page, browser, signUp }) => {
  await signUp({ firstName: "Ana" });
  // The studio, its staff member, kiln and glaze firing (made through the API: their screens have their own tests).
  const staffCtx = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: "block" });
  await registerPotter(staffCtx.request, { firstName: "Sam" });
  const studio = await staffCtx.request.post("/api/studios", {
    data: { name: "Clay Commons", feeRules: { glaze: { perCubicInch: 0.05, minimum: 3 } } },
  });
  const studioId = ((await studio.json()) as { id: number }).id;
  const invite = (await (await staffCtx.request.post(`/api/studios/${studioId}/invites`, { data: {} })).json()) as { token: string };
  expect((await page.request.post(`/api/studio-invites/${invite.token}/accept`)).status()).toBe(200);
  const kiln = (await (await staffCtx.request.post("/api/kilns", { data: { name: "Big Skutt", studioId } })).json()) as { id: number };
  const firing = (await (await staffCtx.request.post("/api/firings", { data: { kind: "glaze", studioId, kilnId: kiln.id, targetCone: "Cone 6" } })).json()) as {
    id: number;
  };
  const codes: Record<string, string> = {};
  const ids: Record<string, number> = {};
  for (const [name, size] of [
    ["Tall mug", { height: 10, width: 8, depth: 8 }],
    ["Tiny cup", { height: 2, width: 2, depth: 2 }],
  ] as const) {
    const res = await page.request.post("/api/pieces", { data: { name, type: "wheel", clayBody: "B-Mix", ...size } });
    const made = (await res.json()) as { id: number; code: string };
    codes[name] = made.code;
    ids[name] = made.id;
  }

  // Ana sends both from My Pieces' select mode, seeing the fee first.
  await open(page, "/pieces");
  await page.getByRole("button", { name: "Select", exact: true }).click();
  await page.getByLabel("Select Tall mug").check();
  await page.getByLabel("Select Tiny cup").check();
  await page.getByRole("region", { name: /2 selected/i }).getByRole("button", { name: "Send to firing" }).click();
  const dialog = page.getByRole("dialog", { name: "Send 2 pieces to a studio firing" });
  await dialog.getByLabel("Firing", { exact: true }).selectOption("glaze");
  await dialog.getByLabel("Cone", { exact: true }).selectOption("Cone 6");
  await expect(dialog.getByText("Fee: $35.00")).toBeVisible();
  await expect(dialog.getByText("Tall mug: $32.00")).toBeVisible();
  await dialog.getByLabel("I have recorded the glaze layers of these pieces").click();
  await dialog.getByRole("button", { name: "Send to firing" }).click();
  await expect(page.getByText("2 pieces sent to Clay Commons' queue", { exact: true })).toBeVisible();

  // Ana prints both tickets on the label printer, to leave on the shelf with the pieces.
  await open(page, `/studios/${studioId}`);
  const mine = page.getByRole("region", { name: "My firing requests" });
  await expect(mine.getByText(`${codes["Tall mug"]} Tall mug`)).toBeVisible();
  await mine.getByRole("button", { name: "Print 2 tickets" }).click();
  const print = page.getByRole("dialog", { name: "Print 2 tickets" });
  const pdf = page.waitForEvent("download");
  await print.getByRole("button", { name: "Print", exact: true }).click();
  expect((await pdf).suggestedFilename()).toMatch(/^claybook-tickets-\d{4}-\d{2}-\d{2}\.pdf$/);
  await expect(print).toHaveCount(0);

  // Sam loads them from the queue by typing each ticket's code.
  const staff = await staffCtx.newPage();
  await open(staff, `/studios/${studioId}/queue`);
  await expect(staff.getByRole("heading", { name: "Glaze · Cone 6 (2)" })).toBeVisible();
  await expect(staff.getByText("Ana M. · B-Mix · 10 × 8 × 8 in · $32.00")).toBeVisible();
  for (const name of ["Tall mug", "Tiny cup"]) {
    await staff.getByLabel("Ticket code").fill(codes[name]!.replace("-", ""));
    await staff.getByRole("button", { name: "Load by code" }).click();
    await expect(staff.getByText("1 piece loaded", { exact: true }).first()).toBeVisible();
  }
  await expect(staff.getByText("No pieces waiting.")).toBeVisible();

  // Sam takes the tall mug out by mistake: it goes back to the queue, and Undo loads it again.
  await open(staff, `/firings/${firing.id}`);
  await expect(staff.getByRole("heading", { name: /Pieces in this firing \(2\)/ })).toBeVisible();
  await staff.getByRole("button", { name: "Take Tall mug out" }).click();
  await expect(staff.getByText("Tall mug is back in the studio's queue", { exact: true })).toBeVisible();
  await expect(staff.getByRole("heading", { name: /Pieces in this firing \(1\)/ })).toBeVisible();
  await staff.getByRole("button", { name: "Undo" }).click();
  await expect(staff.getByRole("heading", { name: /Pieces in this firing \(2\)/ })).toBeVisible();
  await expect(staff.getByRole("button", { name: "Take Tall mug out" })).toBeVisible();

  // Fired and cooled; Sam unloads with the tiny cup crawled.
  for (const status of ["loading", "firing", "cooling"]) expect((await staffCtx.request.patch(`/api/firings/${firing.id}`, { data: { status } })).status()).toBe(200);
  await open(staff, `/firings/${firing.id}`);
  await staff.getByRole("button", { name: "Unload: record what came out" }).click();
  const finish = staff.getByRole("dialog", { name: "What came out?" });
  // The tiny cup's ticket is scanned (a scanner types its code): its choice is the one to set.
  await finish.getByLabel("Ticket code").fill(codes["Tiny cup"]!);
  await finish.getByRole("button", { name: "Find piece" }).click();
  await expect(finish.getByLabel("What happened to Tiny cup")).toBeFocused();
  await finish.getByLabel("What happened to Tiny cup").selectOption("crawled");
  await finish.getByRole("button", { name: "Save and finish" }).click();
  await expect(staff.getByText("Done").first()).toBeVisible();

  // Ana is told on Today, and sees one Finished and one lost with its cause.
  await open(page, "/today");
  await expect(page.getByRole("heading", { name: /Back from the studio's kiln/ })).toBeVisible();
  await expect(page.getByText("Fired at Clay Commons: came out well")).toBeVisible();
  await expect(page.getByText("Fired at Clay Commons: crawled")).toBeVisible();
  await open(page, `/studios/${studioId}`);
  await expect(page.getByText("Came out: crawled")).toBeVisible();
  await open(page, "/pieces");
  await expect(page.getByRole("link", { name: /Tall mug/ })).toContainText("Finished");
  await open(page, `/pieces/${ids["Tiny cup"]}`);
  await expect(page.getByText(/Lost · Crawled/)).toBeVisible();
  await staffCtx.close();
});

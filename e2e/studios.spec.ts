/**
 * Community studios in Settings (docs/decisions/0230-community-studios.md), at 390×844: a potter creates a studio and
 * makes an invite link; a signed-out potter opens it, signs in, comes back to it (named by studio and role) and joins,
 * landing on the studio's page with its kiln and schedule; the owner makes them staff, who then leaves; the owner removes another member after a confirm.
 * The studio starts in the phone's time zone, and the owner changes it in the studio's details (decision 0252).
 */
import { expect, open, PASSWORD, registerPotter, test } from "./fixtures";

// A phone in California: the new studio's months follow its clock until the owner picks another zone.
test.use({ viewport: { width: 390, height: 844 }, timezoneId: "America/Los_Angeles" });

test("create a studio, invite by link, join after signing in, change a role, leave, remove a member", async ({ page, browser, playwright, signUp, baseURL }) => {
  // Two phones and three potters through a dozen screens: longer than one screen's test on a shared machine.
  test.setTimeout(180_000);
  await signUp({ firstName: "Maria" });
  await open(page, "/settings");
  await page.getByRole("button", { name: "Studio", exact: true }).click();
  await expect(page.getByText("You are not in a studio yet.")).toBeVisible();
  await page.getByLabel("Studio name").fill("Clay Commons");
  await page.getByRole("button", { name: "Create a studio" }).click();
  const card = page.getByRole("article", { name: "Clay Commons" });
  await expect(card.getByText("Owner · 1 member")).toBeVisible();

  // The studio's time zone is the phone's; the owner changes it in the studio's details.
  const zone = card.getByRole("form", { name: "Studio details" }).getByLabel("Time zone");
  await expect(zone).toHaveValue("America/Los_Angeles");
  await expect(zone.locator("option:checked")).toHaveText("America/Los_Angeles (this device)");
  await expect(card.getByText("The fees statement's months start at midnight in this time zone.")).toBeVisible();
  expect((await zone.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
  await zone.selectOption("America/Denver");
  await card.getByRole("button", { name: "Save studio" }).click();
  await expect(page.getByText("Studio saved", { exact: true })).toBeVisible();
  expect(((await (await page.request.get("/api/studios")).json()) as { data: { timeZone: string }[] }).data[0]!.timeZone).toBe("America/Denver");
  await page.reload();
  await page.getByRole("button", { name: "Studio", exact: true }).click();
  await expect(card.getByLabel("Time zone")).toHaveValue("America/Denver");

  await card.getByRole("button", { name: "Make invite link" }).click();
  const link = card.getByLabel("Invite link");
  await expect(link).toHaveValue(/\/studio-invite\/[A-Za-z0-9_-]{43}$/);
  await expect(card.getByRole("button", { name: "Copy link", exact: true })).toBeVisible();
  const invitePath = new URL(await link.inputValue()).pathname;

  // Ana has an account but is signed out on this phone.
  const api = await playwright.request.newContext({ baseURL });
  const ana = await registerPotter(api, { firstName: "Ana", lastName: "Petrova" });
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: "block" });
  const anaPage = await phone.newPage();
  await open(anaPage, invitePath);
  const signIn = anaPage.getByRole("form", { name: "Sign in" });
  await signIn.getByLabel("Email").fill(ana.email);
  await signIn.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await signIn.getByRole("button", { name: "Sign In" }).click();
  // Back on the invite after signing in: it names the studio and the role.
  await expect(anaPage.getByRole("heading", { name: "Join Clay Commons" })).toBeVisible();
  await expect(anaPage.getByText("Clay Commons invites you to join as a member.")).toBeVisible();
  await anaPage.getByRole("button", { name: "Join studio" }).click();
  await expect(anaPage.getByText("You joined Clay Commons", { exact: true })).toBeVisible();
  // Joining opens the studio.
  await expect(anaPage).toHaveURL(/\/studios\/\d+$/);

  // A third member joins through the API; the owner sees everyone.
  const liApi = await playwright.request.newContext({ baseURL });
  await registerPotter(liApi, { firstName: "Li", lastName: "Wei" });
  const studioId = ((await (await page.request.get("/api/studios")).json()) as { data: { id: number }[] }).data[0]!.id;
  const liInvite = (await (await page.request.post(`/api/studios/${studioId}/invites`, { data: {} })).json()) as { token: string };
  expect((await liApi.post(`/api/studio-invites/${liInvite.token}/accept`)).status()).toBe(200);

  // The studio's kiln and schedule, which the member sees on the studio's page.
  const kiln = await page.request.post("/api/kilns", { data: { name: "Big Skutt", studioId } });
  expect(kiln.status(), await kiln.text()).toBe(201);
  const firing = await page.request.post("/api/firings", { data: { kind: "glaze", studioId, kilnId: ((await kiln.json()) as { id: number }).id, targetCone: "Cone 6" } });
  expect(firing.status(), await firing.text()).toBe(201);
  await anaPage.reload();
  await expect(anaPage.getByRole("heading", { name: "Clay Commons" })).toBeVisible();
  await expect(anaPage.getByText("Member · 3 members")).toBeVisible();
  await expect(anaPage.getByRole("region", { name: "Kilns" }).getByText("Big Skutt")).toBeVisible();
  await expect(anaPage.getByRole("region", { name: "Firing schedule" }).getByText("Planned · Big Skutt · Cone 6 · 0 pieces", { exact: false })).toBeVisible();

  await page.reload();
  await page.getByRole("button", { name: "Studio", exact: true }).click();
  await expect(card.getByText("Owner · 3 members")).toBeVisible();
  // Members are named by first name and last initial (product.md#r245); every role change says "Saved".
  await expect(card.getByText("Ana P.", { exact: true })).toBeVisible();
  await card.getByLabel("Role of Ana P.").selectOption("staff");
  await expect(page.getByRole("region", { name: /^Notification/ }).getByText("Saved", { exact: true })).toBeVisible();
  await expect(card.getByLabel("Role of Ana P.")).toHaveValue("staff");

  // Ana, now staff, sees it and leaves (after a confirm).
  await open(anaPage, "/settings");
  await anaPage.getByRole("button", { name: "Studio", exact: true }).click();
  const anaCard = anaPage.getByRole("article", { name: "Clay Commons" });
  await expect(anaCard.getByText("Staff · 3 members")).toBeVisible();
  await anaCard.getByRole("button", { name: "Leave studio" }).click();
  const leave = anaPage.getByRole("alertdialog", { name: "Leave Clay Commons?" });
  await leave.getByRole("button", { name: "Leave studio" }).click();
  await expect(anaPage.getByText("You are not in a studio yet.")).toBeVisible();

  // Making Li an owner is asked first (product.md#r246): Cancel keeps the role, Make owner saves it.
  await card.getByLabel("Role of Li W.").selectOption("owner");
  const makeOwner = page.getByRole("alertdialog", { name: "Make Li W. an owner?" });
  await makeOwner.getByRole("button", { name: "Cancel" }).click();
  await expect(makeOwner).toHaveCount(0);
  await expect(card.getByLabel("Role of Li W.")).toHaveValue("member");
  await card.getByLabel("Role of Li W.").selectOption("owner");
  await makeOwner.getByRole("button", { name: "Make owner" }).click();
  await expect(card.getByLabel("Role of Li W.")).toHaveValue("owner");
  expect(((await (await page.request.get(`/api/studios/${studioId}/members`)).json()) as { data: { name: string; role: string }[] }).data.find((m) => m.name === "Li W.")?.role).toBe("owner");

  // The owner removes Li after a confirm; the list follows.
  await card.getByRole("button", { name: "Remove Li W." }).click();
  const confirm = page.getByRole("alertdialog", { name: "Remove Li W. from the studio?" });
  // The confirm says what happens to the pieces on the shelf and that Li is told.
  await expect(confirm.getByText("They lose access to the studio at once and are told by e-mail.", { exact: false })).toBeVisible();
  await expect(confirm.getByText("Pieces they left on the shelf are given back to them, not charged", { exact: false })).toBeVisible();
  await confirm.getByRole("button", { name: "Remove" }).click();
  await expect(card.getByText("Owner · 1 member")).toBeVisible();
  await expect(card.getByText("Li W.", { exact: true })).toHaveCount(0);
  expect((await liApi.get(`/api/studios/${studioId}`)).status()).toBe(404);

  // Touch targets stay at least 44 px on the phone.
  for (const button of await card.getByRole("button").all()) {
    const box = await button.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
  }
  await phone.close();
  await api.dispose();
  await liApi.dispose();
});

/**
 * A studio's glaze shelf (docs/decisions/0237-studio-glaze-shelf.md), at 390×844: a staff member adds a surface to
 * the studio's shelf from the Library; a member finds it on the shelf, read-only, picks it for a layer on their own
 * piece and sees it there; the staff then read the studio's losses by glaze on clay body. A member filters My Pieces by
 * a shelf surface (docs/decisions/0254-finding-pieces-by-studio-surfaces.md).
 */
import { chooseOption } from "./choose-option";
import { expect, open, registerPotter, test } from "./fixtures";

test.use({ viewport: { width: 390, height: 844 } });

test("staff add a surface to the studio's shelf; a member uses it on a layer of their piece", async ({ page, browser, playwright, signUp, baseURL }) => {
  // Olga owns the studio; Maria (this page) is its staff; Ana a member on her own phone.
  const ownerApi = await playwright.request.newContext({ baseURL });
  await registerPotter(ownerApi, { firstName: "Olga" });
  const studio = (await (await ownerApi.post("/api/studios", { data: { name: "Clay Commons" } })).json()) as { id: number };
  const join = async (request: typeof ownerApi, role: "staff" | "member") => {
    const invite = (await (await ownerApi.post(`/api/studios/${studio.id}/invites`, { data: { role } })).json()) as { token: string };
    expect((await request.post(`/api/studio-invites/${invite.token}/accept`)).status()).toBe(200);
  };
  await signUp({ firstName: "Maria" });
  await join(page.request, "staff");

  await open(page, "/glaze-library");
  const shelf = page.getByRole("region", { name: /Clay Commons glaze shelf/ });
  await expect(shelf.getByText("Nothing on this shelf yet")).toBeVisible();
  await shelf.getByRole("link", { name: "Add to shelf: Clay Commons" }).click();
  await expect(page.getByRole("heading", { name: "New surface for the Clay Commons shelf" })).toBeVisible();
  await page.getByLabel("Name").fill("Studio Shino");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page).toHaveURL(/\/glaze-library$/);
  await expect(shelf.getByRole("link", { name: /Studio Shino/ })).toBeVisible();
  // The shelf is not Maria's own library.
  await expect(page.getByRole("region", { name: /^Glazes/ }).getByText("Studio Shino")).toHaveCount(0);

  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: "block" });
  await registerPotter(phone.request, { firstName: "Ana" });
  await join(phone.request, "member");
  const piece = (await (await phone.request.post("/api/pieces", { data: { name: "Ana's mug", type: "wheel", clayBody: "B-Mix" } })).json()) as { id: number };
  const ana = await phone.newPage();
  const errors: string[] = [];
  ana.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });

  // Ana sees the shelf, can open the surface read-only, and has no way to add to it.
  await open(ana, "/glaze-library");
  const anaShelf = ana.getByRole("region", { name: /Clay Commons glaze shelf/ });
  await expect(anaShelf.getByRole("link", { name: "Add to shelf: Clay Commons" })).toHaveCount(0);
  await anaShelf.getByRole("link", { name: /Studio Shino/ }).click();
  await expect(ana.getByText("Only the studio's owner or staff can change it.", { exact: false })).toBeVisible();

  await open(ana, `/pieces/${piece.id}`);
  const panel = ana.getByRole("region", { name: /Surface Treatments/ });
  await panel.getByRole("button", { name: "Add Treatment" }).click();
  const dialog = ana.getByRole("dialog");
  await expect(dialog.getByText("Enter surface treatment details")).toBeVisible();
  await chooseOption(dialog.getByRole("combobox", { name: "Material" }), "Studio Shino");
  await chooseOption(dialog.getByRole("combobox", { name: "Application Method" }), "Dipped");
  await dialog.getByRole("button", { name: "Add Treatment" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(panel.getByTestId("layer-group").first()).toContainText("Glaze – Studio Shino");
  await ana.reload();
  await expect(ana.getByRole("region", { name: /Surface Treatments/ }).getByTestId("layer-group").first()).toContainText("Glaze – Studio Shino");
  expect(errors).toEqual([]);

  await phone.close();
  await ownerApi.dispose();

  // What the studio learns (docs/decisions/0238-studio-losses.md): Maria's own mug with the shelf's shino crawls in a
  // studio firing; the staff's report counts it by glaze on clay body.
  const shino = ((await (await page.request.get(`/api/glazes?studioId=${studio.id}`)).json()) as { data: { id: number }[] }).data[0]!.id;
  const mug = (await (await page.request.post("/api/pieces", { data: { name: "Maria's mug", type: "wheel", clayBody: "B-Mix" } })).json()) as { id: number };
  expect((await page.request.post("/api/decoration-layers", { data: { pieceId: mug.id, type: "Glaze", glazeId: shino } })).status()).toBe(201);
  const kiln = (await (await page.request.post("/api/kilns", { data: { name: "Big Skutt", studioId: studio.id } })).json()) as { id: number };
  const firing = await page.request.post("/api/firings", { data: { kind: "glaze", studioId: studio.id, kilnId: kiln.id, targetCone: "Cone 6", pieceIds: [mug.id] } });
  expect(firing.status(), await firing.text()).toBe(201);
  const firingId = ((await firing.json()) as { id: number }).id;
  for (const status of ["loading", "firing", "cooling"]) {
    expect((await page.request.patch(`/api/firings/${firingId}`, { data: { status } })).status()).toBe(200);
  }
  const unloaded = await page.request.patch(`/api/firings/${firingId}`, { data: { status: "done", outcomes: [{ pieceId: mug.id, outcome: "crawled" }] } });
  expect(unloaded.status(), await unloaded.text()).toBe(200);
  await open(page, `/studios/${studio.id}`);
  await page.getByRole("link", { name: "Losses report" }).click();
  await expect(page.getByRole("heading", { name: "Clay Commons losses" })).toBeVisible();
  await expect(page.getByText("1 fired · 0 survived · 1 lost")).toBeVisible();
  const byGlazeOnClay = page.getByRole("region", { name: "By glaze on clay body" });
  await expect(byGlazeOnClay.getByText("Studio Shino on B-Mix")).toBeVisible();
  await expect(byGlazeOnClay.getByText("1 of 1 lost (100%)")).toBeVisible();
});

test("a member filters My Pieces by a surface from the studio's shelf and sees their piece", async ({ page, playwright, signUp, baseURL }) => {
  // Olga owns the studio and stocks its shelf; Mina (this page) is a member with a piece glazed from it.
  const ownerApi = await playwright.request.newContext({ baseURL });
  await registerPotter(ownerApi, { firstName: "Olga" });
  const studio = (await (await ownerApi.post("/api/studios", { data: { name: "Celadon Commons" } })).json()) as { id: number };
  const shelfGlaze = await ownerApi.post("/api/glazes", { data: { name: "Studio Celadon", studioId: studio.id } });
  expect(shelfGlaze.status(), await shelfGlaze.text()).toBe(201);
  const invite = (await (await ownerApi.post(`/api/studios/${studio.id}/invites`, { data: {} })).json()) as { token: string };
  await signUp({ firstName: "Mina" });
  await page.addInitScript(() => localStorage.setItem("claybook-tour-seen", "true"));
  expect((await page.request.post(`/api/studio-invites/${invite.token}/accept`)).status()).toBe(200);
  expect((await page.request.post("/api/glazes", { data: { name: "Home clear" } })).status()).toBe(201);
  const jar = await page.request.post("/api/pieces", {
    data: { name: "Moon jar", type: "wheel", clayBody: "B-Mix", layers: [{ glazeId: ((await shelfGlaze.json()) as { id: number }).id, placement: "Outside" }] },
  });
  expect(jar.status(), await jar.text()).toBe(201);
  expect((await page.request.post("/api/pieces", { data: { name: "Plain cup", type: "wheel", clayBody: "B-Mix" } })).status()).toBe(201);
  await ownerApi.dispose();
  const errors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });

  await open(page, "/pieces");
  await expect(page.getByRole("heading", { level: 3 })).toHaveCount(2);
  await page.getByRole("button", { name: "Filters" }).click();
  const glaze = page.getByLabel("Glaze", { exact: true });
  // Her own library first, then the studio's shelf as its own group.
  await expect(glaze.locator("optgroup")).toHaveAttribute("label", "Celadon Commons shelf");
  await expect(glaze.locator('optgroup[label="Celadon Commons shelf"] option')).toHaveText(["Studio Celadon"]);
  await expect(glaze.locator("option")).toHaveText(["Any glaze", "Home clear", "Studio Celadon"]);
  await glaze.selectOption({ label: "Studio Celadon" });
  await page.getByRole("button", { name: "Show pieces" }).click();
  await expect(page).toHaveURL(/glazeId=\d+/);
  await expect(page.getByRole("heading", { level: 3 })).toHaveText(["Moon jar"]);
  await page.reload();
  await expect(page.getByRole("heading", { level: 3 })).toHaveText(["Moon jar"]);
  await expect(page.getByLabel("Glaze", { exact: true }).locator("option:checked")).toHaveText("Studio Celadon");
  expect(errors).toEqual([]);
});

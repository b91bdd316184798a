/**
 * The unload dialog starts from the outcomes recorded and saves what it shows, Survived included, so a recorded loss
 * is undone there (product.md#r226); a member opening the studio's firing reads their pieces and outcomes with no
 * staff control (product.md#r227), and staff tell two members' pieces of one name apart (product.md#r228). At 390×844.
 */
import type { APIRequestContext } from "@playwright/test";
import { expect, open, registerPotter, test } from "./fixtures";

test.use({ viewport: { width: 390, height: 844 } });

async function made<T>(res: Promise<{ status(): number; json(): Promise<unknown>; text(): Promise<string> }>): Promise<T> {
  const r = await res;
  expect(r.status(), await r.text()).toBeLessThan(300);
  return (await r.json()) as T;
}

const toCooling = async (request: APIRequestContext, id: number) => {
  for (const status of ["loading", "firing", "cooling"]) expect((await request.patch(`/api/firings/${id}`, { data: { status } })).status()).toBe(200);
};

test("the unload dialog shows the recorded crawl, and setting it back to Survived undoes the loss", async ({ page, signUp }) => {
  await signUp();
  const piece = (name: string) => made<{ id: number }>(page.request.post("/api/pieces", { data: { name, type: "wheel", clayBody: "B-Mix" } }));
  const bowl = await piece("Speckled bowl");
  const cup = await piece("Tea cup");
  const firing = await made<{ id: number }>(page.request.post("/api/firings", { data: { kind: "bisque", pieceIds: [bowl.id, cup.id] } }));
  await toCooling(page.request, firing.id);
  // The crawl is recorded on the firing's screen before unloading (cooling).
  expect((await page.request.patch(`/api/firings/${firing.id}/pieces/${cup.id}`, { data: { outcome: "crawled" } })).status()).toBe(200);

  await open(page, `/firings/${firing.id}`);
  await page.getByRole("button", { name: "Unload: record what came out" }).click();
  const dialog = page.getByRole("dialog", { name: "What came out?" });
  await expect(dialog.getByRole("combobox", { name: "What happened to Tea cup" })).toHaveValue("crawled");
  await expect(dialog.getByRole("combobox", { name: "What happened to Speckled bowl" })).toHaveValue("survived");
  // The crawl was a glaze drip after all: Survived, saved as shown.
  await dialog.getByRole("combobox", { name: "What happened to Tea cup" }).selectOption("survived");
  await dialog.getByRole("button", { name: "Save and finish" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText("Done", { exact: true })).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Outcome of Tea cup" })).toHaveValue("survived");
  await expect(page.getByRole("combobox", { name: "Outcome of Speckled bowl" })).toHaveValue("survived");
  const stored = await made<{ pieces: { pieceId: number; outcome: string }[] }>(page.request.get(`/api/firings/${firing.id}`));
  expect(stored.pieces.map((p) => [p.pieceId, p.outcome])).toEqual([
    [bowl.id, "survived"],
    [cup.id, "survived"],
  ]);
  await open(page, `/pieces/${cup.id}`);
  await expect(page.getByText(/Lost · /)).toHaveCount(0);
});

test("a member reads the studio's firing; staff tell two members' mugs apart in the unload dialog", async ({ page, browser, signUp }) => {
  await signUp({ firstName: "Ana", lastName: "Pérez" });
  const staffCtx = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: "block" });
  await registerPotter(staffCtx.request, { firstName: "Sam" });
  const benCtx = await browser.newContext({ serviceWorkers: "block" });
  await registerPotter(benCtx.request, { firstName: "Ben", lastName: "Okafor" });
  const studio = await made<{ id: number }>(staffCtx.request.post("/api/studios", { data: { name: "Clay Commons", feeRules: { bisque: { perPiece: 2 } } } }));
  for (const member of [page.request, benCtx.request]) {
    const invite = await made<{ token: string }>(staffCtx.request.post(`/api/studios/${studio.id}/invites`, { data: {} }));
    expect((await member.post(`/api/studio-invites/${invite.token}/accept`)).status()).toBe(200);
  }
  const firing = await made<{ id: number }>(staffCtx.request.post("/api/firings", { data: { kind: "bisque", studioId: studio.id } }));
  const requestIds: number[] = [];
  const codes: string[] = [];
  for (const member of [page.request, benCtx.request]) {
    const mug = await made<{ id: number; code: string }>(member.post("/api/pieces", { data: { name: "Mug", type: "wheel", clayBody: "B-Mix" } }));
    codes.push(mug.code);
    const sent = await made<{ data: { id: number }[] }>(member.post(`/api/studios/${studio.id}/firing-requests`, { data: { pieceIds: [mug.id], kind: "bisque" } }));
    requestIds.push(sent.data[0]!.id);
  }
  await made(staffCtx.request.post(`/api/studios/${studio.id}/firing-queue/load`, { data: { firingId: firing.id, requestIds } }));
  await toCooling(staffCtx.request, firing.id);

  // Ana sees her one mug of two, and nothing she may not do.
  await open(page, `/firings/${firing.id}`);
  await expect(page.getByText("1 of your pieces in this firing of 2")).toBeVisible();
  await expect(page.getByText("The studio's staff run this firing; you see your pieces and what came out.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to the studio" })).toHaveAttribute("href", `/studios/${studio.id}`);
  for (const control of ["Unload: record what came out", "Move to firing", "Delete firing", "Save"]) await expect(page.getByRole("button", { name: control })).toHaveCount(0);
  await expect(page.getByRole("combobox")).toHaveCount(0);
  // The queue's address says it is for staff.
  await open(page, `/studios/${studio.id}/queue`);
  await expect(page.getByText("The firing queue is for the studio's staff.", { exact: false })).toBeVisible();

  // Sam unloads: the two mugs carry their member and code; Ben's cracked.
  const staff = await staffCtx.newPage();
  await open(staff, `/firings/${firing.id}`);
  await staff.getByRole("button", { name: "Unload: record what came out" }).click();
  const dialog = staff.getByRole("dialog", { name: "What came out?" });
  await expect(dialog.getByText(`Ana P. · ${codes[0]}`)).toBeVisible();
  await expect(dialog.getByText(`Ben O. · ${codes[1]}`)).toBeVisible();
  await dialog.getByRole("combobox", { name: `What happened to Mug (Ben O. · ${codes[1]})` }).selectOption("cracked");
  await dialog.getByRole("button", { name: "Save and finish" }).click();
  await expect(dialog).toHaveCount(0);

  await open(page, `/firings/${firing.id}`);
  await expect(page.getByText("Survived", { exact: true })).toBeVisible();
  await staffCtx.close();
  await benCtx.close();
});

/**
 * A studio's fees at 390×844 (docs/decisions/0248-studio-fees-statement.md, 0249-studio-tickets.md): a member sends a
 * piece to a glaze firing (through the API), prints its ticket from the studio's page; the staff open this month's
 * fees, see the member's total and download the statement as CSV. The studio is in Los Angeles: its month is the
 * month there, and the screen says so (decision 0252).
 */
import { readFile } from "node:fs/promises";
import { expect, open, registerPotter, test } from "./fixtures";

test.use({ viewport: { width: 390, height: 844 } });

const ZONE = "America/Los_Angeles";
/** This month on the studio's calendar, YYYY-MM (en-CA writes dates as YYYY-MM-DD). */
const studioMonth = () => new Date().toLocaleDateString("en-CA", { timeZone: ZONE }).slice(0, 7);

test("a member's piece on the shelf: the member prints its ticket, the staff see the month's fees and download the CSV", async ({ page, browser, playwright, signUp, baseURL }) => {
  await signUp({ firstName: "Sam" });
  // Olga owns the studio; Sam (this phone) is its staff, Ana a member.
  const olga = await playwright.request.newContext({ baseURL });
  await registerPotter(olga, { firstName: "Olga" });
  const studio = await olga.post("/api/studios", { data: { name: "Clay Commons", timeZone: ZONE, feeRules: { glaze: { perCubicInch: 0.05, minimum: 3 } } } });
  expect(studio.status(), await studio.text()).toBe(201);
  const studioId = ((await studio.json()) as { id: number }).id;
  const invite = async (role: "staff" | "member") => ((await (await olga.post(`/api/studios/${studioId}/invites`, { data: { role } })).json()) as { token: string }).token;
  expect((await page.request.post(`/api/studio-invites/${await invite("staff")}/accept`)).status()).toBe(200);
  const anaApi = await playwright.request.newContext({ baseURL });
  const ana = await registerPotter(anaApi, { firstName: "Ana" });
  expect((await anaApi.post(`/api/studio-invites/${await invite("member")}/accept`)).status()).toBe(200);
  // A mug of 10 × 8 × 7 in: 560 cubic inches at 0.05 = $28.00.
  const piece = await anaApi.post("/api/pieces", { data: { name: "Speckled mug", type: "wheel", clayBody: "B-Mix", height: 10, width: 8, depth: 7 } });
  expect(piece.status(), await piece.text()).toBe(201);
  const { id: pieceId, code } = (await piece.json()) as { id: number; code: string };
  const sent = await anaApi.post(`/api/studios/${studioId}/firing-requests`, { data: { pieceIds: [pieceId], kind: "glaze", targetCone: "Cone 6", layersConfirmed: true } });
  expect(sent.status(), await sent.text()).toBe(201);

  // Ana prints her ticket from the studio's page, on the label printer.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: "block" });
  const anaPage = await phone.newPage();
  await open(anaPage, "/");
  const signIn = anaPage.getByRole("form", { name: "Sign in" });
  await signIn.getByLabel("Email").fill(ana.email);
  await signIn.getByLabel("Password", { exact: true }).fill(ana.password);
  await signIn.getByRole("button", { name: "Sign In" }).click();
  await expect(signIn).toHaveCount(0);
  await open(anaPage, `/studios/${studioId}`);
  const tickets = anaPage.getByRole("region", { name: "My firing requests" });
  await expect(tickets.getByText(`${code} Speckled mug`)).toBeVisible();
  await tickets.getByRole("button", { name: "Print ticket" }).click();
  const dialog = anaPage.getByRole("dialog", { name: "Print a ticket" });
  await expect(dialog.getByRole("radio", { name: /2 × 1 in label/ })).toBeChecked();
  const ticketDownload = anaPage.waitForEvent("download");
  await dialog.getByRole("button", { name: "Print", exact: true }).click();
  expect((await ticketDownload).suggestedFilename()).toMatch(/^claybook-tickets-\d{4}-\d{2}-\d{2}\.pdf$/);
  await expect(dialog).toHaveCount(0);
  // Ana's own fees: hers only.
  const anaFees = anaPage.getByRole("region", { name: "Fees" });
  await expect(anaFees.getByText("Your own pieces only.", { exact: false })).toBeVisible();
  await expect(anaFees.getByText("Ana: $28.00")).toBeVisible();
  await phone.close();

  // Sam, the staff, opens this month's fees on the studio's page.
  await open(page, `/studios/${studioId}`);
  const fees = page.getByRole("region", { name: "Fees" });
  await expect(fees.getByText("Withdrawn pieces are not charged; a piece lost in the kiln still is.", { exact: false })).toBeVisible();
  await expect(fees.getByText("in this month, by the studio's clock (America/Los_Angeles),", { exact: false })).toBeVisible();
  await expect(fees.getByLabel("Month")).toHaveValue(studioMonth());
  await expect(fees.getByText("Ana: $28.00")).toBeVisible();
  await fees.getByText("Ana: $28.00").click();
  await expect(fees.getByText(`${code} Speckled mug`)).toBeVisible();
  await expect(fees.getByText("Total", { exact: true })).toBeVisible();

  const download = page.waitForEvent("download");
  await fees.getByRole("button", { name: "Download CSV" }).click();
  const file = await download;
  const month = studioMonth();
  expect(file.suggestedFilename()).toBe(`claybook-fees-clay-commons-${month}.csv`);
  const csv = (await readFile((await file.path())!, "utf8")).replace(/^\uFEFF/, "").split("\r\n");
  expect(csv[0]).toBe("Month,Member ID,Member,Date,Piece code,Piece,Kind,Cone,Status,Fee,Currency");
  expect(csv[1]).toMatch(new RegExp(`^${month},${ana.id},Ana,${month}-\\d{2},${code},Speckled mug,Glaze,Cone 6,On the shelf,28\\.00,USD$`));
  expect(csv).toContain(`${month},,,,,,,,Studio total,28.00,USD`);
  await expect(page.getByText("Statement downloaded", { exact: true })).toBeVisible();
});

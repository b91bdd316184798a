/**
 * A community studio run from its first day through the screens alone (product.md#r241–r250), at 390×844: an owner,
 * a staff member, a member and an outsider each sign up on the sign-up form; the owner creates the studio, sets its fee
 * rules, adds a kiln, mails the member's invite (the member opens it from their mailbox, the server's outbox) and makes
 * the staff's invite link; staff set the fee limit; the member sends two pieces and prints their
 * tickets from the toast; staff plan a bisque firing from the queue, load by ticket code and by selection, fire and
 * unload with a loss; the member sees the outcome and the fee; the owner sees the month's fees; the outsider sees
 * "not found". No API call sets anything up. Each role's screens are checked by axe in the light and the dark theme.
 */
import type { Browser, Page } from "@playwright/test";
import { expect, open, test, uniqueEmail } from "./fixtures";
import { fromMailbox } from "./support/mailbox";
import { axeBothThemes, signUpOnScreens } from "./support/screens-journey";

const PHONE = { viewport: { width: 390, height: 844 }, serviceWorkers: "block" as const };

/** A new potter on their own phone, signed up through the sign-up form, tour seen. */
async function signUpOnPhone(browser: Browser, firstName: string, lastName: string, errors: string[], email = uniqueEmail(firstName.toLowerCase())): Promise<Page> {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  page.on("console", (msg) => {
    if (msg.type() === "error" && !/status of 4\d\d/.test(msg.text())) errors.push(`${firstName}: ${msg.text()}`);
  });
  page.on("pageerror", (err) => errors.push(`${firstName}: pageerror: ${err.message}`));
  await signUpOnScreens(page, firstName, lastName, email);
  return page;
}

/** The owner's invite link for `role`, made in Settings ▸ Studio as the screen shows it. */
async function inviteLink(owner: Page, role: "Member" | "Staff"): Promise<string> {
  await open(owner, "/settings");
  await owner.getByRole("button", { name: "Studio", exact: true }).click();
  const card = owner.getByRole("article", { name: "Clay Commons" });
  await card.getByLabel("Joins as").selectOption({ label: role });
  await card.getByRole("button", { name: "Make invite link" }).click();
  const link = card.getByLabel("Invite link");
  await expect(link).toHaveValue(/\/studio-invite\/[A-Za-z0-9_-]{43}$/);
  return new URL(await link.inputValue()).pathname;
}

/** The owner mails an invite for `role` to `email` from Settings ▸ Studio; answers the invite page's path from that mail. */
async function mailInvite(owner: Page, role: "Member" | "Staff", email: string): Promise<string> {
  await open(owner, "/settings");
  await owner.getByRole("button", { name: "Studio", exact: true }).click();
  const card = owner.getByRole("article", { name: "Clay Commons" });
  await card.getByLabel("Joins as").selectOption({ label: role });
  await card.getByLabel("Only for this e-mail (optional)").fill(email);
  await card.getByRole("button", { name: "Send invite" }).click();
  await expect(owner.getByText(`Invite sent to ${email}`, { exact: true })).toBeVisible();
  const [link] = await fromMailbox(email, /https?:\/\/[^\s"<>]+\/studio-invite\/[A-Za-z0-9_-]{43}/, "an invite mail");
  return new URL(link!).pathname;
}

async function join(page: Page, path: string): Promise<void> {
  await open(page, path);
  await page.getByRole("button", { name: "Join studio" }).click();
  await expect(page.getByText("You joined Clay Commons", { exact: true })).toBeVisible();
}

/** A piece made on the New piece screen; its code as the piece's screen shows it. */
async function newPiece(page: Page, name: string): Promise<string> {
  await open(page, "/new-piece");
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page).toHaveURL(/\/pieces\/\d+$/);
  const code = await page.getByText(/^\d{2}-\d{4}$/).first().textContent();
  return code!.trim();
}

test.setTimeout(600_000);

test("owner, staff, member and outsider run a studio's first firing through the screens alone", async ({ browser }) => {
  const errors: string[] = [];
  const violations: string[] = [];
  const owner = await signUpOnPhone(browser, "Olga", "Owens", errors);

  // The owner creates the studio and opens its page.
  await open(owner, "/settings");
  await owner.getByRole("button", { name: "Studio", exact: true }).click();
  await owner.getByLabel("Studio name").fill("Clay Commons");
  await owner.getByRole("button", { name: "Create a studio" }).click();
  await owner.getByRole("article", { name: "Clay Commons" }).getByRole("link", { name: "Open studio" }).click();
  await expect(owner.getByRole("heading", { name: "Clay Commons" })).toBeVisible();
  const studioPath = new URL(owner.url()).pathname;

  // Fee rules with a live example, then a kiln.
  const rules = owner.getByRole("form", { name: "Fee rules" });
  const bisque = rules.getByRole("group", { name: "Bisque" });
  await bisque.getByLabel("Per piece").fill("4");
  await expect(bisque.getByText("Example: a bisque piece 6 × 4 × 4 in, 2 lb costs $4.00")).toBeVisible();
  await rules.getByRole("button", { name: "Save fee rules" }).click();
  await expect(owner.getByText("Fee rules saved", { exact: true })).toBeVisible();
  const addKiln = owner.getByRole("form", { name: "Add a kiln" });
  await addKiln.getByLabel("Kiln name").fill("Big Skutt");
  await addKiln.getByRole("button", { name: "Add a kiln" }).click();
  await expect(owner.getByRole("region", { name: "Kilns" }).getByText("Big Skutt", { exact: true })).toBeVisible();
  violations.push(...(await axeBothThemes(owner, "owner's studio page")));

  // Staff join by the link the owner made and passed on; the member by the invite mailed to her address, opened from
  // her mailbox; the outsider has an account and no link.
  const staffInvite = await inviteLink(owner, "Staff");
  const anaEmail = uniqueEmail("ana");
  const memberInvite = await mailInvite(owner, "Member", anaEmail);
  const staff = await signUpOnPhone(browser, "Sam", "Stone", errors);
  await join(staff, staffInvite);
  const member = await signUpOnPhone(browser, "Ana", "Alvarez", errors, anaEmail);
  await join(member, memberInvite);
  const outsider = await signUpOnPhone(browser, "Otto", "Ortiz", errors);

  // Staff set the fee limit on the studio's page.
  await open(staff, studioPath);
  const staffRules = staff.getByRole("form", { name: "Fee rules" });
  await staffRules.getByLabel("Ask members to confirm a fee above").fill("50");
  await staffRules.getByRole("button", { name: "Save fee rules" }).click();
  await expect(staff.getByText("Fee rules saved", { exact: true })).toBeVisible();

  // The member makes two pieces, then sends both and prints their tickets from My Pieces in 6 taps (product.md#r250).
  const mugCode = await newPiece(member, "Mug");
  await newPiece(member, "Bowl");
  await open(member, "/pieces");
  await expect(member.getByRole("link", { name: "Clay Commons: shelf, firings and fees" })).toBeVisible();
  await member.getByRole("button", { name: "Select", exact: true }).click(); // 1
  await member.getByLabel("Select Mug").check(); // 2
  await member.getByLabel("Select Bowl").check(); // 3
  await member.getByRole("region", { name: /2 selected/i }).getByRole("button", { name: "Send to firing" }).click(); // 4
  const send = member.getByRole("dialog", { name: "Send 2 pieces to a studio firing" });
  await expect(send.getByLabel("Cone", { exact: true }).locator("option:checked")).toHaveText("No cone given");
  await expect(send.getByText("Fee: $8.00")).toBeVisible();
  await send.getByRole("button", { name: "Send to firing" }).click(); // 5
  await expect(member.getByText("2 pieces sent to Clay Commons' queue", { exact: true })).toBeVisible();
  const pdf = member.waitForEvent("download");
  await member.getByRole("button", { name: "Print tickets" }).click(); // 6
  const today = await member.evaluate(() => {
    const d = new Date();
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
  });
  expect((await pdf).suggestedFilename()).toBe(`claybook-tickets-${today}.pdf`);

  // The request lives on the piece and on its card.
  await expect(member.getByText("On Clay Commons' shelf").first()).toBeVisible();
  await member.getByRole("link", { name: /Mug/ }).first().click();
  const request = member.getByRole("region", { name: "On Clay Commons' shelf" });
  await expect(request).toContainText("Bisque · $4.00");
  await expect(request.getByRole("button", { name: "Print ticket" })).toBeVisible();
  await expect(request.getByRole("button", { name: "Withdraw" })).toBeVisible();
  violations.push(...(await axeBothThemes(member, "member's piece")));

  // Staff plan a bisque firing from the queue (none is open), then load the mug by its code and the bowl by selection.
  await open(staff, `${studioPath}/queue`);
  await expect(staff.getByRole("heading", { name: "Bisque (2)" })).toBeVisible();
  await staff.getByRole("button", { name: "Plan a bisque firing" }).click();
  const sheet = staff.getByRole("dialog", { name: "New firing" });
  await expect(sheet.getByLabel("Kiln")).toContainText("Big Skutt");
  await sheet.getByRole("button", { name: "Create firing" }).click();
  await expect(sheet).toHaveCount(0);
  await expect(staff.getByRole("combobox", { name: "Load into" })).toContainText("Big Skutt");
  await staff.getByLabel("Ticket code").fill(mugCode);
  await staff.getByRole("button", { name: "Load by code" }).click();
  await expect(staff.getByText("1 piece loaded", { exact: true }).first()).toBeVisible();
  await staff.getByRole("button", { name: "Select all" }).click();
  await staff.getByRole("button", { name: "Load 1 piece" }).click();
  await expect(staff.getByText("No pieces waiting.")).toBeVisible();
  violations.push(...(await axeBothThemes(staff, "staff's queue")));

  // The studio's firing is in the staff member's own Firings list.
  await open(staff, "/firings");
  await expect(staff.getByRole("link", { name: /Bisque firing/ }).filter({ hasText: "Clay Commons" })).toBeVisible();

  // Fire it, then record the outcomes from the studio's page: the bowl cracked.
  await open(staff, studioPath);
  await staff.getByRole("region", { name: "Firing schedule" }).getByRole("link", { name: "Bisque" }).click();
  for (const status of ["Loading", "Firing", "Cooling"]) {
    await staff.getByRole("button", { name: `Move to ${status.toLowerCase()}` }).click();
    await expect(staff.getByText(status, { exact: true }).first()).toBeVisible();
  }
  await staff.getByRole("button", { name: "Unload: record what came out" }).click();
  const unload = staff.getByRole("dialog", { name: "What came out?" });
  await unload.getByRole("combobox", { name: "What happened to Bowl" }).selectOption("cracked");
  await unload.getByRole("button", { name: "Save and finish" }).click();
  await expect(unload).toHaveCount(0);
  await expect(staff.getByText("Done").first()).toBeVisible();

  // The member sees what came out, on Today (a notice to read, not to snooze) and on the studio's page.
  await open(member, "/today");
  await expect(member.getByText("Fired at Clay Commons: cracked")).toBeVisible();
  await expect(member.getByRole("button", { name: /^Got it/ }).first()).toBeVisible();
  await expect(member.getByRole("button", { name: /^Snooze/ })).toHaveCount(0);
  await open(member, studioPath);
  await expect(member.getByText("Came out: cracked")).toBeVisible();
  await expect(member.getByRole("form", { name: "Fee rules" })).toHaveCount(0);
  violations.push(...(await axeBothThemes(member, "member's studio page")));

  // The owner sees the month's fees: two pieces at $4.00.
  await open(owner, studioPath);
  await expect(owner.getByText("Ana: $8.00")).toBeVisible();

  // The outsider finds nothing of the studio.
  await open(outsider, studioPath);
  await expect(outsider.getByRole("alert")).toHaveText("Studio not found");
  await open(outsider, `${studioPath}/queue`);
  await expect(outsider.getByRole("alert")).toHaveText("Studio not found");
  violations.push(...(await axeBothThemes(outsider, "outsider's view")));

  expect(violations, violations.join("\n")).toEqual([]);
  expect(errors, "unexpected console errors").toEqual([]);
  for (const page of [owner, staff, member, outsider]) await page.context().close();
});

/**
 * A studio's invites in Settings ▸ Studio (docs/decisions/0267-studio-invites-listed-and-revoked.md), at 390×844,
 * through the screens (the second potter's account is made through the API): the owner sends an invite to a typed address (it arrives through the mail outbox) and
 * makes a link for anyone; both are listed as open, one is revoked. The invite page names the studio and the role,
 * and says before any tap that the revoked link no longer works; the open one joins and opens the studio.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { expect, open, registerPotter, test, uniqueEmail } from "./fixtures";

test.use({ viewport: { width: 390, height: 844 } });

/** The invite page's path in the newest mail to `email` in the test server's outbox (product.md#r2). */
async function invitePathFromOutbox(email: string): Promise<string> {
  const dir = path.join(process.env.E2E_DATA_DIR!, "outbox");
  let found: string | undefined;
  await expect
    .poll(
      () => {
        if (!existsSync(dir)) return undefined;
        const mails = readdirSync(dir)
          .filter((f) => f.endsWith(".eml"))
          .map((f) => path.join(dir, f))
          .sort((a, b) => statSync(a).mtimeMs - statSync(b).mtimeMs)
          .map((f) => readFileSync(f, "utf8").replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))))
          .filter((raw) => raw.toLowerCase().includes(`to: ${email.toLowerCase()}`));
        found = mails.pop()?.match(/\/studio-invite\/[A-Za-z0-9_-]{43}/)?.[0];
        return found;
      },
      { message: `an invite mail to ${email} in the outbox` },
    )
    .toBeTruthy();
  return found!;
}

test("the owner mails an invite, lists and revokes open invites; the invite page names the studio and role and says when a link is void", async ({
  page,
  browser,
  signUp,
}) => {
  await signUp({ firstName: "Maria" });
  await open(page, "/settings");
  await page.getByRole("button", { name: "Studio", exact: true }).click();
  await page.getByLabel("Studio name").fill("Kiln Shed");
  await page.getByRole("button", { name: "Create a studio" }).click();
  const card = page.getByRole("article", { name: "Kiln Shed" });
  const openInvites = card.getByRole("region", { name: "Open invites" });
  await expect(openInvites.getByText("No open invites.")).toBeVisible();

  // An invite to a typed address goes out by mail.
  const bo = uniqueEmail("bo");
  await card.getByLabel("Joins as").selectOption("staff");
  await card.getByLabel("Only for this e-mail (optional)").fill(bo);
  await card.getByRole("button", { name: "Send invite" }).click();
  await expect(page.getByText(`Invite sent to ${bo}`, { exact: true })).toBeVisible();
  const mailedPath = await invitePathFromOutbox(bo);

  // A link for anyone, as a member.
  await card.getByLabel("Joins as").selectOption("member");
  await card.getByRole("button", { name: "Make invite link" }).click();
  // The field shows the new link once it is made (the mailed one was there before).
  await expect(card.getByLabel("Invite link")).not.toHaveValue(new RegExp(`${mailedPath}$`));
  const linkPath = new URL(await card.getByLabel("Invite link").inputValue()).pathname;

  await expect(openInvites.getByRole("listitem")).toHaveCount(2);
  await expect(openInvites.getByText(bo)).toBeVisible();
  await expect(openInvites.getByText("Joins as staff · made by Maria", { exact: false })).toBeVisible();
  await expect(openInvites.getByText("Anyone with the link")).toBeVisible();
  await expect(openInvites.getByRole("button", { name: "Copy link: Anyone with the link" })).toBeVisible();

  await openInvites.getByRole("button", { name: `Revoke the invite for ${bo}` }).click();
  await expect(page.getByText("Invite revoked", { exact: true })).toBeVisible();
  await expect(openInvites.getByRole("listitem")).toHaveCount(1);
  await expect(openInvites.getByText(bo)).toHaveCount(0);
  for (const button of await openInvites.getByRole("button").all()) expect((await button.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);

  // Another potter opens the revoked link: the studio and role are named, and it says at once that it no longer works.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: "block" });
  const boPage = await phone.newPage();
  await registerPotter(boPage.request, { firstName: "Bo" });
  await open(boPage, mailedPath);
  await expect(boPage.getByRole("heading", { name: "Join Kiln Shed" })).toBeVisible();
  await expect(boPage.getByText("Kiln Shed invites you to join as staff.")).toBeVisible();
  await expect(boPage.getByRole("alert")).toHaveText("This invite link no longer works: it was revoked, or the studio closed. Ask the studio for a new one.");
  await expect(boPage.getByRole("button", { name: "Join studio" })).toHaveCount(0);

  // The open link joins and opens the studio.
  await open(boPage, linkPath);
  await expect(boPage.getByText("Kiln Shed invites you to join as a member.")).toBeVisible();
  await boPage.getByRole("button", { name: "Join studio" }).click();
  await expect(boPage.getByText("You joined Kiln Shed", { exact: true })).toBeVisible();
  await expect(boPage).toHaveURL(/\/studios\/\d+$/);
  await expect(boPage.getByRole("heading", { name: "Kiln Shed" })).toBeVisible();

  // A used link says so before Join, too.
  await open(boPage, linkPath);
  await expect(boPage.getByRole("alert")).toHaveText("This invite link was already used. Ask the studio for a new one.");
  await phone.close();
});

/**
 * A studio shelf surface's recipe and mix log (product.md#r289, docs/decisions/0325-studio-shelf-recipes-and-mix-logs.md),
 * at 390×844, through the screens alone from an empty database: the owner and a member sign up on the sign-up form, the
 * owner creates the studio and an invite link, the member joins; the owner adds a surface to the shelf, pastes its
 * recipe and logs a mix; the member opens the same surface and reads both, with no way to change them.
 */
import type { Browser, Page } from "@playwright/test";
import { expect, open, PASSWORD, test, uniqueEmail } from "./fixtures";

const PHONE = { viewport: { width: 390, height: 844 }, serviceWorkers: "block" as const };

async function signUpOnPhone(browser: Browser, firstName: string, errors: string[]): Promise<Page> {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  page.on("console", (msg) => {
    if (msg.type() === "error") errors.push(`${firstName}: ${msg.text()}`);
  });
  page.on("pageerror", (err) => errors.push(`${firstName}: pageerror: ${err.message}`));
  await page.addInitScript(() => localStorage.setItem("claybook-tour-seen", "true"));
  await open(page, "/auth");
  await page.getByRole("tab", { name: "Sign Up" }).click();
  const form = page.getByRole("form", { name: "Sign up" });
  await form.getByLabel("First Name").fill(firstName);
  await form.getByLabel("Last Name").fill("Potter");
  await form.getByLabel("Email").fill(uniqueEmail(firstName.toLowerCase()));
  await form.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await form.getByLabel("Confirm Password").fill(PASSWORD);
  await form.getByRole("button", { name: "Create Account" }).click();
  await expect(page).toHaveURL(/\/pieces$/);
  return page;
}

test.setTimeout(300_000);

test("the owner gives a shelf surface its recipe and logs a mix; a member reads both, read-only", async ({ browser }) => {
  const errors: string[] = [];
  const owner = await signUpOnPhone(browser, "Olga", errors);

  await open(owner, "/settings");
  await owner.getByRole("button", { name: "Studio", exact: true }).click();
  await owner.getByLabel("Studio name").fill("Clay Commons");
  await owner.getByRole("button", { name: "Create a studio" }).click();
  const card = owner.getByRole("article", { name: "Clay Commons" });
  await card.getByLabel("Joins as").selectOption({ label: "Member" });
  await card.getByRole("button", { name: "Make invite link" }).click();
  const link = card.getByLabel("Invite link");
  await expect(link).toHaveValue(/\/studio-invite\/[A-Za-z0-9_-]{43}$/);
  const invite = new URL(await link.inputValue()).pathname;

  const member = await signUpOnPhone(browser, "Mia", errors);
  await open(member, invite);
  await member.getByRole("button", { name: "Join studio" }).click();
  await expect(member.getByText("You joined Clay Commons", { exact: true })).toBeVisible();

  // The owner puts a surface on the shelf, then opens it.
  await open(owner, "/glaze-library");
  const shelf = owner.getByRole("region", { name: /Clay Commons glaze shelf/ });
  await shelf.getByRole("link", { name: "Add to shelf: Clay Commons" }).click();
  await owner.getByLabel("Name").fill("Studio Shino");
  await owner.getByRole("button", { name: "Save" }).click();
  await expect(owner).toHaveURL(/\/glaze-library$/);
  await shelf.getByRole("link", { name: /Studio Shino/ }).click();
  await expect(owner).toHaveURL(/\/glaze-library\/edit\/\d+$/);
  const surfacePath = new URL(owner.url()).pathname;

  // Its recipe, pasted and read against the owner's library.
  const recipe = owner.getByRole("region", { name: "Recipe" });
  await expect(recipe.getByText("No recipe yet.")).toBeVisible();
  await recipe.getByLabel("Recipe lines").fill("Unobtainium 5, Silica 30");
  await recipe.getByRole("button", { name: "Save recipe" }).click();
  await expect(recipe.getByRole("alert")).toHaveText('Not recognised: No material called "Unobtainium" in your library.');
  await recipe.getByLabel("Recipe lines").fill("Nepheline Syenite 60, EPK 25, Soda Ash 15");
  await recipe.getByRole("button", { name: "Save recipe" }).click();
  await expect(owner.getByRole("status").filter({ hasText: "Recipe saved" })).toBeVisible();
  const saved = owner.getByRole("region", { name: "Recipe v1" });
  await expect(saved.getByRole("listitem")).toHaveText(["Nepheline Syenite60", "Edgar Plastic Kaolin25", "Soda Ash15"]);

  // A mix logged for the shelf.
  const log = owner.getByRole("region", { name: "Mix log" });
  await expect(log.getByText("No batches mixed yet.")).toBeVisible();
  await log.getByLabel("Mixed by").fill("Olga");
  await log.getByLabel("Batch size").fill("10");
  await log.getByLabel("Unit", { exact: true }).selectOption("kg");
  await log.getByLabel("Specific gravity").fill("1.45");
  await log.getByRole("button", { name: "Log a mix" }).click();
  await expect(log.getByRole("listitem")).toHaveCount(1);
  await expect(log.getByRole("listitem")).toContainText("10 kg · SG 1.45 · Olga");

  // The member opens the same surface: the recipe and the log, read-only.
  await open(member, "/glaze-library");
  await member.getByRole("region", { name: /Clay Commons glaze shelf/ }).getByRole("link", { name: /Studio Shino/ }).click();
  await expect(member).toHaveURL(new RegExp(`${surfacePath}$`));
  await expect(member.getByText("Only the studio's owner or staff can change it.", { exact: false })).toBeVisible();
  const read = member.getByRole("region", { name: "Recipe v1" });
  await expect(read.getByRole("listitem")).toHaveText(["Nepheline Syenite60", "Edgar Plastic Kaolin25", "Soda Ash15"]);
  const memberLog = member.getByRole("region", { name: "Mix log" });
  await expect(memberLog.getByRole("listitem")).toContainText("10 kg · SG 1.45 · Olga");
  await expect(member.getByText("Kept by the studio's owners and staff.")).toHaveCount(2);
  await expect(member.getByLabel("Recipe lines")).toHaveCount(0);
  await expect(member.getByRole("button", { name: "Save recipe" })).toHaveCount(0);
  await expect(member.getByRole("button", { name: "Log a mix" })).toHaveCount(0);
  expect(errors).toEqual([]);
});

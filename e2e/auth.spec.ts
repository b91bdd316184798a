/**
 * Accounts and sessions in a real browser (product.md#r46–r52): sign-up, staying signed in, logout, a wrong password,
 * password recovery through the mail outbox, and deleting the account.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, open, PASSWORD, test, uniqueEmail } from "./fixtures";

const INVALID_LOGIN = "Invalid email or password. Please check your credentials and try again.";

async function signInThroughForm(page: Page, email: string, password: string): Promise<void> {
  await open(page, "/auth");
  const form = page.getByRole("form", { name: "Sign in" });
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password", { exact: true }).fill(password);
  await form.getByRole("button", { name: "Sign In" }).click();
}

/** The reset link of the newest .eml to `email` in the test server's outbox (product.md#r2), quoted-printable undone. */
async function resetLinkFromOutbox(email: string): Promise<string> {
  const dir = path.join(process.env.E2E_DATA_DIR!, "outbox");
  let link: string | undefined;
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
        link = mails.pop()?.match(/https?:\/\/[^\s"<>]+\/reset-password\?[^\s"<>]+/)?.[0];
        return link;
      },
      { message: `a reset mail to ${email} in the outbox` },
    )
    .toBeTruthy();
  return link!.replace(/&amp;/g, "&");
}

async function openAccountInfo(page: Page): Promise<void> {
  await open(page, "/settings");
  await page.getByRole("button", { name: "Account Info" }).click();
}

test.describe("accounts and sessions", () => {
  test("a new potter signs up and lands on /pieces, and stays signed in after a reload", async ({ page }) => {
    const email = uniqueEmail("e2e-signup");
    await open(page, "/auth");
    await page.getByRole("tab", { name: "Sign Up" }).click();
    const form = page.getByRole("form", { name: "Sign up" });
    await form.getByLabel("First Name").fill("Maria");
    await form.getByLabel("Last Name").fill("Martinez");
    await form.getByLabel("Email").fill(email);
    await form.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await form.getByLabel("Confirm Password").fill(PASSWORD);
    await form.getByRole("button", { name: "Create Account" }).click();
    await expect(page).toHaveURL(/\/pieces$/);

    await page.reload();
    await expect(page.getByText("Tracking your studio magic...")).toHaveCount(0, { timeout: 15_000 });
    await expect(page).toHaveURL(/\/pieces$/);
    // A signed-in visitor who opens /auth is sent back home.
    await page.goto("/auth");
    await expect(page).toHaveURL(/\/pieces$/, { timeout: 15_000 });
  });

  test("[ASVS 6.2.4] sign-up with a common password shows the server's message on the password field", async ({ page }) => {
    const email = uniqueEmail("e2e-common");
    await open(page, "/auth");
    await page.getByRole("tab", { name: "Sign Up" }).click();
    const form = page.getByRole("form", { name: "Sign up" });
    await form.getByLabel("First Name").fill("Maria");
    await form.getByLabel("Last Name").fill("Martinez");
    await form.getByLabel("Email").fill(email);
    // Meets every rule the form checks itself; only the server knows it is common.
    await form.getByLabel("Password", { exact: true }).fill("Password1");
    await form.getByLabel("Confirm Password").fill("Password1");
    await form.getByRole("button", { name: "Create Account" }).click();
    const password = form.getByLabel("Password", { exact: true });
    await expect(password).toHaveAccessibleDescription(/This password is too common\. Choose another\./);
    await expect(password).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByLabel("Email")).not.toHaveAttribute("aria-invalid", "true");
    await expect(page).toHaveURL(/\/auth$/);
    expect((await page.request.get("/api/user")).status()).toBe(401);
  });

  test("sign-up with an empty e-mail says 'Please enter a valid email address'", async ({ page }) => {
    await open(page, "/auth");
    await page.getByRole("tab", { name: "Sign Up" }).click();
    const form = page.getByRole("form", { name: "Sign up" });
    await form.getByLabel("First Name").fill("Maria");
    await form.getByLabel("Last Name").fill("Martinez");
    await form.getByLabel("Password", { exact: true }).fill("Glaze1234");
    await form.getByLabel("Confirm Password").fill("Glaze1234");
    await form.getByRole("button", { name: "Create Account" }).click();
    const email = form.getByLabel("Email");
    await expect(email).toHaveAccessibleDescription(/Please enter a valid email address/);
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByText("Email is required")).toHaveCount(0);
  });

  test("logging out ends the session and returns to /auth", async ({ page, signUp }) => {
    await signUp();
    await openAccountInfo(page);
    await page.getByRole("button", { name: "Log Out" }).click();
    await expect(page).toHaveURL(/\/auth$/);
    // The server session is gone too: protected pages send the visitor back.
    await open(page, "/pieces");
    await expect(page).toHaveURL(/\/auth$/);
    expect((await page.request.get("/api/user")).status()).toBe(401);
  });

  test("a wrong password shows the spec's message on the email field", async ({ page, signUp }) => {
    const potter = await signUp();
    await page.context().clearCookies();
    await signInThroughForm(page, potter.email, "Wrong1234");
    await expect(page.getByText(INVALID_LOGIN)).toBeVisible();
    await expect(page.getByRole("form", { name: "Sign in" }).getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
    await expect(page).toHaveURL(/\/auth$/);
  });

  test("forgot password: the mailed link sets a new password that signs in", async ({ page, signUp }) => {
    const potter = await signUp();
    await page.context().clearCookies();
    await open(page, "/auth");
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    // The address changes before the screen does: the sign-in form's own Email field is still there meanwhile.
    await expect(page.getByRole("heading", { name: "Forgot Password" })).toBeVisible();
    await page.getByLabel("Email").fill(potter.email);
    await page.getByRole("button", { name: "Send Reset Link" }).click();
    await expect(page.getByText("If your email is in our system, you will receive a password reset link shortly.")).toBeVisible();

    const link = await resetLinkFromOutbox(potter.email);
    const url = new URL(link);
    await open(page, url.pathname + url.search);
    const newPassword = "Porcelain2026";
    await page.getByLabel("New Password").fill(newPassword);
    await page.getByLabel("Confirm Password").fill("Porcelain2027");
    await page.getByRole("button", { name: "Reset Password" }).click();
    await expect(page.getByText("Passwords don't match")).toBeVisible();
    await page.getByLabel("Confirm Password").fill(newPassword);
    await page.getByRole("button", { name: "Reset Password" }).click();
    await expect(
      page.getByText("Password reset successful! Please return to the mobile app and log in with your new password."),
    ).toBeVisible();

    // The link is spent: opening it again says so.
    await open(page, url.pathname + url.search);
    await expect(page.getByText("Invalid or expired reset link. Please request a new one.")).toBeVisible();

    await page.getByRole("link", { name: "Back to Login" }).click();
    await expect(page).toHaveURL(/\/login$/);
    const form = page.getByRole("form", { name: "Sign in" });
    await form.getByLabel("Email").fill(potter.email);
    await form.getByLabel("Password", { exact: true }).fill(newPassword);
    await form.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/pieces$/);
  });

  test("deleting the account from Settings signs out for good", async ({ page, signUp }) => {
    const potter = await signUp();
    await openAccountInfo(page);
    await page.getByRole("button", { name: "Delete Account" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Delete Account Permanently" });
    await expect(dialog).toBeVisible();
    for (const item of ["Account and profile", "All pottery pieces and history", "Glaze library and combinations"]) {
      await expect(dialog.getByText(item)).toBeVisible();
    }
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    expect((await page.request.get("/api/user")).status()).toBe(200);

    await page.getByRole("button", { name: "Delete Account" }).click();
    await page.getByRole("button", { name: "Yes, Delete My Account" }).click();
    await expect(page.getByText("Account Successfully Deleted", { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/, { timeout: 10_000 });

    await signInThroughForm(page, potter.email, potter.password);
    await expect(page.getByText(INVALID_LOGIN)).toBeVisible();
  });

  test("/jwt-test signs in as a native client, refreshes and clears its tokens", async ({ page, signUp }) => {
    const potter = await signUp();
    await page.context().clearCookies();
    await open(page, "/jwt-test");
    const stored = page.getByTestId("stored-tokens");
    await expect(stored.getByText("None")).toHaveCount(2);
    await page.getByLabel("Email").fill(potter.email);
    await page.getByLabel("Password", { exact: true }).fill(potter.password);
    await page.getByRole("button", { name: "Log In as Native Client" }).click();
    await expect(page.getByText(`signed in as ${potter.email}; X-Auth-Token matches`)).toBeVisible();
    await expect(stored.getByText("Present")).toHaveCount(2);
    await expect(stored.getByText(/\d+ s left/)).toBeVisible();
    const before = await stored.locator("code").last().textContent();

    await page.getByRole("button", { name: "Refresh Tokens" }).click();
    await expect(page.getByText("Refresh: new access and refresh tokens stored")).toBeVisible();
    await expect(stored.locator("code").last()).not.toHaveText(before ?? "");

    await page.getByRole("button", { name: "Call /api/user with Bearer" }).click();
    await expect(page.getByText(`GET /api/user: bearer accepted for ${potter.email}`)).toBeVisible();

    await page.getByRole("button", { name: "Log Out (server and device)" }).click();
    await expect(page.getByText("Logout: server told, device cleared")).toBeVisible();
    await expect(stored.getByText("None")).toHaveCount(2);
    // The browser itself was never signed in by any of this.
    expect((await page.request.get("/api/user")).status()).toBe(401);
  });

  test("reset-password without a link explains what to do", async ({ page }) => {
    await open(page, "/reset-password");
    await expect(
      page.getByText("Invalid or missing reset link. Please request a new password reset from the login page."),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Login" })).toBeVisible();
  });
});

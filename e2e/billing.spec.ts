/**
 * Billing flows (product.md#r36, product.md#r14, product.md#r16). The e2e server talks to a fake Stripe on 127.0.0.1 (product.md#r18) started by
 * playwright.config.ts; tests seed its checkout sessions through the fake's own control call.
 */
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, open, test } from "./fixtures";

async function axeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.flatMap((v) => v.nodes.map((n) => `${v.id} ${n.target.join(" ")}: ${n.failureSummary ?? ""}`));
}

const fakeStripe = `http://127.0.0.1:${process.env.E2E_STRIPE_PORT}`;

async function seedSession(page: Page, session: Record<string, unknown>) {
  const res = await page.request.post(`${fakeStripe}/_fake/checkout-sessions`, { data: session });
  expect(res.ok()).toBe(true);
}

async function openBilling(page: Page) {
  await open(page, "/settings");
  const trigger = page.getByRole("button", { name: "Billing & Subscription", exact: true });
  if ((await trigger.getAttribute("aria-expanded")) !== "true") await trigger.click();
  await expect(trigger).toHaveAttribute("aria-expanded", "true");
}

test.describe("billing", () => {
  test("the annual toggle shows the monthly-effective price; the trial offer hides the savings note", async ({ page, signUp }) => {
    await signUp();
    await open(page, "/subscribe");
    await expect(page.getByRole("heading", { name: "Upgrade Your Plan" })).toBeVisible();
    await expect(page.getByText("Claybook Plus", { exact: true })).toBeVisible();
    const monthly = page.getByRole("button", { name: "Monthly" });
    const annual = page.getByRole("button", { name: "Annual" });
    await expect(monthly).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByTestId("plan-price")).toHaveText("$5/month");

    await annual.click();
    await expect(annual).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByTestId("plan-price")).toHaveText("$4.17/month");
    await expect(page.getByText("Billed annually at $50")).toBeVisible();
    await expect(page.getByText("Save $10")).toBeVisible();
    await expect(page.getByText("Unlimited pieces and stage history")).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await open(page, "/subscribe?discount=trial10");
    await expect(page.getByText("Special Trial Offer: Save 10% on your first subscription!")).toBeVisible();
    // The offer's price is on the plan itself, monthly or annual: 10% off the first month, or the first year.
    await expect(page.getByTestId("plan-offer")).toHaveText("With your trial offer: $4.50 for the first month (usually $5)");
    await page.getByRole("button", { name: "Annual" }).click();
    await expect(page.getByTestId("plan-price")).toHaveText("$4.17/month");
    await expect(page.getByTestId("plan-offer")).toHaveText("With your trial offer: $45 for the first year (usually $50)");
    await expect(page.getByText("Save $10")).toHaveCount(0);

    // canceled=true is read once and removed from the address.
    await open(page, "/subscribe?canceled=true");
    await expect(page.getByText("Checkout canceled. You have not been charged.")).toBeVisible();
    await expect(page).toHaveURL(/\/subscribe$/);
  });

  test("the subscribe page shows the payment-method choice: card on the web, Apple disabled with the reason", async ({ page, signUp }) => {
    await signUp();
    await open(page, "/subscribe");
    const choice = page.getByRole("group", { name: "Payment method" });
    await expect(choice).toBeVisible();
    const card = choice.getByRole("radio", { name: "Card" });
    const apple = choice.getByRole("radio", { name: "Apple In-App Purchase" });
    await expect(card).toBeChecked();
    await expect(card).toBeEnabled();
    await expect(apple).toBeDisabled();
    await expect(apple).not.toBeChecked();
    await expect(apple).toHaveAccessibleDescription(
      "Apple In-App Purchase isn't available in this environment. You can still subscribe using a credit card below.",
    );
    // The card plans are the ones offered.
    await expect(page.getByTestId("plan-price")).toHaveText("$5/month");
    expect(await axeViolations(page)).toEqual([]);
  });

  test("applying a promo code extends 'Trial ends' and disables the button", async ({ page, signUp }) => {
    await signUp();
    const code = `KILN${Date.now().toString(36).toUpperCase()}`;
    const created = await page.request.post("/api/test/promo-codes", { data: { code, days: 14 } });
    expect(created.status()).toBe(201);

    await openBilling(page);
    await expect(page.getByText("Free Trial")).toBeVisible();
    const trialEnds = page.getByTestId("trial-ends");
    const before = (await trialEnds.textContent()) ?? "";
    expect(before).toMatch(/Trial ends: \w+ \d{1,2}, \d{4}/);

    await page.getByRole("button", { name: "Add Promo Code" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Promo Code" });
    const apply = dialog.getByRole("button", { name: "Apply Code" });
    await expect(apply).toBeDisabled();
    await dialog.getByLabel("Promo Code").fill("   ");
    await expect(apply).toBeDisabled();
    await dialog.getByLabel("Promo Code").fill("NOT-A-CODE");
    await apply.click();
    await expect(page.getByText("Invalid promo code", { exact: true })).toBeVisible();

    await dialog.getByLabel("Promo Code").fill(code.toLowerCase());
    await apply.click();
    await expect(page.getByText("Promo Code Applied!", { exact: true })).toBeVisible();
    await expect(page.getByText(/^Your trial has been extended through \w+ \d{1,2}, \d{4}\.$/)).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(trialEnds).not.toHaveText(before);
    const applied = page.getByRole("button", { name: "Promo Code Applied" });
    await expect(applied).toBeDisabled();
    expect(await axeViolations(page)).toEqual([]);
  });

  test("the success page shows 'Payment Processing' for an unpaid session and the welcome for a paid one", async ({ page, signUp }) => {
    const potter = await signUp();
    const unpaid = `cs_test_e2e_unpaid_${potter.id}`;
    const paid = `cs_test_e2e_paid_${potter.id}`;
    await seedSession(page, { id: unpaid, client_reference_id: String(potter.id), payment_status: "unpaid", status: "open" });
    await seedSession(page, {
      id: paid,
      client_reference_id: String(potter.id),
      payment_status: "paid",
      status: "complete",
      subscription: `sub_e2e_${potter.id}`,
      subscriptionStatus: "active",
    });

    await open(page, "/subscribe/success");
    await expect(page.getByRole("heading", { name: "Invalid Session" })).toBeVisible();

    await open(page, `/subscribe/success?session_id=${unpaid}`);
    await expect(page.getByRole("heading", { name: "Payment Processing" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Refresh Status" })).toBeVisible();

    await open(page, `/subscribe/success?session_id=${paid}`);
    await expect(page.getByRole("heading", { name: "Welcome to Claybook Plus!" })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("link", { name: "View Subscription Details" }).click();
    await expect(page).toHaveURL(/\/settings$/);
    const trigger = page.getByRole("button", { name: "Billing & Subscription", exact: true });
    await trigger.click();
    await expect(page.getByText("Plus Plan")).toBeVisible();
    await expect(page.getByRole("button", { name: "Manage Subscription" })).toBeVisible();
  });
});

/**
 * A trial becoming Plus through the screens alone, at 390×844, from an empty account (no API call sets anything up):
 * a potter signs up on the form, reads the trial's days in Settings ▸ Billing & Subscription and on Subscribe
 * (product.md#r36), pays for Claybook Plus by card in the Payment Element (product.md#r16), is welcomed on the page the
 * payment reloads (docs/decisions/0318-subscribe-when-subscribed.md) and finds Plus active in Settings.
 * Only Stripe is faked, at its HTTP boundary (product.md#r18): Stripe.js's stand-in in the page, api.stripe.com and the
 * server's Stripe calls answered by the fake Stripe, which sends the signed webhook a paid subscription brings. The
 * trial is never ended, so no clock is moved. Subscribe and the Plus plan are checked by axe in both themes.
 */
import { BILLING_TEXTS as T } from "../contract/billing/texts";
import { expect, test } from "./fixtures";
import { stripeAtItsBoundary } from "./support/fake-stripe-js";
import { axeBothThemes, openSettingsSection, PHONE_VIEWPORT, signUpOnScreens } from "./support/screens-journey";

test.use({ viewport: PHONE_VIEWPORT });

const DAY = 24 * 60 * 60 * 1000;
const fakeStripe = `http://127.0.0.1:${process.env.E2E_STRIPE_PORT}`;

test("a potter on a trial sees its days, subscribes to Plus by card and sees Plus active, through the screens", async ({ page }) => {
  test.setTimeout(180_000);
  await stripeAtItsBoundary(page, fakeStripe);
  await signUpOnScreens(page, "Rosa", "Reyes");
  const nav = page.getByRole("navigation", { name: "Main" });

  // The trial as Settings shows it: the free plan and the day it ends, 30 days from today (product.md#r12).
  await nav.getByRole("link", { name: "Settings" }).click();
  await openSettingsSection(page, "Billing & Subscription");
  await expect(page.getByText(T.freeTrial, { exact: true })).toBeVisible();
  const ends = new Date(Date.now() + 30 * DAY).toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric" });
  await expect(page.getByTestId("trial-ends")).toHaveText(`${T.trialEnds}: ${ends}`);

  // Subscribe tells the days left and offers Plus.
  await page.getByRole("link", { name: T.upgrade, exact: true }).click();
  await expect(page).toHaveURL(/\/subscribe$/);
  await expect(page.getByRole("heading", { name: T.upgradeHeading })).toBeVisible();
  await expect(page.getByText(T.trialActive(30), { exact: true })).toBeVisible();
  await expect(page.getByText("Claybook Plus", { exact: true })).toBeVisible();
  await expect(page.getByTestId("plan-price")).toHaveText("$5/month");
  expect(await axeBothThemes(page, "Subscribe", () => expect(page.getByTestId("plan-price")).toBeVisible())).toEqual([]);

  // The card, typed into the Payment Element.
  await page.getByRole("button", { name: T.subscribe, exact: true }).click();
  await expect(page.getByRole("heading", { name: T.completeTitle })).toBeVisible();
  await expect(page.getByText("Claybook Plus · $5.00", { exact: true })).toBeVisible();
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByLabel("Expiration date (MM / YY)").fill("12 / 30");
  await page.getByLabel("Security code").fill("123");
  const reloaded = page.waitForEvent("load");
  await page.getByRole("button", { name: T.completePayment }).click();
  await reloaded;

  // The page, reloaded after the payment, welcomes a subscriber instead of offering the plan again.
  await expect(page).toHaveURL(/\/subscribe$/);
  await expect(page.getByRole("heading", { name: T.welcome })).toBeVisible();
  await expect(page.getByText(T.welcomeBody, { exact: true })).toBeVisible();
  await expect(page.getByText(T.trialExpired)).toHaveCount(0);
  await expect(page.getByRole("button", { name: T.subscribe, exact: true })).toHaveCount(0);

  // Plus is active: Settings says so, offers the subscription's management, and no longer offers an upgrade.
  await page.getByRole("link", { name: T.viewDetails }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await openSettingsSection(page, "Billing & Subscription");
  await expect(page.getByText(T.plusPlan, { exact: true })).toBeVisible();
  await expect(page.getByText(T.unlimitedAccess, { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: T.manageSubscription })).toBeVisible();
  await expect(page.getByRole("link", { name: T.upgrade, exact: true })).toHaveCount(0);
  await expect(page.getByTestId("trial-ends")).toHaveCount(0);
  expect(await axeBothThemes(page, "Settings ▸ Billing, Plus", () => openSettingsSection(page, "Billing & Subscription"))).toEqual([]);
});

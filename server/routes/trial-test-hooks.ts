/**
 * Test-only HTTP hook for browser tests: the e2e server runs in its own process on an embedded database it
 * locks, so tests move a user's trial dates through this call. It acts only when config.testHooks is true
 * (NODE_ENV=test and CLAYBOOK_TEST_HOOKS=1); in every other configuration it falls through to the API's 404,
 * exactly like a path that does not exist (routes are registered before deps are known).
 */
import { z } from "zod";
import type { ApiApp } from "../context";
import { fromZodError } from "../errors";
import { createPromoCode } from "../services/billing/promo";
import { setTrialDatesForTest } from "../services/trial/trial-test-dates";

const BodySchema = z.object({
  email: z.string().min(1).max(254),
  trialEndDate: z.iso.datetime().optional(),
  trialStartDate: z.iso.datetime().optional(),
  trialReminderLastShown: z.iso.datetime().nullable().optional(),
});

const TEST_HOOK_PATH = "/api/test/trial";
const TEST_PROMO_PATH = "/api/test/promo-codes";

const PromoSchema = z.object({ code: z.string(), days: z.number().int() });

export function registerTestHooks(app: ApiApp): void {
  app.post(TEST_HOOK_PATH, async (c, next) => {
    const deps = c.get("deps");
    if (!deps.config.testHooks) return next();
    const parsed = BodySchema.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) throw fromZodError(parsed.error);
    const { email, ...dates } = parsed.data;
    await setTrialDatesForTest(deps.db, email, dates);
    return c.json({ ok: true }, 200);
  });

  // Operators create promo codes on the command line (product.md#r14), which cannot open the e2e server's locked database.
  app.post(TEST_PROMO_PATH, async (c, next) => {
    const deps = c.get("deps");
    if (!deps.config.testHooks) return next();
    const parsed = PromoSchema.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) throw fromZodError(parsed.error);
    const row = await createPromoCode(deps.db, parsed.data.code, parsed.data.days, deps.now());
    return c.json({ code: row.code, freeDays: row.freeDays }, 201);
  });
}

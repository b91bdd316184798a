import { TRIAL_ROUTES } from "../../contract/trial/routes";
import { rateLimitIp } from "../auth/client-ip";
import { withRetryAfter } from "../auth/client-type";
import { clearSessionCookie } from "../auth/cookies";
import { currentUser } from "../auth/middleware";
import type { ApiApp } from "../context";
import { apiRoute } from "../http/api-route";
import { applyPromoCode } from "../services/billing/promo";
import { cancelTrial, getTrialStatus, markReminderShown } from "../services/trial/trial";
import { registerTestHooks } from "./trial-test-hooks";

const tags = ["trial"];
const R = TRIAL_ROUTES;

const trialStatus = apiRoute(R.status, { access: "signed-in", tags, summary: "Trial status of the signed-in user (product.md#r12)" });
const reminderShown = apiRoute(R.reminderShown, {
  access: "signed-in",
  tags,
  summary: "Marks the trial reminder as shown; it stays hidden for 24 hours (product.md#r12)",
});
const cancel = apiRoute(R.cancel, {
  access: "signed-in",
  tags,
  summary: "Cancels the trial: the account is kept 60 days, every session ends (product.md#r13)",
  errors: [409],
});
const applyPromo = apiRoute(R.applyPromo, {
  access: "signed-in",
  tags,
  summary: "Applies a promo code: the trial is extended by its free days (product.md#r14)",
  errors: [400, 409, 429],
});

export function registerTrialRoutes(app: ApiApp): void {
  app.openapi(trialStatus, async (c) => c.json(await getTrialStatus(c.get("deps"), currentUser(c).id), 200));

  app.openapi(reminderShown, async (c) => c.json(await markReminderShown(c.get("deps"), currentUser(c).id), 200));

  app.openapi(cancel, async (c) => {
    const answer = await cancelTrial(c.get("deps"), currentUser(c).id);
    clearSessionCookie(c);
    return c.json(answer, 200);
  });

  app.openapi(applyPromo, async (c) => {
    const { code } = c.req.valid("json");
    const answer = await withRetryAfter(c, () => applyPromoCode(c.get("deps"), currentUser(c).id, code, rateLimitIp(c)));
    return c.json(answer, 200);
  });

  registerTestHooks(app);
}

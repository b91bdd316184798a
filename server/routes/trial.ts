import { createRoute } from "@hono/zod-openapi";
import {
  ApplyPromoAnswerSchema,
  ApplyPromoBodySchema,
  CancelTrialAnswerSchema,
  TrialStatusSchema,
} from "../../contract/trial";
import { rateLimitIp } from "../auth/client-ip";
import { withRetryAfter } from "../auth/client-type";
import { clearSessionCookie } from "../auth/cookies";
import { currentUser } from "../auth/middleware";
import type { ApiApp } from "../context";
import { applyPromoCode } from "../services/promo";
import { cancelTrial, getTrialStatus, markReminderShown } from "../services/trial";
import { errors, jsonAnswer, jsonBody, signedIn } from "./helpers";
import { registerTestHooks } from "../services/trial-test-hooks";

const trialStatus = createRoute({
  method: "get",
  path: "/api/trial-status",
  tags: ["trial"],
  summary: "Trial status of the signed-in user (D12)",
  ...signedIn,
  responses: { 200: jsonAnswer(TrialStatusSchema), ...errors(401) },
});

const reminderShown = createRoute({
  method: "post",
  path: "/api/trial-reminder-shown",
  tags: ["trial"],
  summary: "Marks the trial reminder as shown; it stays hidden for 24 hours (D12)",
  ...signedIn,
  responses: { 200: jsonAnswer(TrialStatusSchema), ...errors(401) },
});

const cancel = createRoute({
  method: "post",
  path: "/api/cancel-trial",
  tags: ["trial"],
  summary: "Cancels the trial: the account is kept 60 days, every session ends (D13)",
  ...signedIn,
  responses: { 200: jsonAnswer(CancelTrialAnswerSchema), ...errors(401, 409) },
});

const applyPromo = createRoute({
  method: "post",
  path: "/api/promo-code/apply",
  tags: ["trial"],
  summary: "Applies a promo code: the trial is extended by its free days (D14)",
  ...signedIn,
  request: jsonBody(ApplyPromoBodySchema),
  responses: { 200: jsonAnswer(ApplyPromoAnswerSchema), ...errors(400, 401, 409, 429) },
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

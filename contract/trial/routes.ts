import { withSchemas } from "../common/route-table";
import { TRIAL_ENDPOINTS } from "./endpoints";
import { ApplyPromoAnswerSchema, ApplyPromoBodySchema, CancelTrialAnswerSchema, TrialStatusSchema } from "./schemas";

export const TRIAL_ROUTES = withSchemas(TRIAL_ENDPOINTS, {
  status: { answer: TrialStatusSchema },
  reminderShown: { answer: TrialStatusSchema },
  cancel: { answer: CancelTrialAnswerSchema },
  applyPromo: { body: ApplyPromoBodySchema, answer: ApplyPromoAnswerSchema },
});
export type TrialRoutes = typeof TRIAL_ROUTES;

import type { ApiApp } from "../context";
import { registerAuthRoutes } from "./auth";
import { registerBillingRoutes } from "./billing";
import { registerCodesRoutes } from "./codes";
import { registerCombosRoutes } from "./combos";
import { registerAccountRoutes } from "./account";
import { registerFiringsRoutes } from "./firings";
import { registerGlazesRoutes } from "./glazes";
import { registerHealthRoutes } from "./health";
import { registerImportRoutes } from "./import";
import { registerInspirationsRoutes } from "./inspirations";
import { registerLabelsRoutes } from "./labels";
import { registerLayersRoutes } from "./layers";
import { registerPhotosRoutes } from "./photos";
import { registerPiecesRoutes } from "./pieces";
import { registerPreferencesRoutes } from "./preferences";
import { registerRemindersRoutes } from "./reminders";
import { registerSharesRoutes } from "./shares";
import { registerStagesRoutes } from "./stages";
import { registerStudioRequestsRoutes } from "./studio-requests";
import { registerStudiosRoutes } from "./studios";
import { registerTilesRoutes } from "./tiles";
import { registerTrialRoutes } from "./trial";

/** Every area registers its own routes; this list is the only place they meet. */
export function registerRoutes(app: ApiApp): void {
  registerHealthRoutes(app);
  registerAuthRoutes(app);
  registerAccountRoutes(app);
  registerImportRoutes(app);
  registerPreferencesRoutes(app);
  registerTrialRoutes(app);
  registerBillingRoutes(app);
  registerPiecesRoutes(app);
  registerStagesRoutes(app);
  registerGlazesRoutes(app);
  registerLayersRoutes(app);
  registerCombosRoutes(app);
  registerInspirationsRoutes(app);
  registerPhotosRoutes(app);
  registerTilesRoutes(app);
  registerFiringsRoutes(app);
  registerSharesRoutes(app);
  registerRemindersRoutes(app);
  registerCodesRoutes(app);
  registerLabelsRoutes(app);
  registerStudiosRoutes(app);
  registerStudioRequestsRoutes(app);
}

import type { User } from "../auth/schemas";
import type { UserPreferences } from "../preferences/schemas";
import type { TrialStatus } from "../trial/schemas";

/**
 * What the server writes into the web page it serves (decision 0105): the answers of GET /api/user,
 * GET /api/user-preferences and GET /api/trial-status for the session the page was asked with, so the web app
 * starts without asking again. `preferences` is null while the user has none yet (the GET would answer 404).
 * Types only: this module adds nothing to the first screen's JavaScript.
 */
export interface PageBootstrap {
  user: User | null;
  preferences: UserPreferences | null;
  trialStatus: TrialStatus | null;
  /**
   * The answers of the first screen's own reads (contract/app/first-calls.ts), by address (path and query), exactly as
   * the API gave them to this session. Only reads that answered 200; absent on a signed-out page.
   */
  answers?: Record<string, unknown>;
}

/** The id of the `<script type="application/json">` element that carries it. */
export const PAGE_BOOTSTRAP_ID = "claybook-bootstrap";

/**
 * The data export's limit per potter (docs/decisions/0175-rate-limits-on-heavy-calls.md): an export reads every
 * record and photo, so a few every quarter hour is plenty for a potter and bounds what a loop or a stuck client costs.
 * Counted in the database like the sign-in limits, so every server sees the same count.
 */
import { ACCOUNT_TEXTS } from "../../../contract/account/texts";
import type { AppDeps } from "../../context";
import { enforce, RATE_LIMITS, refuseIfFull } from "../auth/auth-rate-limit";

export async function countExport(deps: AppDeps, userId: number): Promise<void> {
  await enforce(deps.db, deps.now(), [{ rule: RATE_LIMITS.exportPerPotter, subject: `user:${userId}` }], ACCOUNT_TEXTS.exportRateLimited);
}

/** The same limit, asked without counting: 429 with its words when the next export would be refused. */
export async function checkExport(deps: AppDeps, userId: number): Promise<void> {
  await refuseIfFull(deps.db, deps.now(), RATE_LIMITS.exportPerPotter, `user:${userId}`, ACCOUNT_TEXTS.exportRateLimited);
}

/**
 * product.md#r44, product.md#r30 and product.md#r21: one preferences row per user. GET answers 404 until the row exists;
 * PATCH creates it on first use (decision 0020) and keeps the default clay body consistent with the list.
 */
import { formatMarkup } from "../../../contract/business/markup";
import { eq } from "drizzle-orm";
import {
  DEFAULT_FORMING_METHOD,
  DEFAULT_THEME,
  PREFERENCES_TEXTS,
  type PreferencesPatchParsed,
  type UserPreferences,
} from "../../../contract/preferences/schemas";
import type { AppDeps } from "../../context";
import type { DbOrTx } from "../../db/client";
import { userPreferences } from "../../db/schema";
import { AppError } from "../../errors";
import { keepAmountsInNewCurrency } from "../business/currency-change";
import { renameInRecords, resolveRename } from "./preferences-rename";

type PreferencesRow = typeof userPreferences.$inferSelect;

export function toPreferencesDto(row: PreferencesRow): UserPreferences {
  return {
    id: row.id,
    userId: row.userId,
    theme: row.theme as UserPreferences["theme"],
    defaultClayBody: row.defaultClayBody,
    clayBodies: row.clayBodies,
    firingMethods: row.firingMethods,
    studioLocations: row.studioLocations,
    defaultFormingMethod: (row.defaultFormingMethod as UserPreferences["defaultFormingMethod"]) ?? null,
    defaultFiringCone: row.defaultFiringCone,
    firingCones: row.firingCones,
    defaultFiringAtmosphere: row.defaultFiringAtmosphere,
    firingAtmospheres: row.firingAtmospheres,
    showAllOptions: row.showAllOptions,
    currency: row.currency,
    markup: formatMarkup(row.markupHundredths),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function findPreferences(db: DbOrTx, userId: number): Promise<PreferencesRow | null> {
  const rows = await db.select().from(userPreferences).where(eq(userPreferences.userId, userId)).limit(1);
  return rows[0] ?? null;
}

export async function getPreferences(deps: AppDeps, userId: number): Promise<UserPreferences> {
  const row = await findPreferences(deps.db, userId);
  if (!row) throw AppError.notFound(PREFERENCES_TEXTS.notFound);
  return toPreferencesDto(row);
}

/**
 * The default clay body after a change of the list (product.md#r41): an explicit default must be in the
 * list; a default whose entry was replaced in place follows the new name (a rename); a default that
 * left the list is cleared.
 */
function resolveDefaultClayBody(
  previous: { list: readonly string[]; defaultClayBody: string | null },
  nextList: readonly string[],
  requested: string | null | undefined,
): string | null {
  if (requested !== undefined) {
    if (requested === null || requested === "") return null;
    if (!nextList.includes(requested)) {
      throw new AppError(400, PREFERENCES_TEXTS.defaultClayBodyUnknown, { defaultClayBody: PREFERENCES_TEXTS.defaultClayBodyUnknown });
    }
    return requested;
  }
  const current = previous.defaultClayBody;
  if (current === null || nextList.includes(current)) return current;
  if (previous.list.length === nextList.length) {
    const changed = nextList.flatMap((value, i) => (value === previous.list[i] ? [] : [i]));
    if (changed.length === 1 && previous.list[changed[0]!] === current) return nextList[changed[0]!]!;
  }
  return null;
}

/** Creates the row with the spec's defaults when missing and returns it locked for the change. */
async function lockOrCreate(tx: DbOrTx, userId: number, now: Date): Promise<PreferencesRow> {
  await tx
    .insert(userPreferences)
    .values({ userId, theme: DEFAULT_THEME, defaultFormingMethod: DEFAULT_FORMING_METHOD, createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: userPreferences.userId });
  const rows = await tx.select().from(userPreferences).where(eq(userPreferences.userId, userId)).for("update");
  return rows[0]!;
}

export async function updatePreferences(
  deps: AppDeps,
  userId: number,
  patch: PreferencesPatchParsed,
): Promise<UserPreferences> {
  const row = await deps.db.transaction(async (tx) => {
    const current = await lockOrCreate(tx, userId, deps.now());
    // A renamed entry is renamed on the records first, in this transaction: a later refusal undoes it too.
    const rename = resolveRename(patch.rename, current, patch);
    if (rename) await renameInRecords(tx, userId, rename, deps.now());
    // A currency with other decimals rewrites the amounts in this transaction, or refuses (product.md#r295).
    if (patch.currency !== undefined && patch.currency !== current.currency) {
      await keepAmountsInNewCurrency(tx, userId, current.currency, patch.currency, patch.keepAmounts === true);
    }
    const clayBodies = patch.clayBodies ?? current.clayBodies;
    const renamedDefault = rename?.list === "clayBodies" && rename.from === current.defaultClayBody ? rename.to : undefined;
    const defaultClayBody = resolveDefaultClayBody(
      { list: current.clayBodies, defaultClayBody: current.defaultClayBody },
      clayBodies,
      patch.defaultClayBody !== undefined ? patch.defaultClayBody : renamedDefault,
    );
    const [saved] = await tx
      .update(userPreferences)
      .set({
        theme: patch.theme ?? current.theme,
        clayBodies,
        defaultClayBody,
        firingMethods: patch.firingMethods ?? current.firingMethods,
        studioLocations: patch.studioLocations ?? current.studioLocations,
        defaultFormingMethod: patch.defaultFormingMethod !== undefined ? patch.defaultFormingMethod : current.defaultFormingMethod,
        defaultFiringCone: patch.defaultFiringCone !== undefined ? patch.defaultFiringCone || null : current.defaultFiringCone,
        firingCones: patch.firingCones ?? current.firingCones,
        defaultFiringAtmosphere:
          patch.defaultFiringAtmosphere !== undefined ? patch.defaultFiringAtmosphere || null : current.defaultFiringAtmosphere,
        firingAtmospheres: patch.firingAtmospheres ?? current.firingAtmospheres,
        showAllOptions: patch.showAllOptions ?? current.showAllOptions,
        currency: patch.currency ?? current.currency,
        markupHundredths: patch.markup ?? current.markupHundredths,
        updatedAt: deps.now(),
      })
      .where(eq(userPreferences.userId, userId))
      .returning();
    return saved!;
  });
  return toPreferencesDto(row);
}

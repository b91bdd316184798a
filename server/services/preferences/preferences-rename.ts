/**
 * Renaming a clay body or a studio location in Settings renames it where the potter's records use it
 * (product.md#r153): pieces (clay body and its tag, studio location, shown location), stage entries, test tiles and
 * firings' unload location. Runs in the preferences PATCH's transaction, so the list and the records change together.
 */
import { sql, type SQL } from "drizzle-orm";
import { locationKey, type PreferencesPatchParsed, PREFERENCES_TEXTS } from "../../../contract/preferences/schemas";
import type { DbOrTx } from "../../db/client";
import { AppError } from "../../errors";

type Rename = NonNullable<PreferencesPatchParsed["rename"]>;

interface ResolvedRename {
  list: Rename["list"];
  /** The stored entry being renamed, and the entry of the new list that replaces it. */
  from: string;
  to: string;
}

/** Clay bodies compare case-insensitively (their duplicate rule), locations by product.md#r21's key. */
const keyOf = (list: Rename["list"]) => (list === "clayBodies" ? (v: string) => v.trim().toLowerCase() : locationKey);

const refuse = (message: string) => new AppError(400, message, { rename: message });

/** Checks the rename against the stored list and the list sent, and answers both entries as stored. */
export function resolveRename(
  rename: Rename | undefined,
  stored: { clayBodies: readonly string[]; studioLocations: readonly string[] },
  patch: PreferencesPatchParsed,
): ResolvedRename | null {
  if (!rename) return null;
  const next = patch[rename.list];
  if (!next) throw refuse(PREFERENCES_TEXTS.renameWithoutList);
  const key = keyOf(rename.list);
  const from = stored[rename.list].find((entry) => key(entry) === key(rename.from));
  if (from === undefined) throw refuse(PREFERENCES_TEXTS.renameUnknown);
  const to = next.find((entry) => key(entry) === key(rename.to));
  if (to === undefined) throw refuse(PREFERENCES_TEXTS.renameTargetMissing);
  // A change of case only keeps the key; any other rename takes the old entry out of the list.
  if (key(from) !== key(to) && next.some((entry) => key(entry) === key(from))) throw refuse(PREFERENCES_TEXTS.renameStillListed);
  return { list: rename.list, from, to };
}

/** The SQL form of the comparison keys above. */
function sqlKey(list: Rename["list"], column: SQL): SQL {
  return list === "clayBodies" ? sql`lower(btrim(${column}))` : sql`lower(btrim(translate(${column}, ${"\u2018\u2019"}, ${"''"})))`;
}

export async function renameInRecords(tx: DbOrTx, userId: number, rename: ResolvedRename, now: Date): Promise<void> {
  const { list, from, to } = rename;
  if (from === to) return;
  const wanted = keyOf(list)(from);
  const matches = (column: string) => sql`${sqlKey(list, sql.raw(column))} = ${wanted}`;
  if (list === "clayBodies") {
    // The clay body is also the piece's first tag (product.md#r74), so the tag follows it.
    await tx.execute(sql`update pieces set clay_body = ${to}, updated_at = ${now},
        tags = (select coalesce(array_agg(case when ${sqlKey(list, sql.raw("t"))} = ${wanted} then ${to} else t end order by i), '{}')
          from unnest(tags) with ordinality as u(t, i))
      where user_id = ${userId} and ${matches("clay_body")}`);
    await tx.execute(sql`update test_tiles set clay_body = ${to}, updated_at = ${now} where user_id = ${userId} and ${matches("clay_body")}`);
    // Its bag price follows too (product.md#r269), unless the new name already has one of its own.
    await tx.execute(sql`update clay_prices set clay_body = ${to}, updated_at = ${now} where user_id = ${userId} and ${matches("clay_body")}
      and not exists (select 1 from clay_prices other where other.user_id = ${userId} and other.clay_body = ${to})`);
    return;
  }
  // The shown location is the furthest entry's location or the studio location (product.md#r79): both are renamed
  // here, so the stored one is renamed alongside instead of recomputed.
  await tx.execute(sql`update stage_history set location = ${to} where user_id = ${userId} and ${matches("location")}`);
  await tx.execute(sql`update pieces set
      studio_location = case when ${matches("studio_location")} then ${to} else studio_location end,
      current_location = case when ${matches("current_location")} then ${to} else current_location end,
      updated_at = ${now}
    where user_id = ${userId} and (${matches("studio_location")} or ${matches("current_location")})`);
  await tx.execute(sql`update firings set unload_location = ${to}, updated_at = ${now} where user_id = ${userId} and ${matches("unload_location")}`);
}

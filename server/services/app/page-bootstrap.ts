/**
 * The signed-in state the served web page starts from (decision 0105). The same answers the three start-up
 * calls give, read in one go while the page is served, so the first screen needs no round trip for them.
 */
import { PAGE_BOOTSTRAP_ID, type PageBootstrap } from "../../../contract/app/page-bootstrap";
import { THEMES } from "../../../contract/preferences/rules";
import type { AppDeps, UserRow } from "../../context";
import { findPreferences, toPreferencesDto } from "../preferences/preferences";
import { trialStatusOf } from "../trial/trial";
import { toUserDto } from "../auth/auth-user-dto";

export async function pageBootstrap(deps: AppDeps, user: UserRow | null): Promise<PageBootstrap> {
  if (!user) return { user: null, preferences: null, trialStatus: null };
  const preferences = await findPreferences(deps.db, user.id);
  return {
    user: toUserDto(user),
    preferences: preferences ? toPreferencesDto(preferences) : null,
    trialStatus: trialStatusOf(user, deps.now()),
  };
}

/**
 * The page with the bootstrap as a JSON data block before `</head>`. A data block never runs, so the CSP's
 * script rules do not apply; `<` is escaped so no text inside can close the element.
 */
export function withBootstrap(html: string, bootstrap: PageBootstrap, headExtra = ""): string {
  const json = JSON.stringify(bootstrap)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
  const block = `<script id="${PAGE_BOOTSTRAP_ID}" type="application/json">${json}</script>${headExtra}`;
  // A function replacer: user text may hold `$&`-style patterns that a replacement string would expand.
  const page = html.includes("</head>") ? html.replace("</head>", () => `${block}</head>`) : block + html;
  return withSavedTheme(page, bootstrap.preferences?.theme);
}

/**
 * The potter's saved theme as `data-theme` on `<html>` (product.md#r152). public/theme-init.js runs in the
 * head before the data block is parsed and before first paint; it reads this attribute, so a new device paints the
 * loader in the saved dark theme instead of flashing the light one. The value is one of the three theme names.
 */
function withSavedTheme(html: string, theme: string | undefined): string {
  if (!theme || !(THEMES as readonly string[]).includes(theme)) return html;
  return html.replace(/<html(?=[\s>])/i, `<html data-theme="${theme}"`);
}

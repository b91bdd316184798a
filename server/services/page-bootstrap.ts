/**
 * The signed-in state the served web page starts from (decision 0105). The same answers the three start-up
 * calls give, read in one go while the page is served, so the first screen needs no round trip for them.
 */
import { PAGE_BOOTSTRAP_ID, type PageBootstrap } from "../../contract/app/page-bootstrap";
import type { AppDeps, UserRow } from "../context";
import { findPreferences, toPreferencesDto } from "./preferences";
import { trialStatusOf } from "./trial";
import { toUserDto } from "./auth-user-dto";

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
  return html.includes("</head>") ? html.replace("</head>", () => `${block}</head>`) : block + html;
}

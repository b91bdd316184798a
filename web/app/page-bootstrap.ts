import type { QueryClient } from "@tanstack/react-query";
import { PAGE_BOOTSTRAP_ID, type PageBootstrap } from "../../contract/app/page-bootstrap";
import { userKeys } from "../features/auth/auth-keys";
import { preferencesKeys } from "../features/preferences/preferences-keys";
import { trialKeys } from "../features/trial/trial-keys";
import { primePageAnswers } from "../lib/api";
import { isNativeApp } from "../lib/platform";

/**
 * Decision 0105: the server writes the session's user, preferences and trial status into the page it serves.
 * They go into the cache as if just fetched, so the first screen renders without three round trips (and a
 * signed-out visitor's console shows no 401). The native app loads its own copy of the page, which has none,
 * and the Vite dev server's page has none either: both ask the API as before.
 */
export function seedFromPage(client: QueryClient, doc: Document = document): void {
  if (isNativeApp()) return;
  const element = doc.getElementById(PAGE_BOOTSTRAP_ID);
  if (!element) return;
  // Read once: a later render must ask the API, not trust the page's copy.
  element.remove();
  let page: PageBootstrap;
  try {
    page = JSON.parse(element.textContent ?? "") as PageBootstrap;
  } catch {
    return;
  }
  if (page === null || typeof page !== "object" || !("user" in page)) return;
  client.setQueryData(userKeys.me, page.user);
  if (!page.user) return;
  client.setQueryData(preferencesKeys.mine, page.preferences);
  if (page.trialStatus) client.setQueryData(trialKeys.status, page.trialStatus);
  // The first screen's own reads (decision 0163): the screen still asks for them, and gets these without a request.
  if (page.answers && typeof page.answers === "object") primePageAnswers(page.answers);
}

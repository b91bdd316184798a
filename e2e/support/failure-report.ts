/**
 * What a failed browser test leaves in the run's printed output, which is all a CI run keeps (docs/decisions/0284-ci-time.md):
 * per page, the addresses it went through (with seconds since the test began) and what its screen showed at the end:
 * headings, open dialogs, alerts, status lines and busy regions. The screenshot beside it stays on the CI machine.
 */
import type { BrowserContext, Page, TestInfo } from "@playwright/test";

/** Addresses kept per page: the last few say where a tap led, or failed to. */
const TRAIL_LENGTH = 8;

interface Screen {
  headings: string[];
  dialogs: string[];
  alerts: string[];
  status: string[];
  busy: number;
}

function readScreen(): Screen {
  const text = (el: Element) => (el.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 50);
  const all = (selector: string) => [...document.querySelectorAll(selector)].map(text).filter(Boolean);
  return {
    headings: all("h1, h2").slice(0, 4),
    dialogs: all('[role="dialog"], [role="alertdialog"]'),
    alerts: all('[role="alert"]'),
    status: all('[role="status"]').slice(0, 3),
    busy: document.querySelectorAll('[aria-busy="true"]').length,
  };
}

async function describe(page: Page): Promise<string> {
  if (page.isClosed()) return "closed";
  const screen = await Promise.race([
    page.evaluate(readScreen).then((s) => JSON.stringify(s)),
    new Promise<string>((resolve) => setTimeout(() => resolve("no answer within 2 s"), 2_000)),
  ]).catch((error: unknown) => `unreadable: ${String(error).slice(0, 80)}`);
  return screen;
}

/** Starts keeping each page's addresses; the returned function attaches the report when the test failed. */
export function watchPages(context: BrowserContext): (testInfo: TestInfo) => Promise<void> {
  const start = Date.now();
  const trails = new Map<Page, string[]>();
  const watch = (page: Page) => {
    const trail: string[] = [];
    trails.set(page, trail);
    page.on("framenavigated", (frame) => {
      if (frame !== page.mainFrame()) return;
      const url = new URL(frame.url());
      trail.push(`${((Date.now() - start) / 1000).toFixed(1)}s ${url.pathname}${url.search}`);
      if (trail.length > TRAIL_LENGTH) trail.shift();
    });
  };
  context.pages().forEach(watch);
  context.on("page", watch);

  return async (testInfo) => {
    if (testInfo.status === testInfo.expectedStatus) return;
    // A test that opens its own contexts (two potters side by side) has pages that were not watched: their address now.
    const unwatched = (context.browser()?.contexts() ?? []).filter((other) => other !== context).flatMap((other) => other.pages());
    let n = 0;
    for (const page of [...trails.keys(), ...unwatched]) {
      n += 1;
      const trail = trails.get(page);
      const went = trail ? trail.join(" → ") || "nowhere" : `now at ${page.isClosed() ? "a closed page" : new URL(page.url()).pathname}`;
      // Text attachments are printed with the failure (up to 300 characters each).
      await testInfo.attach(`page ${n} went`, { body: went, contentType: "text/plain" });
      await testInfo.attach(`page ${n} shows`, { body: await describe(page), contentType: "text/plain" });
    }
  };
}

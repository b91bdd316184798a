import type { Page } from "@playwright/test";

/**
 * Waits until no animation or transition runs (a spinner's endless turn is not waited for): skeletons fade into
 * content, dialogs fade in, the tour's ring slides to its next target. axe reads the final colours, and a box is
 * measured where it ends, not half-way.
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== "running" || a.effect?.getTiming().iterations === Infinity),
  );
}

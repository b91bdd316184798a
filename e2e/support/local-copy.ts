/**
 * The device's copy of the screens (web/lib/offline/persisted-cache.ts) is saved a moment after they change. Instead of
 * a fixed wait, a test waits until the saved copy holds the texts its offline part will look for.
 */
import { expect, type Page } from "@playwright/test";

/** Resolves once the device's copy (any account's) holds every one of `texts`. */
export async function localCopyHolds(page: Page, texts: string[]): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(
          (wanted) =>
            new Promise<string[]>((resolve) => {
              // The store idb-keyval opens for web/lib/offline/local-store.ts: database "claybook", store "local".
              const open = indexedDB.open("claybook");
              open.onerror = () => resolve(wanted);
              open.onsuccess = () => {
                const db = open.result;
                if (!db.objectStoreNames.contains("local")) {
                  db.close();
                  resolve(wanted);
                  return;
                }
                const all = db.transaction("local", "readonly").objectStore("local").getAll();
                all.onerror = () => resolve(wanted);
                all.onsuccess = () => {
                  db.close();
                  const copies = (all.result as { savedAt?: unknown; state?: unknown }[])
                    .filter((v) => typeof v?.savedAt === "number")
                    .map((v) => JSON.stringify(v.state));
                  resolve(wanted.filter((text) => !copies.some((copy) => copy.includes(text))));
                };
              };
            }),
          texts,
        ),
      { timeout: 15_000, message: "the device's copy holds what the screens showed" },
    )
    .toEqual([]);
}

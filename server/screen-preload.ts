/**
 * Preloads the screen chunk of the page being served (decision 0105): the browser fetches it beside the app's
 * entry instead of after the entry has run and the router has matched. Reads Vite's build manifest; without one
 * (an old build, the dev server) pages simply go out without these hints.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { screenFor } from "../contract/app/route-screens";

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface ScreenPreloader {
  /** `<link rel="modulepreload">` tags for what the page's screen needs beyond the entry, or "". */
  linksFor(pathname: string, signedIn: boolean): string;
}

export function loadScreenPreloader(webRoot: string): ScreenPreloader {
  const file = path.join(webRoot, ".vite", "manifest.json");
  const manifest: Manifest = existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as Manifest) : {};
  const closure = (key: string, into = new Set<string>()): Set<string> => {
    if (into.has(key) || !manifest[key]) return into;
    into.add(key);
    for (const i of manifest[key].imports ?? []) closure(i, into);
    return into;
  };
  // The entry and its imports are already in index.html.
  const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
  const inPage = entry ? closure(entry) : new Set<string>();
  const cache = new Map<string, string>();
  return {
    linksFor(pathname, signedIn) {
      const screen = screenFor(pathname, signedIn);
      if (!screen || !manifest[screen.module]) return "";
      let links = cache.get(screen.module);
      if (links === undefined) {
        links = [...closure(screen.module)]
          .filter((k) => !inPage.has(k))
          // Low priority: the screen runs only after the entry, and must not hold back the first paint.
          .map((k) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${manifest[k]!.file}">`)
          .join("");
        cache.set(screen.module, links);
      }
      return links;
    },
  };
}

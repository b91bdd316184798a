import { lazy, useState, type ComponentType } from "react";
import { loadOnce } from "./preload";

/**
 * A part of a screen that is not on screen when it opens (a closed section, a dialog), loaded on its own instead of
 * with the screen (decision 0159: each screen's first paint waits for all the code it imports). `preload` starts the
 * load early (when the browser is idle, see usePreloadWhenIdle), so opening the part rarely waits; the service worker
 * keeps every part for offline use as it does the screens.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>) {
  const preload = loadOnce(() => load().then((component) => ({ default: component })));
  return { Part: lazy(preload), preload };
}

/**
 * True from the first time `open` is true: a lazy dialog mounts when it is first opened and then stays mounted, as it
 * did when it was part of its screen (its closing animation and what it keeps between openings are unchanged).
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

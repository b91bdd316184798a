/**
 * Holding a navigation while a screen finishes something (docs/decisions/0157-declarative-router.md). The app runs
 * React Router in declarative mode, whose `useBlocker` needs the data router; this is the same mechanism, kept to
 * what the app uses: one browser history whose push and replace ask the registered blocker first, and whose POP
 * (the browser's Back and Forward) is reverted with `go(-delta)` and replayed on proceed, as the data router does.
 * `<BlockingRouter>` hands this history to React Router, so links, `navigate()` and `<Navigate>` all pass through it.
 */
import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from "react";
import {
  UNSAFE_createBrowserHistory,
  unstable_HistoryRouter as HistoryRouter,
  NavigationType,
  parsePath,
  type HistoryRouterProps,
  type Location,
} from "react-router";

type History = HistoryRouterProps["history"];
type Update = Parameters<Parameters<History["listen"]>[0]>[0];

export interface BlockerArgs {
  currentLocation: Location;
  nextLocation: Location;
  historyAction: NavigationType;
}

export type Blocker =
  | { state: "unblocked"; location?: undefined; proceed?: undefined; reset?: undefined }
  | { state: "blocked"; location: Location; proceed: () => void; reset: () => void }
  | { state: "proceeding"; location: Location; proceed?: undefined; reset?: undefined };

const UNBLOCKED: Blocker = { state: "unblocked" };

interface Registration {
  shouldBlock: (args: BlockerArgs) => boolean;
  onChange: (blocker: Blocker) => void;
}

export interface BlockingHistory extends History {
  /** Registers the screen's blocker (one at a time, the latest wins); returns its removal. */
  block(shouldBlock: Registration["shouldBlock"], onChange: Registration["onChange"]): () => void;
}

/** Wraps a v5-compatible history (its push and replace tell the listener, as `BrowserRouter`'s does). */
export function createBlockingHistory(base: History = UNSAFE_createBrowserHistory({ v5Compat: true })): BlockingHistory {
  let active: Registration | null = null;
  // The location the router shows: during a POP the base history already reads the next one.
  let shown = base.location;
  // A held navigation's replay passes the blocker once (it asked already).
  let proceeding = false;
  // Resolves our own revert of a held POP, which the router must not see.
  let revertDone: (() => void) | null = null;

  const set = (blocker: Blocker) => active?.onChange(blocker);

  /** Whether the blocker holds this navigation; if so it is kept, to run on proceed. */
  function holds(historyAction: NavigationType, nextLocation: Location, run: () => void): boolean {
    if (!active || proceeding || !active.shouldBlock({ currentLocation: shown, nextLocation, historyAction })) return false;
    const registration = active;
    set({
      state: "blocked",
      location: nextLocation,
      proceed: () => {
        if (active !== registration) return;
        set({ state: "proceeding", location: nextLocation });
        proceeding = true;
        run();
      },
      reset: () => {
        if (active === registration) set(UNBLOCKED);
      },
    });
    return true;
  }

  function nextOf(to: Parameters<History["push"]>[0], state: unknown): Location {
    const path = typeof to === "string" ? parsePath(to) : to;
    return { pathname: shown.pathname, search: "", hash: "", ...path, state: state ?? null, key: "" };
  }

  const history: BlockingHistory = {
    get action() {
      return base.action;
    },
    get location() {
      return base.location;
    },
    createHref: (to) => base.createHref(to),
    createURL: (to) => base.createURL(to),
    encodeLocation: (to) => base.encodeLocation(to),
    go: (delta) => base.go(delta),
    push(to, state) {
      if (!holds(NavigationType.Push, nextOf(to, state), () => history.push(to, state))) base.push(to, state);
    },
    replace(to, state) {
      if (!holds(NavigationType.Replace, nextOf(to, state), () => history.replace(to, state))) base.replace(to, state);
    },
    listen(listener) {
      return base.listen((update: Update) => {
        if (revertDone && update.action === NavigationType.Pop) {
          const done = revertDone;
          revertDone = null;
          done();
          return;
        }
        // Back or Forward, held: the address goes back where it was until the blocker lets it through. Without a
        // delta (an entry this app did not write) there is nothing to go back to, so it passes.
        if (update.action === NavigationType.Pop && update.delta != null) {
          const delta = update.delta;
          const reverted = new Promise<void>((resolve) => (revertDone = resolve));
          if (holds(update.action, update.location, () => void reverted.then(() => base.go(delta)))) {
            base.go(-delta);
            return;
          }
          revertDone = null;
        }
        shown = update.location;
        if (proceeding) {
          proceeding = false;
          set(UNBLOCKED);
        }
        listener(update);
      });
    },
    block(shouldBlock, onChange) {
      const registration = { shouldBlock, onChange };
      active = registration;
      return () => {
        if (active === registration) active = null;
      };
    },
  };
  return history;
}

const BlockingHistoryContext = createContext<BlockingHistory | null>(null);

/** The app's router: React Router in declarative mode on the blocking history. */
export function BlockingRouter({ history, children }: { history: BlockingHistory; children: ReactNode }) {
  return (
    <BlockingHistoryContext.Provider value={history}>
      <HistoryRouter history={history}>{children}</HistoryRouter>
    </BlockingHistoryContext.Provider>
  );
}

/**
 * Like React Router's `useBlocker`: while `shouldBlock` answers true, a navigation is held ("blocked") until the
 * screen calls `proceed()` (it then runs) or `reset()` (it is dropped).
 */
export function useNavigationBlocker(shouldBlock: (args: BlockerArgs) => boolean): Blocker {
  const history = useContext(BlockingHistoryContext);
  if (!history) throw new Error("useNavigationBlocker needs <BlockingRouter>");
  const [blocker, setBlocker] = useState<Blocker>(UNBLOCKED);
  const latest = useRef(shouldBlock);
  useEffect(() => {
    latest.current = shouldBlock;
  });
  useEffect(() => history.block((args) => latest.current(args), setBlocker), [history]);
  return blocker;
}

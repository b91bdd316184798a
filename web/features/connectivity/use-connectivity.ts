import { onlineManager } from "@tanstack/react-query";
import { useEffect, useSyncExternalStore } from "react";
import { buildUrl } from "../../lib/api-url";
import { loadNativeRuntime } from "../../lib/native/install";
import { activeOutbox, onDrained } from "../../lib/offline/outbox-runtime";
import { isHostedPreview, isNativeApp } from "../../lib/platform";
import { checkConnectivity } from "./connectivity-check";
import { WEB_CONNECTIVITY_PATHS } from "./health-api";
import { ConnectivityMonitor, type ConnectivityState } from "./connectivity-monitor";

const ALWAYS_CONNECTED: ConnectivityState = { connected: true, checking: false, error: null };

/**
 * product.md#r41: hosted-preview sites are always connected. The web build checks too since it works offline
 * (docs/decisions/0116-outbox.md): a potter must know their changes are waiting.
 */
export function connectivityChecked(): boolean {
  return !isHostedPreview();
}

let monitor: ConnectivityMonitor | null = null;
let stop: (() => void) | null = null;
let users = 0;

function getMonitor(): ConnectivityMonitor {
  monitor ??= new ConnectivityMonitor(() =>
    isNativeApp()
      ? checkConnectivity({
          // buildUrl("") is the API base host: APP_URL in the app, which adds its bearer token.
          baseUrl: buildUrl(""),
          decorate: async (path, headers) => (await loadNativeRuntime()).decorate({ method: "GET", path, headers }),
        })
      : checkConnectivity({ baseUrl: buildUrl("") }, WEB_CONNECTIVITY_PATHS),
  );
  // The query cache and the outbox follow what the checks find, not only the browser's online flag (a kiln room's
  // Wi-Fi can be "online" and reach nothing): offline, a screen keeps its data and its refetch waits instead of
  // failing; back online, the refetches and the waiting changes go.
  let connected = true;
  monitor.subscribe(() => {
    const now = monitor!.getState().connected;
    if (now === connected) return;
    connected = now;
    onlineManager.setOnline(now);
    if (now) activeOutbox()?.resume();
  });
  // The waiting changes reached the server: that is the connection back, before the next check says so (a screen
  // opened offline waited for its 10 s poll, docs/decisions/0277-banner-leaves-with-the-changes.md).
  onDrained(() => monitor?.markReachable());
  return monitor;
}

const noop = () => () => undefined;
const alwaysConnected = () => ALWAYS_CONNECTED;

export interface Connectivity extends ConnectivityState {
  retry: () => void;
}

/** The shared connectivity state; the first component to mount starts the polling, the last one stops it. */
export function useConnectivity(): Connectivity {
  const checked = connectivityChecked();
  const active = checked ? getMonitor() : null;
  const state = useSyncExternalStore(active?.subscribe ?? noop, active?.getState ?? alwaysConnected, alwaysConnected);

  useEffect(() => {
    if (!active) return;
    users += 1;
    stop ??= active.start();
    return () => {
      users -= 1;
      if (users === 0) {
        stop?.();
        stop = null;
      }
    };
  }, [active]);

  return { ...state, retry: () => void active?.recheck() };
}

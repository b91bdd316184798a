// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { checkConnectivity } from "./connectivity-check";
import { CONNECTIVITY_PATHS, WEB_CONNECTIVITY_PATHS } from "./health-api";
import { ConnectivityMonitor, CONNECTIVITY_EVENT, isAuthMessage } from "./connectivity-monitor";
import type { CheckResult } from "./connectivity-check";

describe("checkConnectivity", () => {
  afterEach(() => vi.useRealTimers());

  it("asks /api/trial-status, then /api/health, then /health, without caches; the first 2xx wins", async () => {
    const fetchMock = vi.fn(async (url: string, _init?: RequestInit) => new Response("{}", { status: url.endsWith("/api/health") ? 200 : 401 }));
    const result = await checkConnectivity({ baseUrl: "https://app.test", fetch: fetchMock as never });
    expect(result).toEqual({ connected: true, error: null });
    expect(fetchMock.mock.calls.map((c) => c[0])).toEqual(["https://app.test/api/trial-status", "https://app.test/api/health"]);
    const init = fetchMock.mock.calls[0]![1]!;
    expect(init.cache).toBe("no-store");
    expect(new Headers(init.headers).get("cache-control")).toBe("no-cache");
  });

  it("on the web asks only the health checks, never the trial status it could only get a 401 from", async () => {
    const fetchMock = vi.fn(async (url: string, _init?: RequestInit) => new Response("{}", { status: url.endsWith("/health") ? 200 : 401 }));
    const result = await checkConnectivity({ baseUrl: "", fetch: fetchMock as never }, WEB_CONNECTIVITY_PATHS);
    expect(result).toEqual({ connected: true, error: null });
    expect(fetchMock.mock.calls.map((c) => c[0])).toEqual(["/api/health"]);
  });

  it("all failing means disconnected, with the last reason", async () => {
    const fetchMock = vi.fn(async () => Promise.reject(new TypeError("Failed to fetch")));
    const result = await checkConnectivity({ baseUrl: "", fetch: fetchMock as never });
    expect(result).toEqual({ connected: false, error: "Failed to fetch" });
    expect(fetchMock).toHaveBeenCalledTimes(CONNECTIVITY_PATHS.length);
  });

  it("gives each call 8 s", async () => {
    vi.useFakeTimers();
    const fetchMock = vi.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((_, reject) => init.signal!.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")))),
    );
    const result = checkConnectivity({ baseUrl: "", fetch: fetchMock as never });
    await vi.advanceTimersByTimeAsync(7999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(16_000);
    expect(await result).toEqual({ connected: false, error: "Timed out after 8000ms" });
  });
});

describe("ConnectivityMonitor", () => {
  let results: CheckResult[];
  let check: ReturnType<typeof vi.fn>;
  let monitor: ConnectivityMonitor;
  let stop: () => void;

  beforeEach(() => {
    vi.useFakeTimers();
    results = [];
    check = vi.fn(async () => results.shift() ?? { connected: true, error: null });
    monitor = new ConnectivityMonitor(check as never);
    stop = monitor.start(window);
  });
  afterEach(() => {
    stop();
    vi.useRealTimers();
  });

  it("checks first at 2 s, then every 30 s while connected", async () => {
    await vi.advanceTimersByTimeAsync(1999);
    expect(check).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(check).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(check).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(check).toHaveBeenCalledTimes(2);
  });

  it("polls every 10 s while disconnected, and reconnects", async () => {
    results.push({ connected: false, error: "Failed to fetch" });
    await vi.advanceTimersByTimeAsync(2000);
    expect(monitor.getState()).toEqual({ connected: false, checking: false, error: "Failed to fetch" });
    results.push({ connected: false, error: "Failed to fetch" });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(check).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(check).toHaveBeenCalledTimes(3);
    expect(monitor.getState().connected).toBe(true);
  });

  it("an api:connectivity-error event marks disconnected and rechecks at once", async () => {
    results.push({ connected: false, error: "Failed to fetch" });
    const seen: boolean[] = [];
    monitor.subscribe(() => seen.push(monitor.getState().connected));
    window.dispatchEvent(new CustomEvent(CONNECTIVITY_EVENT, { detail: { message: "Network connection failed." } }));
    expect(monitor.getState().connected).toBe(false);
    expect(check).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(0);
    expect(monitor.getState()).toMatchObject({ connected: false, error: "Failed to fetch" });
    expect(seen[0]).toBe(false);
  });

  it("the browser's offline event shows disconnected at once, with no check; its online event checks at once", async () => {
    window.dispatchEvent(new Event("offline"));
    expect(monitor.getState().connected).toBe(false);
    expect(check).not.toHaveBeenCalled();
    window.dispatchEvent(new Event("online"));
    await vi.advanceTimersByTimeAsync(0);
    expect(check).toHaveBeenCalledTimes(1);
    expect(monitor.getState().connected).toBe(true);
  });

  it("back online while a check begun offline runs: a second check decides", async () => {
    let release: (r: CheckResult) => void = () => undefined;
    check.mockImplementationOnce(() => new Promise<CheckResult>((resolve) => (release = resolve)));
    window.dispatchEvent(new Event("offline"));
    void monitor.recheck();
    window.dispatchEvent(new Event("online"));
    release({ connected: false, error: "Failed to fetch" });
    await vi.advanceTimersByTimeAsync(0);
    expect(check).toHaveBeenCalledTimes(2);
    expect(monitor.getState().connected).toBe(true);
  });

  it("ignores 401/Unauthorized messages", () => {
    expect(isAuthMessage("401: Unauthorized")).toBe(true);
    expect(isAuthMessage("Request was unauthorized")).toBe(true);
    window.dispatchEvent(new CustomEvent(CONNECTIVITY_EVENT, { detail: { message: "Unauthorized" } }));
    expect(monitor.getState().connected).toBe(true);
    expect(check).not.toHaveBeenCalled();
  });

  it("shares a running check between Retry taps", async () => {
    let release: (r: CheckResult) => void = () => undefined;
    check.mockImplementationOnce(() => new Promise<CheckResult>((resolve) => (release = resolve)));
    const a = monitor.recheck();
    const b = monitor.recheck();
    expect(monitor.getState().checking).toBe(true);
    release({ connected: true, error: null });
    await Promise.all([a, b]);
    expect(check).toHaveBeenCalledTimes(1);
    expect(monitor.getState().checking).toBe(false);
  });

  it("a check that began before a failed request cannot lift the banner with its stale success", async () => {
    // The check started at start-up answers late, after a screen's request found the server unreachable.
    let release: (r: CheckResult) => void = () => undefined;
    check.mockImplementationOnce(() => new Promise<CheckResult>((resolve) => (release = resolve)));
    const first = monitor.recheck();
    window.dispatchEvent(new CustomEvent(CONNECTIVITY_EVENT, { detail: { message: "Network connection failed." } }));
    results.push({ connected: false, error: "Failed to fetch" });
    release({ connected: true, error: null });
    await first;
    expect(check).toHaveBeenCalledTimes(2);
    expect(monitor.getState()).toMatchObject({ connected: false, error: "Failed to fetch" });
  });

  it("the waiting changes sent lift the banner at once, also over a check begun offline that fails late", async () => {
    window.dispatchEvent(new Event("offline"));
    expect(monitor.getState().connected).toBe(false);
    let release: (r: CheckResult) => void = () => undefined;
    check.mockImplementationOnce(() => new Promise<CheckResult>((resolve) => (release = resolve)));
    const running = monitor.recheck();
    monitor.markReachable();
    expect(monitor.getState()).toMatchObject({ connected: true, error: null });
    release({ connected: false, error: "Failed to fetch" });
    await running;
    expect(monitor.getState()).toMatchObject({ connected: true, error: null, checking: false });
  });
});

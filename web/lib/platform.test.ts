import { afterEach, describe, expect, it, vi } from "vitest";

import { getClientPlatform, isHostedPreviewHost, isIos, isNativeApp, apiBaseUrl } from "./platform";

/** The page as each native shell leaves it, read the way @capacitor/core 7 reads it (its getPlatformId). */
const runtimes = {
  iosShell: () => vi.stubGlobal("webkit", { messageHandlers: { bridge: {} } }),
  androidShell: () => vi.stubGlobal("androidBridge", {}),
  custom: (name: string) => vi.stubGlobal("CapacitorCustomPlatform", { name, plugins: {} }),
};

function at(hostname: string) {
  vi.stubGlobal("location", { hostname });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the environment rule (product.md#r27)", () => {
  it("is web in a plain browser", () => {
    at("claybook.app");
    expect(getClientPlatform()).toBe("web");
    expect(isNativeApp()).toBe(false);
    expect(apiBaseUrl()).toBe("");
  });

  it("is native when the runtime reports ios or android", () => {
    at("localhost");
    runtimes.iosShell();
    expect(getClientPlatform()).toBe("ios");
    expect(isIos()).toBe(true);
    vi.unstubAllGlobals();
    at("localhost");
    runtimes.androidShell();
    expect(getClientPlatform()).toBe("android");
    expect(isNativeApp()).toBe(true);
    expect(isIos()).toBe(false);
  });

  it("follows a custom platform first, as Capacitor does", () => {
    at("localhost");
    runtimes.androidShell();
    runtimes.custom("ios");
    expect(getClientPlatform()).toBe("ios");
    vi.unstubAllGlobals();
    at("localhost");
    runtimes.custom("web");
    expect(isNativeApp()).toBe(false);
  });

  it("is native when the runtime reports a native platform under another name", () => {
    at("localhost");
    runtimes.custom("electron");
    expect(getClientPlatform()).toBe("android");
    expect(isNativeApp()).toBe(true);
  });

  it("hosted-preview sites always count as web", () => {
    runtimes.iosShell();
    for (const host of ["abc-123.picard.replit.dev", "claybook.repl.co", "x--3000.local-credentialless.webcontainer.io", "psychic-fiesta-3000.app.github.dev"]) {
      at(host);
      expect(isHostedPreviewHost(host)).toBe(true);
      expect(isNativeApp()).toBe(false);
    }
    expect(isHostedPreviewHost("claybook.app")).toBe(false);
    expect(isHostedPreviewHost("notreplit.dev")).toBe(false);
  });
});

describe("the runtime's report", () => {
  it("is what @capacitor/core itself answers for each shell", async () => {
    // The package is loaded only here: the app reads the same globals without it (decision 0157).
    const { Capacitor } = await import("@capacitor/core");
    at("localhost");
    expect(getClientPlatform()).toBe(Capacitor.getPlatform());
    expect(isNativeApp()).toBe(Capacitor.isNativePlatform());
    runtimes.iosShell();
    expect(getClientPlatform()).toBe(Capacitor.getPlatform());
    expect(isNativeApp()).toBe(Capacitor.isNativePlatform());
    vi.unstubAllGlobals();
    at("localhost");
    runtimes.androidShell();
    expect(getClientPlatform()).toBe(Capacitor.getPlatform());
    expect(isNativeApp()).toBe(Capacitor.isNativePlatform());
  });
});

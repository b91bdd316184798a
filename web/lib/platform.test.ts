import { afterEach, describe, expect, it, vi } from "vitest";

const capacitor = vi.hoisted(() => ({ platform: "web", native: false }));
vi.mock("@capacitor/core", () => ({
  Capacitor: { getPlatform: () => capacitor.platform, isNativePlatform: () => capacitor.native },
}));

const { getClientPlatform, isHostedPreviewHost, isIos, isNativeApp, apiBaseUrl } = await import("./platform");

function at(hostname: string) {
  vi.stubGlobal("location", { hostname });
}

afterEach(() => {
  vi.unstubAllGlobals();
  capacitor.platform = "web";
  capacitor.native = false;
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
    capacitor.platform = "ios";
    expect(getClientPlatform()).toBe("ios");
    expect(isIos()).toBe(true);
    capacitor.platform = "android";
    expect(getClientPlatform()).toBe("android");
    expect(isNativeApp()).toBe(true);
  });

  it("is native when the runtime reports a native platform under another name", () => {
    at("localhost");
    capacitor.platform = "electron";
    capacitor.native = true;
    expect(isNativeApp()).toBe(true);
  });

  it("hosted-preview sites always count as web", () => {
    capacitor.platform = "ios";
    capacitor.native = true;
    for (const host of ["abc-123.picard.replit.dev", "claybook.repl.co", "x--3000.local-credentialless.webcontainer.io", "psychic-fiesta-3000.app.github.dev"]) {
      at(host);
      expect(isHostedPreviewHost(host)).toBe(true);
      expect(isNativeApp()).toBe(false);
    }
    expect(isHostedPreviewHost("claybook.app")).toBe(false);
    expect(isHostedPreviewHost("notreplit.dev")).toBe(false);
  });
});

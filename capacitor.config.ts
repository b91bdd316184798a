import type { CapacitorConfig } from "@capacitor/cli";
import type { KeyboardResize } from "@capacitor/keyboard";

/**
 * product.md#r25: the native app is the same web build, app id app.claybook. The API base address comes from APP_URL at
 * build time (see web/lib/platform), not from a server URL here, so the app runs from its bundled files.
 */
const config: CapacitorConfig = {
  appId: "app.claybook",
  appName: "Claybook",
  webDir: "dist/web",
  ios: {
    contentInset: "never",
  },
  plugins: {
    SplashScreen: {
      launchShowDuration: 0,
      backgroundColor: "#2D1F16",
    },
    Keyboard: {
      // The WebView shrinks with the keyboard; the bottom nav re-pins on keyboardDidShow/Hide (web/lib/native/runtime.ts).
      resize: "native" as KeyboardResize,
    },
    CapacitorHttp: {
      // Only used explicitly as the 'Load failed' fallback of the request layer (product.md#r30).
      enabled: false,
    },
  },
};

export default config;

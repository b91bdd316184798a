import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { checkNativeSync, installedPlugins } from "../scripts/check-native-sync";

let root: string;

function write(rel: string, text: string) {
  mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
  writeFileSync(path.join(root, rel), text);
}

function syncedProject() {
  root = mkdtempSync(path.join(os.tmpdir(), "native-sync-"));
  write("package.json", JSON.stringify({ dependencies: { "@capacitor/core": "7", "@capacitor/camera": "7", react: "19" } }));
  write("node_modules/@capacitor/camera/package.json", JSON.stringify({ capacitor: { ios: {}, android: {} } }));
  write("node_modules/react/package.json", JSON.stringify({}));
  write("dist/web/index.html", "<html>app</html>");
  write("ios/App/App/public/index.html", "<html>app</html>");
  write("android/app/src/main/assets/public/index.html", "<html>app</html>");
  write("ios/App/App/capacitor.config.json", JSON.stringify({ appId: "app.claybook" }));
  write("android/app/src/main/assets/capacitor.config.json", JSON.stringify({ appId: "app.claybook" }));
  write("ios/App/Podfile", "pod 'CapacitorCamera', :path => '../../node_modules/@capacitor/camera'\n");
  write("android/capacitor.settings.gradle", "project(':capacitor-camera').projectDir = new File('../node_modules/@capacitor/camera/android')\n");
  write("android/app/src/main/assets/capacitor.plugins.json", JSON.stringify([{ pkg: "@capacitor/camera", classpath: "x" }]));
  write("ios/App/App/Info.plist", "<key>NSCameraUsageDescription</key><key>NSPhotoLibraryUsageDescription</key>");
}

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("check-native-sync", () => {
  it("passes a synced project and finds plugins by their capacitor field", () => {
    syncedProject();
    expect(installedPlugins(root)).toEqual(["@capacitor/camera"]);
    expect(checkNativeSync(root)).toEqual([]);
  });

  it("reports a missing or stale web copy, a missing plugin and a missing usage string", () => {
    syncedProject();
    rmSync(path.join(root, "ios/App/App/public/index.html"));
    write("android/app/src/main/assets/public/index.html", "<html>old</html>");
    write("ios/App/Podfile", "");
    write("ios/App/App/Info.plist", "<key>NSCameraUsageDescription</key>");
    expect(checkNativeSync(root)).toEqual([
      "ios: ios/App/App/public/index.html is missing (web build not copied)",
      "android: android/app/src/main/assets/public/index.html differs from dist/web/index.html (stale copy)",
      "ios: ios/App/Podfile does not list @capacitor/camera",
      "ios: Info.plist lacks NSPhotoLibraryUsageDescription (the camera plugin needs it)",
    ]);
  });
});

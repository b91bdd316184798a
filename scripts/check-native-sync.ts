/**
 * CI check after `npm run native:sync`: the generated iOS and Android projects hold the fresh web build and
 * list every installed Capacitor plugin. Native compiles need Xcode / the Android SDK, which CI lacks, so this
 * is what "a syncable project" means there. Exits non-zero with one line per problem.
 *
 *   npm run native:sync && npx tsx scripts/check-native-sync.ts
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const NON_PLUGINS = new Set(["@capacitor/core", "@capacitor/cli", "@capacitor/ios", "@capacitor/android"]);

export const COPIED_INDEX = {
  ios: "ios/App/App/public/index.html",
  android: "android/app/src/main/assets/public/index.html",
} as const;

function readJson<T>(file: string): T | null {
  try {
    return JSON.parse(readFileSync(file, "utf8")) as T;
  } catch {
    return null;
  }
}

/** Installed dependencies whose package.json declares native code for Capacitor (the `capacitor` field). */
export function installedPlugins(root: string): string[] {
  const pkg = readJson<{ dependencies?: Record<string, string> }>(path.join(root, "package.json"));
  return Object.keys(pkg?.dependencies ?? {})
    .filter((name) => !NON_PLUGINS.has(name))
    .filter((name) => readJson<{ capacitor?: unknown }>(path.join(root, "node_modules", name, "package.json"))?.capacitor)
    .sort();
}

export function checkNativeSync(root: string): string[] {
  const problems: string[] = [];
  const read = (rel: string) => (existsSync(path.join(root, rel)) ? readFileSync(path.join(root, rel), "utf8") : null);

  const built = read("dist/web/index.html");
  if (built === null) problems.push("dist/web/index.html is missing: run `npm run native:sync` (it builds the web app first)");
  for (const [platform, rel] of Object.entries(COPIED_INDEX)) {
    const copied = read(rel);
    if (copied === null) problems.push(`${platform}: ${rel} is missing (web build not copied)`);
    else if (built !== null && copied !== built) problems.push(`${platform}: ${rel} differs from dist/web/index.html (stale copy)`);
  }

  for (const rel of ["ios/App/App/capacitor.config.json", "android/app/src/main/assets/capacitor.config.json"]) {
    const config = readJson<{ appId?: string }>(path.join(root, rel));
    if (config?.appId !== "app.claybook") problems.push(`${rel}: appId should be app.claybook (got ${config?.appId ?? "nothing"})`);
  }

  const plugins = installedPlugins(root);
  if (plugins.length === 0) problems.push("no Capacitor plugins found among the dependencies");
  const podfile = read("ios/App/Podfile") ?? "";
  const gradle = read("android/capacitor.settings.gradle") ?? "";
  const androidJson = readJson<{ pkg: string }[]>(path.join(root, "android/app/src/main/assets/capacitor.plugins.json")) ?? [];
  for (const name of plugins) {
    if (!podfile.includes(`node_modules/${name}'`)) problems.push(`ios: ios/App/Podfile does not list ${name}`);
    if (!gradle.includes(`node_modules/${name}/android'`)) problems.push(`android: capacitor.settings.gradle does not list ${name}`);
    if (!androidJson.some((p) => p.pkg === name)) problems.push(`android: capacitor.plugins.json does not list ${name}`);
  }

  const plist = read("ios/App/App/Info.plist") ?? "";
  for (const key of ["NSCameraUsageDescription", "NSPhotoLibraryUsageDescription"]) {
    if (!plist.includes(`<key>${key}</key>`)) problems.push(`ios: Info.plist lacks ${key} (the camera plugin needs it)`);
  }
  return problems;
}

const invokedDirectly = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (invokedDirectly) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
  const problems = checkNativeSync(root);
  if (problems.length > 0) {
    for (const problem of problems) console.error(`check-native-sync: ${problem}`);
    process.exit(1);
  }
  console.log(`check-native-sync: iOS and Android hold the web build and ${installedPlugins(root).length} plugins: ${installedPlugins(root).join(", ")}`);
}

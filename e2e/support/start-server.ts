/** Starts the real server for browser tests on a build of the current sources (see playwright.config.ts). */
import { ensureWebBuild, TEST_BUILD_ENV, testBuildDir } from "../../scripts/web-build";

const dir = process.env.WEB_DIST ?? testBuildDir();
process.env.WEB_DIST = dir;
ensureWebBuild(dir, TEST_BUILD_ENV);
await import("../../server/main");

/**
 * Builds the web app for the browser tests ahead of them, as their server would on start (e2e/support/start-server.ts:
 * the same directory, mode and address), so CI builds it while the type check and lint use one core each
 * (docs/decisions/0284-ci-time.md). The server then finds the build fresh and starts at once.
 */
import { ensureWebBuild, TEST_BUILD_ENV, testBuildDir } from "../../scripts/web-build";

if (!process.env.E2E_PORT) throw new Error("E2E_PORT must be set, as playwright.config.ts will read it");
process.env.NODE_ENV = "test";
process.env.APP_URL = `http://127.0.0.1:${process.env.E2E_PORT}`;
const dir = process.env.WEB_DIST ?? testBuildDir();
console.info(ensureWebBuild(dir, TEST_BUILD_ENV) ? `Built the web app into ${dir}` : `The web app in ${dir} is up to date`);

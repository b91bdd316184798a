/**
 * `npm run lint`'s OpenAPI step (docs/decisions/0293-openapi-names-from-the-contract.md): writes the document the server
 * serves at /api/openapi.json to a temporary file and runs `redocly lint` with its recommended rules on it, offline
 * (redocly.yaml). The document is built from the registered routes alone, so no database is opened and no request runs.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createApp } from "../server/app";
import { loadConfig } from "../server/config";
import type { AppDeps } from "../server/context";
import { openApiDocument } from "../server/http/openapi-document";

const config = loadConfig({ APP_URL: "https://claybook.app" }, { readDotEnv: false });
// Only the route table is read: createApp keeps deps for requests, and none is made here.
const app = createApp({ config } as AppDeps);
const dir = mkdtempSync(path.join(tmpdir(), "claybook-openapi-"));
const file = path.join(dir, "openapi.json");
try {
  writeFileSync(file, JSON.stringify(await openApiDocument(app, config.appUrl), null, 2));
  const run = spawnSync("redocly", ["lint", file, "--config", "redocly.yaml", "--format", "stylish"], {
    stdio: "inherit",
    env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true", PATH: `${path.resolve("node_modules/.bin")}${path.delimiter}${process.env.PATH}` },
  });
  process.exitCode = run.status ?? 1;
} finally {
  rmSync(dir, { recursive: true, force: true });
}

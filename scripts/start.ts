/** `npm start`: build the web app when it is missing or stale, then serve (product.md#r3). */
import path from "node:path";
import { ensureWebBuild } from "./web-build";

const webDist = path.resolve(process.env.WEB_DIST ?? "dist/web");
process.env.WEB_DIST = webDist;
if (ensureWebBuild(webDist)) console.info(`Built the web app into ${webDist}`);
await import("../server/main");

import { chromium } from "@playwright/test";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { findChromium } from "../e2e/support/chromium";
import { HttpClient, startServer } from "../tests/helpers/server-process";

const dataDir = mkdtempSync(path.join(os.tmpdir(), "cb-prof-"));
const r = () => Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString("hex");
const server = await startServer({ DATA_DIR: dataDir, WEB_DIST: process.env.DIST ?? "/tmp/vbq", NODE_ENV: "production", LOG_LEVEL: "warn", SESSION_SECRET: r(), TOKEN_SECRET: r() });
const c = new HttpClient(server.url);
await c.request("POST", "/api/register", { firstName: "Lia", lastName: "Hart", email: `lh-${Date.now()}@example.com`, password: "Glaze1234" });
const p = await c.request("POST", "/api/pieces", { name: "Celadon bowl", type: "wheel", clayBody: "Stoneware", notes: "Thrown", stages: [{ stage: "Formed", location: "Shelf" }] });
const browser = await chromium.launch({ executablePath: findChromium()!, args: ["--no-sandbox", "--disable-gpu"] });
for (const target of process.argv.slice(2)) {
  const signedIn = target !== "/auth";
  const ctx = await browser.newContext(signedIn ? { extraHTTPHeaders: { cookie: c.cookie } } : {});
  const page = await ctx.newPage();
  const cdp = await ctx.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await browser.startTracing(page, { categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "v8.execute"] });
  await page.goto(server.url + target.replace("ID", String(p.body.id)));
  await page.waitForTimeout(4000);
  const buf = await browser.stopTracing();
  const events = JSON.parse(buf.toString()).traceEvents as any[];
  const nav = events.find((e) => e.name === "navigationStart")?.ts ?? events[0].ts;
  const tasks = events.filter((e) => e.name === "RunTask" && e.dur > 50_000 * 1);
  console.log(`== ${target}`);
  for (const t of tasks) {
    const inner = events.filter((e) => e.tid === t.tid && e.ts >= t.ts && e.ts < t.ts + t.dur && e.dur && e.name !== "RunTask");
    const top = inner.sort((a, b) => b.dur - a.dur).slice(0, 4).map((e) => `${e.name}${e.args?.data?.url ? "(" + String(e.args.data.url).split("/").pop() + ")" : ""}${e.args?.data?.functionName ? "[" + e.args.data.functionName + "]" : ""} ${(e.dur / 1000).toFixed(0)}`);
    console.log(`  at ${((t.ts - nav) / 1000).toFixed(0)} ms: ${(t.dur / 1000).toFixed(0)} ms — ${top.join(" | ")}`);
  }
  const fcp = events.find((e) => e.name === "firstContentfulPaint");
  const lcp = events.filter((e) => e.name === "largestContentfulPaint::Candidate").pop();
  console.log(`  FCP ${fcp ? ((fcp.ts - nav) / 1000).toFixed(0) : "?"} ms, LCP ${lcp ? ((lcp.ts - nav) / 1000).toFixed(0) : "?"} ms`);
  await ctx.close();
}
await browser.close();
await server.kill("SIGTERM");

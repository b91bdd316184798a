import { chromium } from "@playwright/test";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { findChromium } from "../e2e/support/chromium";
import { HttpClient, startServer } from "../tests/helpers/server-process";

const dataDir = mkdtempSync(path.join(os.tmpdir(), "cb-prof-"));
const r = () => Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString("hex");
const server = await startServer({ DATA_DIR: dataDir, WEB_DIST: "/tmp/vbp", NODE_ENV: "production", LOG_LEVEL: "warn", SESSION_SECRET: r(), TOKEN_SECRET: r() });
const c = new HttpClient(server.url);
await c.request("POST", "/api/register", { firstName: "Lia", lastName: "Hart", email: `lh-${Date.now()}@example.com`, password: "Glaze1234" });
let id = 0;
for (let i = 0; i < 12; i++) {
  const p = await c.request("POST", "/api/pieces", { name: `Bowl ${i}`, type: "wheel", clayBody: "Stoneware", notes: "Thrown", stages: [{ stage: "Formed", location: "Shelf" }] });
  id = p.body.id;
}
const browser = await chromium.launch({ executablePath: findChromium()!, args: ["--no-sandbox", "--disable-gpu"] });
for (const target of process.argv.slice(2)) {
  const ctx = await browser.newContext({ extraHTTPHeaders: { cookie: c.cookie } });
  const page = await ctx.newPage();
  const cdp = await ctx.newCDPSession(page);
  await cdp.send("Profiler.enable");
  await cdp.send("Profiler.setSamplingInterval", { interval: 50 });
  await cdp.send("Profiler.start");
  await page.goto(server.url + target.replace("ID", String(id)));
  await page.waitForTimeout(3000);
  const { profile } = (await cdp.send("Profiler.stop")) as any;
  // Inclusive time per function (a function counted once per sample even if recursive), top 40.
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const ch of n.children ?? []) parent.set(ch, n.id);
  const byId = new Map<number, any>(profile.nodes.map((n: any) => [n.id, n]));
  const incl = new Map<string, number>();
  const dt = profile.timeDeltas as number[];
  profile.samples.forEach((sid: number, i: number) => {
    const seen = new Set<string>();
    for (let cur: number | undefined = sid; cur !== undefined; cur = parent.get(cur)) {
      const n = byId.get(cur);
      const cf = n.callFrame;
      if (!cf.url) continue;
      const key = `${cf.functionName || "(anon)"} ${cf.url.split("/").pop()}:${cf.lineNumber}`;
      if (seen.has(key)) continue;
      seen.add(key);
      incl.set(key, (incl.get(key) ?? 0) + (dt[i] ?? 0) / 1000);
    }
  });
  console.log(`== ${target}`);
  for (const [k, v] of [...incl].sort((a, b) => b[1] - a[1]).slice(0, 45)) console.log(v.toFixed(1).padStart(7), k);
  await ctx.close();
}
await browser.close();
await server.kill("SIGTERM");

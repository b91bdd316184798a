/**
 * `npm run security-scan` (docs/security.md): starts Claybook (production mode, embedded database, a temporary
 * DATA_DIR), signs up a potter, and points Debian's scanners at it — on 127.0.0.1 only:
 *   - sqlmap (level 2, risk 1, batch) on the signed-in list, create and lookup calls, with the session cookie;
 *   - wapiti (no module that calls outside: ssrf, xxe, nikto and wapp are left out; no bug reports sent).
 * Fails (exit 1) on any sqlmap injection point and any wapiti finding of medium severity or higher.
 * Needs `apt-get install -y sqlmap wapiti`. Not part of `npm test` (it takes many minutes). Results:
 * docs/security.md, "Latest scan".
 */
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { startServer, type ServerProcess } from "../tests/helpers/server-process";

const ROOT = path.resolve(import.meta.dirname, "..");
/** Wapiti's levels: 0 info, 1 low, 2 medium, 3 high, 4 critical. */
const MEDIUM = 2;
const DEAD_PROXY = "http://127.0.0.1:9";
const WAPITI_MODULES = "exec,file,sql,blindsql,xss,permanentxss,redirect,crlf,backup,htaccess,methods,shellshock,http_headers,cookieflags,csp,csrf";

function run(command: string, args: string[], logFile: string): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    // A dead local proxy for anything that is not 127.0.0.1: should a scanner try to reach the internet (an
    // update, a bug report), the request fails here instead of leaving the machine.
    const env = { ...process.env, HTTP_PROXY: DEAD_PROXY, HTTPS_PROXY: DEAD_PROXY, http_proxy: DEAD_PROXY, https_proxy: DEAD_PROXY, NO_PROXY: "127.0.0.1,localhost", no_proxy: "127.0.0.1,localhost" };
    const child = spawn(command, args, { cwd: ROOT, env, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (d: Buffer) => (output += d.toString()));
    child.stderr.on("data", (d: Buffer) => (output += d.toString()));
    child.on("error", (err) => resolve({ code: 127, output: `${output}\n${err.message}` }));
    child.on("close", (code) => {
      writeFileSync(logFile, output);
      resolve({ code: code ?? 1, output });
    });
  });
}

function need(tool: string): void {
  const found = (process.env.PATH ?? "").split(":").some((dir) => existsSync(path.join(dir, tool)));
  if (!found) {
    console.error(`${tool} not found: install it with \`apt-get install -y sqlmap wapiti\`.`);
    process.exit(2);
  }
}

async function signUp(base: string): Promise<string> {
  const res = await fetch(`${base}/api/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ firstName: "Scan", lastName: "Potter", email: `scan-${Date.now()}@example.com`, password: "Sgraffito7Kiln" }),
  });
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith("claybook_session="));
  if (!cookie) throw new Error("no session cookie");
  return cookie.split(";")[0]!;
}

interface SqlmapTarget {
  label: string;
  args: string[];
}

/** Every file sqlmap wrote a finding into (its per-host `log` holds injection points only). */
function sqlmapFindings(outputDir: string): string[] {
  if (!existsSync(outputDir)) return [];
  return readdirSync(outputDir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name === "log")
    .map((e) => path.join(e.parentPath, e.name))
    .filter((file) => statSync(file).size > 0 && readFileSync(file, "utf8").trim() !== "");
}

async function main(): Promise<void> {
  need("sqlmap");
  need("wapiti");
  const work = mkdtempSync(path.join(os.tmpdir(), "claybook-security-scan-"));
  const dataDir = path.join(work, "data");
  const webDist = path.join(ROOT, "dist/web");
  if (!existsSync(path.join(webDist, "index.html"))) {
    console.info("building the web app first (npm run build)...");
    const built = await run("npm", ["run", "build"], path.join(work, "build.log"));
    if (built.code !== 0) throw new Error(`web build failed, see ${path.join(work, "build.log")}`);
  }
  let server: ServerProcess | undefined;
  const failures: string[] = [];
  const summary: string[] = [];
  try {
    server = await startServer({
      DATA_DIR: dataDir,
      NODE_ENV: "production",
      SESSION_SECRET: `scan-session-${"x".repeat(40)}`,
      TOKEN_SECRET: `scan-token-${"y".repeat(40)}`,
      WEB_DIST: webDist,
      LOG_LEVEL: "error",
    });
    const base = server.url;
    if (!/^http:\/\/127\.0\.0\.1:\d+$/.test(base)) throw new Error(`refusing to scan ${base}: only 127.0.0.1`);
    const cookie = await signUp(base);
    const piece = JSON.stringify({ name: "Scan bowl", type: "wheel", clayBody: "Stoneware", notes: "scan" });
    // --ignore-code=401: at level 2 sqlmap also tries the session cookie, whose broken values answer 401.
    const common = ["--batch", "--level=2", "--risk=1", "--threads=4", "--flush-session", "--disable-coloring", "--ignore-code=401", `--cookie=${cookie}`];
    const targets: SqlmapTarget[] = [
      { label: "list GET /api/pieces?page=1&limit=20", args: ["-u", `${base}/api/pieces?page=1&limit=20`] },
      { label: "create POST /api/pieces (JSON)", args: ["-u", `${base}/api/pieces`, `--data=${piece}`, "--headers=Content-Type: application/json"] },
      // -p: sqlmap would otherwise skip `token`, taking it for an anti-CSRF token.
      { label: "lookup GET /api/reset-password/verify?email=…&token=…", args: ["-u", `${base}/api/reset-password/verify?email=scan%40example.com&token=abcdef0123456789`, "-p", "email,token"] },
      { label: "filter GET /api/glazes?limit=1000&withCombinations=true", args: ["-u", `${base}/api/glazes?limit=1000&withCombinations=true`] },
    ];
    for (const [i, target] of targets.entries()) {
      const outputDir = path.join(work, `sqlmap-${i}`);
      const started = Date.now();
      // `--headers` may only be given once: join the extra ones.
      const extra = target.args.filter((a) => a.startsWith("--headers=")).map((a) => a.slice("--headers=".length));
      const args = [...common, ...target.args.filter((a) => !a.startsWith("--headers="))];
      args.push(`--headers=${[`Origin: ${base}`, ...extra].join("\\n")}`, `--output-dir=${outputDir}`);
      const result = await run("sqlmap", args, path.join(work, `sqlmap-${i}.txt`));
      const found = sqlmapFindings(outputDir);
      const injectable = found.length > 0 || /identified the following injection point|is vulnerable/i.test(result.output);
      const tested = [...new Set([...result.output.matchAll(/parameter '([^']+)' does not (?:seem|appear) to be injectable/g)].map((m) => m[1]))];
      const line = `sqlmap ${target.label}: ${injectable ? "INJECTABLE" : "no injection found"} (parameters: ${tested.join(", ") || "none reported"}; ${Math.round((Date.now() - started) / 1000)} s, exit ${result.code})`;
      console.info(line);
      summary.push(line);
      if (injectable) failures.push(line);
      if (result.code !== 0 && !injectable) failures.push(`sqlmap ${target.label} did not finish (exit ${result.code}); see ${path.join(work, `sqlmap-${i}.txt`)}`);
    }

    const cookieFile = path.join(work, "wapiti-cookies.json");
    const [name, value] = cookie.split("=") as [string, string];
    writeFileSync(cookieFile, JSON.stringify({ "127.0.0.1": { "/": { [name]: { value, expires: null, secure: false, port: null, version: 0 } } } }));
    // Wapiti loads every module at start, and its technology-detection module downloads its database from the
    // web when the file is missing. An empty one keeps it quiet: nothing but 127.0.0.1 is ever contacted.
    mkdirSync(path.join(work, "wapiti-config"), { recursive: true });
    writeFileSync(path.join(work, "wapiti-config", "apps.json"), "{}");
    const report = path.join(work, "wapiti.json");
    const started = Date.now();
    const wapiti = await run(
      "wapiti",
      [
        "-u", `${base}/`,
        "--scope", "folder",
        "-s", `${base}/api/pieces?page=1&limit=20`,
        "-s", `${base}/api/glazes?limit=1000&withCombinations=true`,
        "-s", `${base}/api/reset-password/verify?email=scan%40example.com&token=abcdef0123456789`,
        "-s", `${base}/api/docs`,
        "-s", `${base}/api/openapi.json`,
        // No -x: wapiti 3.0.4's exclusion patterns crash on Python 3.11. It follows links and forms only, and
        // nothing links to a POST-only call such as logout.
        "-c", cookieFile,
        "-m", WAPITI_MODULES,
        "--endpoint", `${base}/`,
        "--no-bugreport",
        "--flush-session",
        "--store-session", path.join(work, "wapiti-session"),
        "--store-config", path.join(work, "wapiti-config"),
        "--max-scan-time", "900",
        "-f", "json",
        "-o", report,
      ],
      path.join(work, "wapiti.txt"),
    );
    if (!existsSync(report)) {
      failures.push(`wapiti wrote no report (exit ${wapiti.code}); see ${path.join(work, "wapiti.txt")}`);
    } else {
      const json = JSON.parse(readFileSync(report, "utf8")) as Record<string, Record<string, { level: number | string; path: string; method: string; info: string }[]>>;
      const counts: Record<string, number> = {};
      for (const section of ["vulnerabilities", "anomalies", "additionals"]) {
        for (const [category, items] of Object.entries(json[section] ?? {})) {
          for (const item of items) {
            const level = Number(item.level);
            counts[level] = (counts[level] ?? 0) + 1;
            const line = `wapiti ${section}/${category} level ${level}: ${item.method} ${item.path} — ${item.info}`;
            if (level >= MEDIUM) failures.push(line);
            else summary.push(line);
          }
        }
      }
      const line = `wapiti: ${Object.keys(counts).length === 0 ? "no findings" : Object.entries(counts).map(([l, n]) => `${n} at level ${l}`).join(", ")} (${Math.round((Date.now() - started) / 1000)} s, exit ${wapiti.code})`;
      console.info(line);
      summary.unshift(line);
    }
    const alive = await fetch(`${base}/api/health`).then((r) => r.status).catch(() => 0);
    summary.push(`server healthy after the scans: ${alive === 200 ? "yes" : `no (${alive})`}`);
    if (alive !== 200) failures.push("the server did not survive the scans");
    if (/"level":"(error|fatal)"|"level":(50|60)/.test(server.output())) summary.push("server logged errors during the scan (see the scan log)");
  } finally {
    await server?.kill("SIGTERM");
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.info(`\n${summary.join("\n")}`);
  console.info(`logs and reports: ${work}`);
  if (failures.length > 0) {
    console.error(`\nsecurity scan FAILED (${failures.length} finding(s) of medium severity or higher):\n${failures.join("\n")}`);
    process.exit(1);
  }
  console.info("\nsecurity scan passed: no finding of medium severity or higher");
}

await main();

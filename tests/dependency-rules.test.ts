/**
 * Every rule of .dependency-cruiser.cjs refuses an import planted to break it, and lets the imports the house allows
 * pass (docs/decisions/0290-rules-for-every-room.md). The planted tree is written to a temporary folder with the
 * repository's paths, and dependency-cruiser's own API checks it with the rules `npm run lint` uses.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { cruise, type ICruiseResult, type IForbiddenRuleType } from "dependency-cruiser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const config = createRequire(import.meta.url)("../.dependency-cruiser.cjs") as {
  forbidden: IForbiddenRuleType[];
  options: { doNotFollow: unknown; enhancedResolveOptions: { extensions: string[] } };
};

/** One planted import per rule: the file, what it imports, and the rule that must refuse it. */
const PLANTED: { rule: string; from: string; imports: string }[] = [
  { rule: "no-import-loop", from: "server/services/loop/a.ts", imports: "./b" },
  { rule: "contract-imports-zod-and-contract-only", from: "contract/pieces/bad.ts", imports: "../../server/services/pieces/pieces" },
  { rule: "server-never-imports-web", from: "server/services/pieces/bad.ts", imports: "../../../web/lib/api" },
  { rule: "web-never-imports-server", from: "web/lib/bad.ts", imports: "../../server/services/pieces/pieces" },
  { rule: "screens-never-use-the-raw-client", from: "web/features/pieces/piece-screen.tsx", imports: "../../lib/api" },
  { rule: "lower-server-rooms-never-import-services-or-routes", from: "server/db/bad.ts", imports: "../services/pieces/pieces" },
  { rule: "services-never-import-routes", from: "server/services/pieces/bad-route.ts", imports: "../../routes/pieces" },
  { rule: "routes-jobs-and-pages-go-through-services", from: "server/routes/bad.ts", imports: "../db/schema" },
  { rule: "routes-jobs-and-pages-go-through-services", from: "server/jobs/bad.ts", imports: "../db/schema/pieces" },
  { rule: "routes-jobs-and-pages-go-through-services", from: "server/bad-page.ts", imports: "./db/schema" },
  { rule: "services-never-import-jobs", from: "server/services/pieces/bad-job.ts", imports: "../../jobs/job" },
  { rule: "billing-adapters-never-import-services", from: "server/billing/bad.ts", imports: "../services/pieces/pieces" },
  { rule: "components-never-import-features", from: "web/components/bad.tsx", imports: "../features/pieces/pieces-api" },
  { rule: "web-lib-never-imports-features-or-the-shell", from: "web/lib/bad-feature.ts", imports: "../features/pieces/pieces-api" },
  { rule: "web-lib-never-imports-features-or-the-shell", from: "web/lib/bad-shell.ts", imports: "../app/router" },
  { rule: "features-never-import-the-shell", from: "web/features/pieces/bad-shell.tsx", imports: "../../app/router" },
  { rule: "one-openapi-api", from: "server/routes/bad-openapi.ts", imports: "@asteasolutions/zod-to-openapi" },
  { rule: "openapi-stays-on-the-server", from: "web/features/pieces/bad-openapi.ts", imports: "@hono/zod-openapi" },
  { rule: "no-unresolvable-import", from: "server/services/pieces/bad-missing.ts", imports: "./no-such-file" },
];

/** What the house allows: none of these may be refused, so a rule cannot pass by refusing everything. */
const ALLOWED: { from: string; imports: string }[] = [
  { from: "server/routes/pieces.ts", imports: "../services/pieces/pieces" },
  { from: "server/jobs/job.ts", imports: "../services/pieces/pieces" },
  { from: "server/services/pieces/pieces.ts", imports: "../../db/schema" },
  { from: "server/services/billing/plans.ts", imports: "../../billing/gateway" },
  { from: "server/http/openapi-names.ts", imports: "@asteasolutions/zod-to-openapi" },
  { from: "server/http/api-route.ts", imports: "@hono/zod-openapi" },
  { from: "web/app/router.tsx", imports: "../features/pieces/pieces-api" },
  { from: "web/features/pieces/pieces-api.ts", imports: "../../lib/api" },
  { from: "web/features/pieces/pieces-list.tsx", imports: "../../components/spinner" },
  { from: "web/components/spinner.tsx", imports: "../lib/utils" },
];

/** Files the planted imports reach, so only the planted missing file is unresolvable. */
const TARGETS = [
  "server/services/loop/b.ts",
  "server/db/schema.ts",
  "server/db/schema/pieces.ts",
  "server/jobs/job.ts",
  "server/billing/gateway.ts",
  "web/lib/api.ts",
  "web/lib/utils.ts",
  "web/app/router.tsx",
];

let root: string;
let result: ICruiseResult;

function plant(file: string, text: string): void {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
}

/** The refusals as "rule: from → to". */
const refusals = () => result.summary.violations.map((v) => `${v.rule.name}: ${v.from}`);

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), "claybook-rules-"));
  for (const file of TARGETS) plant(file, "export const x = 1;\n");
  plant("server/services/loop/b.ts", 'import { a } from "./a";\nexport const b = a;\n');
  for (const { from, imports } of [...PLANTED, ...ALLOWED]) {
    plant(from, `import * as planted from "${imports}";\nexport const y = planted;\n`);
  }
  for (const pkg of ["@asteasolutions/zod-to-openapi", "@hono/zod-openapi"]) {
    plant(`node_modules/${pkg}/package.json`, JSON.stringify({ name: pkg, main: "index.js" }));
    plant(`node_modules/${pkg}/index.js`, "module.exports = {};\n");
  }
  const out = await cruise(
    ["contract", "server", "web"],
    { baseDir: root, validate: true, ruleSet: { forbidden: config.forbidden }, doNotFollow: config.options.doNotFollow as never, tsPreCompilationDeps: true },
    { extensions: config.options.enhancedResolveOptions.extensions },
  );
  result = out.output as ICruiseResult;
}, 60_000);

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("dependency-cruiser's rules (.dependency-cruiser.cjs)", () => {
  it("has a planted import for every rule, and each rule gives its reason", () => {
    const names = config.forbidden.map((r) => r.name);
    expect(new Set(PLANTED.map((p) => p.rule))).toEqual(new Set(names));
    for (const rule of config.forbidden) expect(rule.comment, rule.name).toMatch(/\S.*\.$/);
  });

  it.each(PLANTED)("$rule refuses $from importing $imports", ({ rule, from }) => {
    expect(refusals()).toContain(`${rule}: ${from}`);
  });

  it("lets the imports the house allows pass", () => {
    const refused = new Set(result.summary.violations.map((v) => v.from));
    expect(ALLOWED.map((a) => a.from).filter((f) => refused.has(f))).toEqual([]);
  });

  it("makes no exception: every job, route and root page goes through services (docs/decisions/0290-rules-for-every-room.md)", () => {
    const rule = config.forbidden.find((r) => r.name === "routes-jobs-and-pages-go-through-services")!;
    expect(rule.from.pathNot).toBeUndefined();
  });

  it("refuses nothing but the planted imports (and the loop's other half)", () => {
    const expected = new Set([...PLANTED.map((p) => `${p.rule}: ${p.from}`), "no-import-loop: server/services/loop/b.ts"]);
    expect(refusals().filter((r) => !expected.has(r))).toEqual([]);
  });
});

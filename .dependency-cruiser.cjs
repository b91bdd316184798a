/**
 * The parts of Claybook and who may import whom (docs/architecture.md, "The parts and who may import whom"), checked
 * by `npm run lint` (`depcruise`). Type-only imports count like any other: a loop through types is a loop too.
 * What a module graph cannot say (no `/api/` paths or `fetch(` in screens) stays in tests/architecture.test.ts.
 * Each rule is proved by an import planted to break it, in tests/dependency-rules.test.ts
 * (docs/decisions/0206-rooms-and-dependency-cruiser.md, docs/decisions/0290-rules-for-every-room.md).
 */
/** Screens and components: everything under web/features and web/components but the areas' API modules and tests. */
const SCREENS = "^web/(features|components)/";
const API_MODULES = ["^web/features/[^/]+/[a-z-]+-(api|queries)\\.ts$", "\\.test\\.tsx?$"];

/** One forbidden kind of import: a broken rule prints its name and the import. */
const forbid = (name, comment, from, to) => ({ name, severity: "error", comment, from, to });

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    forbid("no-import-loop", "No import loop anywhere, type-only imports included: a loop makes start-up order and chunks fragile.", {}, { circular: true }),
    forbid(
      "contract-imports-zod-and-contract-only",
      "contract/ is shared by both sides: plain zod and other contract/ files, nothing else (its tests may use vitest).",
      { path: "^contract/", pathNot: "\\.test\\.ts$" },
      { pathNot: ["^contract/", "^node_modules/zod/"] },
    ),
    forbid("server-never-imports-web", "The server and the web share only contract/.", { path: "^server/" }, { path: "^web/" }),
    forbid("web-never-imports-server", "The server and the web share only contract/.", { path: "^web/" }, { path: "^server/" }),
    forbid(
      "screens-never-use-the-raw-client",
      "Screens and components call the API through their area's hooks (<area>-api.ts / <area>-queries.ts), never the raw client; errors come from web/lib/api-error.ts.",
      { path: SCREENS, pathNot: API_MODULES },
      { path: "^web/lib/api\\.ts$" },
    ),
    forbid(
      "lower-server-rooms-never-import-services-or-routes",
      "server/db, server/auth and server/http are what services and routes stand on: they never import services/ or routes/.",
      { path: "^server/(db|auth|http)/" },
      { path: "^server/(services|routes)/" },
    ),
    forbid("services-never-import-routes", "Routes call services, never the other way round.", { path: "^server/services/" }, { path: "^server/routes/" }),
    forbid(
      "routes-jobs-and-pages-go-through-services",
      "Routes, jobs and the root pages (server/*-page.ts) read and write tables only through a service, never db/schema.",
      { path: "^server/(routes|jobs)/|^server/[a-z-]+-page\\.ts$" },
      { path: "^server/db/schema(\\.ts$|/)" },
    ),
    forbid("services-never-import-jobs", "Jobs call services, never the other way round.", { path: "^server/services/" }, { path: "^server/jobs/" }),
    forbid(
      "billing-adapters-never-import-services",
      "server/billing/ adapts Stripe and Apple; the billing rules in services/billing/ call it, never the other way round.",
      { path: "^server/billing/" },
      { path: "^server/services/" },
    ),
    forbid(
      "components-never-import-features",
      "web/components/ is shared by every area: it knows no feature, features pass what it needs.",
      { path: "^web/components/" },
      { path: "^web/features/" },
    ),
    forbid(
      "web-lib-never-imports-features-or-the-shell",
      "web/lib/ is the plumbing under every screen: it knows no feature and not the shell in web/app/.",
      { path: "^web/lib/" },
      { path: "^web/(features|app)/" },
    ),
    forbid(
      "features-never-import-the-shell",
      "The shell in web/app/ mounts the features; a feature never reaches back into it.",
      { path: "^web/features/" },
      { path: "^web/app/" },
    ),
    forbid(
      "one-openapi-api",
      "Routes and documents use @hono/zod-openapi; only the schema names reach the generator beneath it (docs/decisions/0205-one-openapi-api.md).",
      { pathNot: "^server/http/openapi-names\\.ts$" },
      { path: "^node_modules/@asteasolutions/zod-to-openapi/" },
    ),
    forbid(
      "openapi-stays-on-the-server",
      "The OpenAPI document is the server's; schemas elsewhere are plain zod.",
      { pathNot: "^server/(app|context)\\.ts$|^server/http/" },
      { path: "^node_modules/@hono/zod-openapi/" },
    ),
    forbid(
      "no-unresolvable-import",
      "An import that resolves to nothing is a typo or a missing package (Vite's `?url` asset imports are the build's own).",
      {},
      { couldNotResolve: true, pathNot: "\\?url$" },
    ),
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: ["^dist/", "^server/db/migrations/"] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".d.ts"],
    },
  },
};

/**
 * The parts of Claybook and who may import whom (docs/architecture.md, "The parts and who may import whom"), checked
 * by `npm run lint` (`depcruise`). Type-only imports count like any other: a loop through types is a loop too.
 * What a module graph cannot say (no `/api/` paths or `fetch(` in screens) stays in tests/architecture.test.ts.
 */
/** Screens and components: everything under web/features and web/components but the areas' API modules and tests. */
const SCREENS = "^web/(features|components)/";
const API_MODULES = ["^web/features/[^/]+/[a-z-]+-(api|queries)\\.ts$", "\\.test\\.tsx?$"];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-import-loop",
      severity: "error",
      comment: "No import loop anywhere, type-only imports included: a loop makes start-up order and chunks fragile.",
      from: {},
      to: { circular: true },
    },
    {
      name: "contract-imports-zod-and-contract-only",
      severity: "error",
      comment: "contract/ is shared by both sides: plain zod and other contract/ files, nothing else (its tests may use vitest).",
      from: { path: "^contract/", pathNot: "\\.test\\.ts$" },
      to: { pathNot: ["^contract/", "^node_modules/zod/"] },
    },
    {
      name: "server-never-imports-web",
      severity: "error",
      from: { path: "^server/" },
      to: { path: "^web/" },
    },
    {
      name: "web-never-imports-server",
      severity: "error",
      from: { path: "^web/" },
      to: { path: "^server/" },
    },
    {
      name: "screens-never-use-the-raw-client",
      severity: "error",
      comment:
        "Screens and components call the API through their area's hooks (<area>-api.ts / <area>-queries.ts), never the raw client; errors come from web/lib/api-error.ts.",
      from: { path: SCREENS, pathNot: API_MODULES },
      to: { path: "^web/lib/api\\.ts$" },
    },
    {
      name: "lower-server-rooms-never-import-services-or-routes",
      severity: "error",
      comment:
        "server/db, server/auth and server/http are what services and routes stand on: they never import services/ or routes/ (no upward import).",
      from: { path: "^server/(db|auth|http)/" },
      to: { path: "^server/(services|routes)/" },
    },
    {
      name: "services-never-import-routes",
      severity: "error",
      comment: "Routes call services, never the other way round.",
      from: { path: "^server/services/" },
      to: { path: "^server/routes/" },
    },
    {
      name: "one-openapi-api",
      severity: "error",
      comment:
        "Routes and documents use @hono/zod-openapi; only the schema names reach the generator beneath it (docs/decisions/0205-one-openapi-api.md).",
      from: { pathNot: "^server/http/openapi-names\\.ts$" },
      to: { path: "^node_modules/@asteasolutions/zod-to-openapi/" },
    },
    {
      name: "openapi-stays-on-the-server",
      severity: "error",
      comment: "The OpenAPI document is the server's; schemas elsewhere are plain zod.",
      from: { pathNot: "^server/(app|context)\\.ts$|^server/http/" },
      to: { path: "^node_modules/@hono/zod-openapi/" },
    },
    {
      name: "no-unresolvable-import",
      severity: "error",
      comment: "An import that resolves to nothing is a typo or a missing package (Vite's `?url` asset imports are the build's own).",
      from: {},
      to: { couldNotResolve: true, pathNot: "\\?url$" },
    },
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
    reporterOptions: { text: { highlightFocused: true } },
  },
};

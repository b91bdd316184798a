import { defineConfig } from "vitest/config";

/**
 * Units run once. API tests (*.api.test.ts) run on PGlite always, and on PostgreSQL too when
 * TEST_DATABASE_URL is set. Each API test file gets its own database copied from one migrated template.
 */
const api = ["server/**/*.api.test.ts", "tests/**/*.api.test.ts"];
const postgres = Boolean(process.env.TEST_DATABASE_URL);
// Units that replace a module with vi.mock, outside web/ (the browser code's units are all isolated).
const isolatedUnits = ["server/http/request-activity.test.ts"];

export default defineConfig({
  test: {
    globalSetup: ["tests/setup/global-setup.ts"],
    setupFiles: ["tests/setup/fail-on-console-error.ts"],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: "forks",
    // Vitest's default on a 2-core machine is one file at a time. The API files mostly wait on a database (PostgreSQL's
    // own processes, or PGlite between statements), so two at once take about two thirds of the time.
    maxWorkers: 2,
    projects: [
      // The units of the contract, the server and the repository share a process per worker too: none replaces a
      // module but `request-activity`, which stays isolated with the browser code's units (each sets up its own DOM).
      {
        extends: true,
        test: { name: "unit", include: ["contract/**/*.test.ts", "server/**/*.test.ts", "tests/**/*.test.ts"], exclude: [...api, ...isolatedUnits], isolate: false },
      },
      { extends: true, test: { name: "unit-isolated", include: ["web/**/*.test.{ts,tsx}", ...isolatedUnits], exclude: api } },
      // The API files share a process per worker, one file after another (docs/decisions/0284-ci-time.md): each file
      // builds its own app on its own database (tests/helpers/test-app.ts), so what a fresh process gave them was only
      // the import of the server, the contract and PGlite again, about a third of their time.
      { extends: true, test: { name: "api-pglite", include: api, isolate: false, env: { TEST_DB: "pglite" } } },
      ...(postgres
        ? [{ extends: true as const, test: { name: "api-postgres", include: api, isolate: false, env: { TEST_DB: "postgres" } } }]
        : []),
    ],
  },
});

/**
 * Our CSP forbids eval, so zod's compiled fast path can never run in the browser. Saying so up front stops zod
 * from probing `new Function`, which Chrome reports as a CSP violation even though zod catches the throw.
 *
 * zod keeps its settings on this global and adopts an object that is already there, so setting it here, before
 * zod loads, needs none of zod's code in the first screen's bundle. zod-config.test.ts checks that zod reads it.
 * Imported first by main.tsx, before any schema exists.
 */
const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };
export {};

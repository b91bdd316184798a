/**
 * What the API can do, a screen can do (docs/decisions/0190-every-endpoint-has-a-caller.md): every call in
 * `contract/<area>/endpoints.ts` is made somewhere in the web app, except the few server-only calls named below.
 * Static: an endpoint counts as called when web code (tests excluded) names it on its area's client
 * (`piecesApi.update(`, made with `areaClient(PIECES_ENDPOINTS, …)`) or through the endpoints object itself
 * (`PIECES_ENDPOINTS.update`, as `pathOf` and the native sign-in do).
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "..");

/** Calls no screen makes, on purpose; each says who calls it instead. */
const SERVER_ONLY: Record<string, string> = {
  "billing.stripeWebhook": "Stripe calls it",
  "billing.appleNotifications": "Apple calls it",
  "photos.photo": "the browser loads the addresses the records hold (img src)",
  "business.eventFeedIcs": "the potter's calendar app reads it by the secret link the Business screen shows (product.md#r294)",
  "glazes.combinationByName": "the client contract's lookup for other clients (product.md#r33); the screens find a combination in the library they hold",
};

interface EndpointRef {
  area: string;
  key: string;
  constName: string;
}

/** An area's endpoints from its endpoints.ts text: the exported `*_ENDPOINTS` object's keys. */
export function endpointsOf(area: string, text: string): EndpointRef[] {
  const head = /export const (\w+_ENDPOINTS)\s*=\s*\{/.exec(text);
  if (!head) return [];
  const body = text.slice(head.index + head[0].length);
  const keys = [...body.matchAll(/^\s*(\w+)\s*:\s*endpoint\(/gm)].map((m) => m[1]!);
  return keys.map((key) => ({ area, key, constName: head[1]! }));
}

/** The endpoints no web source calls (and the server-only list does not name). */
export function uncalled(endpoints: EndpointRef[], webSources: string[], serverOnly: Record<string, string>): string[] {
  const all = webSources.join("\n");
  // Each client's name, from `const xApi = areaClient<…>(X_ENDPOINTS`.
  const clients = new Map<string, string[]>();
  for (const m of all.matchAll(/(?:const|let)\s+(\w+)\s*=\s*areaClient\s*<[^>]*>\(\s*(\w+_ENDPOINTS)/g)) {
    clients.set(m[2]!, [...(clients.get(m[2]!) ?? []), m[1]!]);
  }
  return endpoints
    .filter((e) => !(`${e.area}.${e.key}` in serverOnly))
    .filter((e) => {
      const names = [e.constName, ...(clients.get(e.constName) ?? [])];
      return !names.some((n) => new RegExp(`\\b${n}\\.${e.key}\\b`).test(all));
    })
    .map((e) => `${e.area}.${e.key}`);
}

/** The allowed calls the web makes after all: an allow-list entry must stay true. */
function calledAnyway(endpoints: EndpointRef[], webSources: string[], serverOnly: Record<string, string>): string[] {
  const notCalled = new Set(uncalled(endpoints, webSources, {}));
  return Object.keys(serverOnly).filter((k) => !notCalled.has(k));
}

function walk(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) out.push(...walk(full));
    else if (/\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith(".d.ts")) out.push(full);
  }
  return out;
}

const contractDir = path.join(ROOT, "contract");
const endpoints = readdirSync(contractDir)
  .filter((area) => statSync(path.join(contractDir, area)).isDirectory())
  .flatMap((area) => {
    try {
      return endpointsOf(area, readFileSync(path.join(contractDir, area, "endpoints.ts"), "utf8"));
    } catch {
      return [];
    }
  });
const web = walk(path.join(ROOT, "web")).map((f) => readFileSync(f, "utf8"));

describe("every endpoint has a caller in the web app", () => {
  it("reads the contract's endpoints", () => {
    // Guards the reader itself: a change of the endpoints files' shape must not turn this test into a no-op.
    expect(endpoints.length).toBeGreaterThan(100);
    expect(endpoints).toContainEqual({ area: "firings", key: "addMaintenance", constName: "FIRINGS_ENDPOINTS" });
  });

  it("names only server-only calls that exist", () => {
    const known = new Set(endpoints.map((e) => `${e.area}.${e.key}`));
    expect(Object.keys(SERVER_ONLY).filter((k) => !known.has(k))).toEqual([]);
  });

  it("allows only calls the web does not make", () => {
    expect(calledAnyway(endpoints, web, SERVER_ONLY)).toEqual([]);
  });

  it("fails when the allow-list names a call the web makes", () => {
    const stale = { ...SERVER_ONLY, "health.rootHealth": "load balancers ask /health" };
    expect(calledAnyway(endpoints, web, stale)).toEqual(["health.rootHealth"]);
  });

  it("finds a caller for every endpoint", () => {
    expect(uncalled(endpoints, web, SERVER_ONLY)).toEqual([]);
  });

  it("fails when an endpoint is added with no caller", () => {
    const extra = endpointsOf(
      "firings",
      'export const FIRINGS_ENDPOINTS = {\n  kilns: endpoint("GET", "/api/kilns"),\n  kilnDiary: endpoint("GET", "/api/kilns/{id}/diary"),\n} as const;',
    );
    expect(uncalled([...endpoints, ...extra], web, SERVER_ONLY)).toEqual(["firings.kilnDiary"]);
  });
});

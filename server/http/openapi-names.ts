/**
 * OpenAPI names read from the contract itself (docs/decisions/0293-openapi-names-from-the-contract.md): a component
 * name for every schema a route takes or answers and for every exported object, list or choice schema, and an
 * operation id for every call. The contract is plain zod and belongs to neither side; the names only matter to the
 * OpenAPI document, so the server reads them here, once, before the first document is built. A new route, a new
 * schema or a new area is named without an edit here.
 *
 * - A schema exported as `PieceSchema` is the component `Piece`; a name two areas export for different schemas takes
 *   its area's name in front (`<Area><Name>`). A route's body or answer that no module exports is named after the
 *   call: `<Area><Key>Body`, `<Area><Key>Answer`.
 * - A call's operation id is its contract name, `<area>.<key>` of `contract/<area>/routes.ts` (`pieces.update`).
 * - Query and path schemas stay unnamed: the document spells them out as parameters.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { zodToOpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";
import type { Route } from "../../contract/common/route-table";

const CONTRACT = path.resolve(import.meta.dirname, "../../contract");

/** What the document takes from the contract: a name per schema, an operation id per `METHOD /path`. */
interface ContractNames {
  schemas: Map<z.ZodType, string>;
  operations: Map<string, string>;
}

interface ContractModule {
  area: string;
  exports: Record<string, unknown>;
}

/** The kinds a component is worth naming for; a named string or number would only hide a field's rules behind a link. */
const NAMED_KINDS = new Set(["object", "array", "union", "intersection", "record", "pipe"]);

const pascal = (words: string) => words.replace(/(^|[-_.])([a-z])/g, (_, __, ch: string) => ch.toUpperCase());

const isSchema = (value: unknown): value is z.ZodType => value instanceof z.ZodType;

const isRouteTable = (name: string, value: unknown): value is Record<string, Route> =>
  name.endsWith("_ROUTES") && typeof value === "object" && value !== null;

function contractFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return contractFiles(full);
    return /\.ts$/.test(entry.name) && !/\.(test|d)\.ts$/.test(entry.name) ? [full] : [];
  });
}

async function loadContract(): Promise<ContractModule[]> {
  const files = contractFiles(CONTRACT).sort();
  return Promise.all(
    files.map(async (file) => ({
      area: path.relative(CONTRACT, file).split(path.sep)[0]!,
      exports: (await import(pathToFileURL(file).href)) as Record<string, unknown>,
    })),
  );
}

/** Names the contract's schemas and calls (pure: the modules are passed in, so a test can plant its own). */
export function nameContract(modules: ContractModule[]): ContractNames {
  const schemas = new Map<z.ZodType, string>();
  const operations = new Map<string, string>();
  const taken = new Map<string, z.ZodType>();
  const give = (schema: z.ZodType, name: string, area: string) => {
    if (schemas.has(schema)) return;
    const clash = taken.get(name);
    const final = clash && clash !== schema ? `${pascal(area)}${name}` : name;
    if (taken.has(final) && taken.get(final) !== schema) throw new Error(`Two contract schemas want the OpenAPI name ${final}`);
    taken.set(final, schema);
    schemas.set(schema, final);
  };

  const routes = modules.flatMap(({ area, exports }) =>
    Object.entries(exports).flatMap(([name, table]) =>
      isRouteTable(name, table) ? Object.entries(table).map(([key, route]) => ({ area, key, route })) : [],
    ),
  );
  const parameters = new Set(routes.flatMap(({ route }) => [route.params, route.query].filter(isSchema)));
  const carried = new Set(routes.flatMap(({ route }) => [route.body, route.answer].filter(isSchema)));

  for (const { area, exports } of modules) {
    for (const [name, value] of Object.entries(exports)) {
      if (!name.endsWith("Schema") || name === "Schema" || !isSchema(value)) continue;
      if (parameters.has(value) && !carried.has(value)) continue;
      if (carried.has(value) || NAMED_KINDS.has(value._zod.def.type)) give(value, name.slice(0, -"Schema".length), area);
    }
  }
  for (const { area, key, route } of routes) {
    const id = `${area}.${key}`;
    const at = `${route.method} ${route.path}`;
    if (operations.has(at)) throw new Error(`${operations.get(at)} and ${id} are both ${at}`);
    operations.set(at, id);
    if (isSchema(route.body)) give(route.body, `${pascal(area)}${pascal(key)}Body`, area);
    if (isSchema(route.answer)) give(route.answer, `${pascal(area)}${pascal(key)}Answer`, area);
  }
  return { schemas, operations };
}

let named: Promise<ContractNames> | undefined;

/**
 * Reads the contract once per process (every app built in one process, as tests build many, shares the registry) and
 * attaches the names. The generator's own registry is used rather than zod's global one, because the generator names a
 * component only from its own metadata; it keeps the schemas as they are (no clone, unlike `.openapi()`), so the
 * routes' schemas become `$ref`s.
 *
 * This is the one import of the generator beneath @hono/zod-openapi (the same package instance, pinned to the
 * version Hono's package asks for): @hono/zod-openapi offers no call that names an existing schema without cloning
 * it, and a clone would leave every nested use unnamed (docs/decisions/0205-one-openapi-api.md).
 */
export function contractNames(): Promise<ContractNames> {
  named ??= loadContract().then((modules) => {
    const names = nameContract(modules);
    for (const [schema, refId] of names.schemas) {
      if (!zodToOpenAPIRegistry.has(schema)) zodToOpenAPIRegistry.add(schema, { _internal: { refId } });
    }
    return names;
  });
  return named;
}

/**
 * The route table's building blocks. Each area states its calls twice, on purpose, in two small files:
 * - `contract/<area>/endpoints.ts`: method and path only, free of zod, so the web's per-area API modules (which
 *   the first screen loads) can call the API without shipping the schema library;
 * - `contract/<area>/routes.ts`: the same endpoints with their schemas (`withSchemas`), which the server registers
 *   and the web uses for types (and, in development and tests, to parse answers).
 * `withSchemas` takes the endpoints object itself, so a method or path is written once.
 */
import type { z } from "zod";

export type Method = "GET" | "POST" | "PATCH" | "PUT" | "DELETE";

export interface Endpoint<M extends Method = Method, P extends string = string> {
  readonly method: M;
  readonly path: P;
}

export const endpoint = <M extends Method, P extends string>(method: M, path: P): Endpoint<M, P> => ({ method, path });

/** What a call takes and answers. `body: "multipart"` is a form upload; `answer: "binary"` a file (e.g. a zip). */
export interface RouteSchemas {
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType | "multipart" | "raw";
  readonly answer: z.ZodType | "binary" | "html";
  /** The success status; 200 when omitted. */
  readonly status?: 200 | 201 | 202;
}

export type Route = Endpoint & RouteSchemas;

export type RouteTable<E extends Record<string, Endpoint>> = { readonly [K in keyof E]: RouteSchemas };

/** Joins an area's endpoints with their schemas; every endpoint must have an entry, and no other key may. */
export function withSchemas<E extends Record<string, Endpoint>, S extends RouteTable<E>>(
  endpoints: E,
  schemas: S & Record<Exclude<keyof S, keyof E>, never>,
): { readonly [K in keyof E]: E[K] & S[K] } {
  const table: Record<string, Route> = {};
  for (const key of Object.keys(endpoints)) table[key] = { ...endpoints[key]!, ...schemas[key]! };
  return table as { readonly [K in keyof E]: E[K] & S[K] };
}

// ---------------------------------------------------------------------------------------------------------------
// Types the web client derives from a route: what a call takes and what it answers.

type Input<S> = S extends z.ZodType ? z.input<S> : never;
type Output<S> = S extends z.ZodType ? z.output<S> : never;

/** `{id}` in a path becomes a required `id` parameter. */
export type PathParams<P extends string> = P extends `${string}{${infer Name}}${infer Rest}`
  ? { [K in Name]: string | number } & PathParams<Rest>
  : unknown;

/** Query values travel as text; the client also takes numbers and booleans, which it writes out as text. */
type QueryInput<S> = { [K in keyof Input<S>]?: Input<S>[K] | number | boolean | null };

type HasParams<P extends string> = P extends `${string}{${string}}${string}` ? true : false;

/** The argument of a call: `params` when the path has any, `query` and `body` when the route takes them. */
export type CallInput<R extends Route> = (HasParams<R["path"]> extends true ? { params: PathParams<R["path"]> } : unknown) &
  (R extends { query: z.ZodType } ? { query?: QueryInput<R["query"]> } : unknown) &
  (R extends { body: "multipart" } ? { form: FormData } : R extends { body: z.ZodType } ? { body: Input<R["body"]> } : unknown);

/** What a call answers: the answer schema's output; a file answers a Blob. */
export type CallAnswer<R extends Route> = R["answer"] extends z.ZodType ? Output<R["answer"]> : Blob;

/** Fills `{name}` placeholders; values are encoded so an id can never change the path. */
export function fillPath(path: string, params: Record<string, string | number> | undefined): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}

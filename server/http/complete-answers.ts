/**
 * Answers built whole, headers included, as one plain object (server/http/json-answer.ts). The middlewares that run
 * after a handler (security headers, compression, the API's cache rule) leave them alone: reading `c.res.headers`
 * would turn their plain headers into a WHATWG Headers object, which @hono/node-server then walks again to write them.
 */
// A property on the answer rather than a WeakSet: weak collections cost the garbage collector on every short-lived key.
const COMPLETE = Symbol("complete answer");

export function markComplete(res: Response): Response {
  (res as Response & { [COMPLETE]?: true })[COMPLETE] = true;
  return res;
}

export function isCompleteAnswer(res: Response | undefined): boolean {
  return (res as (Response & { [COMPLETE]?: true }) | undefined)?.[COMPLETE] === true;
}

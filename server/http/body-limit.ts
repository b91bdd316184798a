/**
 * Caps a request body, and answers one over its cap only once the client has sent it
 * (docs/decisions/0283-too-large-bodies-answered-in-full.md). A server that answers 413 while the body still streams in
 * must close the connection with bytes unread, which the client's system reports as a reset that can swallow the
 * answer; read to its end, the 413 and its message always arrive and the connection stays open. Past
 * MAX_DRAIN_BYTES the answer goes at once with `Connection: close`: nobody's photos are that large.
 */
import type { Context, MiddlewareHandler } from "hono";
import type { AppError } from "../errors";

/** Twice the largest capped body (the photo uploads' 60 MB), rounded up. */
const MAX_DRAIN_BYTES = 128 * 1024 * 1024;

/** Reads and drops the rest of a body; answers true when it ended within the drain allowance. */
async function discardRest(reader: ReadableStreamDefaultReader<Uint8Array>, alreadyRead: number): Promise<boolean> {
  let total = alreadyRead;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return true;
      total += value.length;
      if (total > MAX_DRAIN_BYTES) return false;
    }
  } catch {
    // The client went away: nobody is left to answer.
    return false;
  }
}

function refuse(c: Context, tooLarge: () => AppError, drained: boolean): never {
  if (!drained) c.header("Connection", "close");
  throw tooLarge();
}

/** Passes bodies up to maxSize on (a chunked one buffered, as hono's bodyLimit does); refuses larger ones in full. */
export function limitBody(maxSize: number, tooLarge: () => AppError): MiddlewareHandler {
  return async (c, next) => {
    const body = c.req.raw.body;
    if (!body) return next();
    const declared = c.req.header("content-length");
    if (declared !== undefined && c.req.header("transfer-encoding") === undefined) {
      // Node's parser holds the body to its declared length, so the header alone decides.
      const length = Number(declared);
      if (length <= maxSize) return next();
      refuse(c, tooLarge, length <= MAX_DRAIN_BYTES && (await discardRest(body.getReader(), 0)));
    }
    const reader = body.getReader();
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.length;
      if (size > maxSize) refuse(c, tooLarge, await discardRest(reader, size));
      chunks.push(value);
    }
    c.req.raw = new Request(c.req.raw, { body: Buffer.concat(chunks, size) });
    return next();
  };
}

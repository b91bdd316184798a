/**
 * Text is stored exactly as the potter sent it, or refused (ASVS 2.2.1 in docs/security.md): a JSON body that is not
 * valid UTF-8, or whose strings hold a lone UTF-16 surrogate (`"\ud800"` written as an escape), answers 400 naming the
 * field, instead of being stored changed to U+FFFD further down.
 */
import type { Context } from "hono";
import { GENERIC_MESSAGES } from "../contract/common/schemas";
import type { AppEnv } from "./context";
import { AppError } from "./errors";

const strictUtf8 = new TextDecoder("utf-8", { fatal: true });
/** Only a body with a surrogate escape can decode to a lone surrogate: parse only those a second time. */
const SURROGATE_ESCAPE = /\\u[dD][89abcdefABCDEF]/;

/** A high surrogate without its low half, or a low one without its high half (String#isWellFormed, pre-ES2024). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** The path of the first string (or key) that `bad` matches, e.g. "name" or "layers.0.notes"; null if none. */
function findString(value: Json, bad: (s: string) => boolean, path: string[] = []): string | null {
  if (typeof value === "string") return bad(value) ? path.join(".") || "_" : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findString(value[i]!, bad, [...path, String(i)]);
      if (found !== null) return found;
    }
    return null;
  }
  if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      if (bad(key)) return [...path, key].join(".");
      const found = findString(item, bad, [...path, key]);
      if (found !== null) return found;
    }
  }
  return null;
}

function parse(text: string): Json | undefined {
  try {
    return JSON.parse(text) as Json;
  } catch {
    // Not JSON at all: the route's validator answers that with its own message.
    return undefined;
  }
}

function refuse(field: string | null): never {
  const message = GENERIC_MESSAGES.invalidUnicode;
  throw new AppError(400, message, field ? { [field]: message } : undefined);
}

/** Throws 400 for a JSON body with invalid UTF-8 bytes or lone surrogates; the body stays readable afterwards. */
export async function refuseBrokenUnicode(c: Context<AppEnv>): Promise<void> {
  const bytes = new Uint8Array(await c.req.arrayBuffer());
  let text: string;
  try {
    text = strictUtf8.decode(bytes);
  } catch {
    // Name the field if we can: the lenient decoding turns the broken bytes into U+FFFD.
    const lenient = parse(new TextDecoder().decode(bytes));
    refuse(lenient === undefined ? null : findString(lenient, (s) => s.includes("\uFFFD")));
  }
  if (!SURROGATE_ESCAPE.test(text)) return;
  const value = parse(text);
  if (value === undefined) return;
  const field = findString(value, (s) => LONE_SURROGATE.test(s));
  if (field !== null) refuse(field);
}

/**
 * Exactly-once changes (docs/decisions/0112-idempotency-keys.md). A signed-in POST, PATCH or DELETE that
 * carries an Idempotency-Key runs once per (user, key): a repeat of the same request gets the stored answer, a
 * different request with the key gets 422, and a repeat while the first still runs gets 409. Without the header a
 * call behaves as it always did.
 */
import type { MiddlewareHandler } from "hono";
import { AUTH_ENDPOINTS } from "../../contract/auth/endpoints";
import { IMPORT_ENDPOINTS } from "../../contract/import/endpoints";
import { LABELS_ENDPOINTS } from "../../contract/labels/endpoints";
import { STUDIOS_ENDPOINTS } from "../../contract/studios/endpoints";
import {
  IDEMPOTENCY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  IDEMPOTENCY_REPLAYED_HEADER,
  IDEMPOTENCY_TEXTS,
} from "../../contract/common/idempotency";
import type { AppEnv } from "../context";
import { AppError, errorBody } from "../errors";
import { claimKey, releaseClaim, requestHash, storeAnswer, type StoredAnswer } from "./idempotency-store";
import { jsonAnswerText } from "./json-answer";
import { requestLogger } from "./request-logger";

const CHANGE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * The sign-in calls never take part: they run signed out, or hand out credentials that must not sit in a stored
 * answer (a replayed login would not set the cookie again anyway).
 */
const AUTH_PATHS: ReadonlySet<string> = new Set(Object.values(AUTH_ENDPOINTS).map((e) => e.path));
/**
 * An import's upload (up to 500 MB) is streamed to disk, never held in memory to be hashed here; importing the same
 * file twice adds nothing anyway (docs/decisions/0151-import-jobs.md).
 */
const STREAMED_PATHS: ReadonlySet<string> = new Set([IMPORT_ENDPOINTS.start.path]);
/**
 * A label PDF changes nothing, so making it twice is harmless; its answer is a binary file of up to a few MB that is
 * never kept (docs/decisions/0147-printable-labels.md).
 */
const READ_ONLY_PATHS: ReadonlySet<string> = new Set([LABELS_ENDPOINTS.create.path]);
/** A studio's firing tickets are label PDFs too (docs/decisions/0249-studio-tickets.md); their path names the studio. */
const READ_ONLY_PATTERNS = [STUDIOS_ENDPOINTS.tickets.path].map((p) => new RegExp(`^${p.replace(/\{\w+\}/g, "[^/]+")}$`));
const readOnly = (path: string) => READ_ONLY_PATHS.has(path) || READ_ONLY_PATTERNS.some((r) => r.test(path));

/**
 * Answers that are not final for the change, so the claim is released and a retry runs the call again: not signed
 * in, trial ended (a subscription may lift it), cross-site, timed out, rate-limited, and every server failure.
 * Every other answer, refusals included, is stored: a retry of a refused change gets the same refusal.
 */
const RETRYABLE = new Set([401, 402, 403, 408, 429]);
const isFinal = (status: number) => status < 500 && !RETRYABLE.has(status);

/** Besides the content type, the answer headers a replay repeats. */
const REPLAYED_HEADERS = ["location"] as const;

/**
 * The answer's text as the route wrote it. A large JSON answer to a client that takes gzip (every browser and WebView)
 * is compressed as it is built (server/http/json-answer.ts), before this middleware sees it; those bytes are not text
 * and the database refuses them. So the stored answer is always the text, kept beside the answer when it was built,
 * and a replay is compressed again (or not) for the client that asks, by the same code as any answer. Every other
 * answer is compressed after this middleware (server/http/compression.ts), so it is still text here.
 */
async function answerText(res: Response): Promise<string> {
  const built = jsonAnswerText(res);
  if (built !== undefined) return built;
  const encoding = res.headers.get("content-encoding")?.trim().toLowerCase();
  if (encoding && encoding !== "identity") throw new Error(`an answer in ${encoding} cannot be stored`);
  return res.clone().text();
}

export const idempotency: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!CHANGE_METHODS.has(c.req.method)) return next();
  const key = c.req.header(IDEMPOTENCY_HEADER);
  if (key === undefined) return next();
  if (!IDEMPOTENCY_KEY_PATTERN.test(key)) {
    throw new AppError(400, IDEMPOTENCY_TEXTS.badKey, { [IDEMPOTENCY_HEADER]: IDEMPOTENCY_TEXTS.badKey });
  }
  const auth = c.get("auth");
  if (!auth || AUTH_PATHS.has(c.req.path) || STREAMED_PATHS.has(c.req.path) || readOnly(c.req.path)) return next();

  const deps = c.get("deps");
  // Read once here; Hono keeps the bytes, so the route's own JSON or multipart parsing reads the same body. The body
  // limit middleware runs before this one, so an oversized body is refused while reading, before any claim. A DELETE
  // is not under that limit and no DELETE call takes a body, so its body is never read (its hash is of the address).
  const body = c.req.method === "DELETE" ? new Uint8Array() : new Uint8Array(await c.req.arrayBuffer());
  const hash = requestHash(c.req.method, c.req.path + new URL(c.req.url).search, body, c.req.header("content-type"));
  const claim = await claimKey(deps, auth.user.id, key, hash);

  if (claim.kind === "mismatch") {
    return c.json(errorBody(new AppError(422, IDEMPOTENCY_TEXTS.reused, undefined, "IDEMPOTENCY_KEY_REUSED")), 422);
  }
  if (claim.kind === "in-progress") {
    c.header("Retry-After", "1");
    return c.json(errorBody(new AppError(409, IDEMPOTENCY_TEXTS.inProgress, undefined, "IDEMPOTENCY_IN_PROGRESS")), 409);
  }
  if (claim.kind === "replay") {
    const { answer } = claim;
    const headers: Record<string, string> = { ...answer.headers, [IDEMPOTENCY_REPLAYED_HEADER]: "true" };
    if (answer.contentType) headers["Content-Type"] = answer.contentType;
    // A 204 or 304 carries no body.
    if (answer.status === 204 || answer.status === 304) return c.body(null, answer.status, headers);
    return c.body(answer.body, answer.status as 200, headers);
  }

  try {
    await next();
  } catch (err) {
    await releaseClaim(deps, claim).catch((e: unknown) => requestLogger(c).warn({ err: e }, "idempotency release failed"));
    throw err;
  }
  // Hono turns a throw inside the route into the error answer before it reaches here, so the status tells all.
  const res = c.res;
  try {
    if (!isFinal(res.status)) {
      await releaseClaim(deps, claim);
      return;
    }
    const answer: StoredAnswer = {
      status: res.status,
      contentType: res.headers.get("content-type"),
      body: await answerText(res),
      headers: {},
    };
    for (const name of REPLAYED_HEADERS) {
      const value = res.headers.get(name);
      if (value !== null) answer.headers[name] = value;
    }
    await storeAnswer(deps, claim, answer);
  } catch (err) {
    // The change is applied; its answer still goes out. The claim stays running and goes stale after a minute.
    requestLogger(c).warn({ err }, "idempotency answer not stored");
  }
};

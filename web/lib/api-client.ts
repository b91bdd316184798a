/**
 * Typed calls built from the contract's route table. Each area's API module (web/features/<area>/<area>-api.ts)
 * makes one client from its zod-free endpoints and the type of its routes, so components never write an /api/
 * path and every answer has the type its schema gives it (docs/architecture.md).
 *
 * In development and tests the client also loads the area's schemas and checks each answer against them: a server
 * answer that no longer matches the contract fails loudly there. Production builds trust the answer, so the first
 * screen ships no schema code (the `import.meta.env.DEV` branch is removed from them).
 */
import { fillPath, type CallAnswer, type CallInput, type Endpoint, type Route } from "../../contract/common/route-table";
import { request } from "./api";
import { ApiError } from "./api-error";
import { API_TEXTS } from "./api-texts";
import { sendThroughOutbox, type OfflineCalls } from "./offline/offline-call";
import { loadOnce } from "./preload";

export interface CallOptions {
  signal?: AbortSignal;
  /** See RequestOptions.timeoutMs. */
  timeoutMs?: number;
}

type CallFn<R extends Route> = object extends CallInput<R>
  ? (input?: CallInput<R>, options?: CallOptions) => Promise<CallAnswer<R>>
  : (input: CallInput<R>, options?: CallOptions) => Promise<CallAnswer<R>>;

export type AreaClient<T extends Record<string, Route>> = { readonly [K in keyof T]: CallFn<T[K]> };

interface AnyInput {
  params?: Record<string, string | number>;
  query?: Record<string, string | number | boolean | null | undefined>;
  body?: unknown;
  form?: FormData;
}

/** Thrown in development and tests only, when an answer does not match its schema. */
export class AnswerMismatchError extends Error {
  constructor(route: Endpoint, detail: string) {
    super(`The answer of ${route.method} ${route.path} does not match the contract: ${detail}`);
    this.name = "AnswerMismatchError";
  }
}

async function checkAnswer(route: Route | undefined, endpoint: Endpoint, answer: unknown): Promise<void> {
  if (!route || typeof route.answer === "string") return;
  const result = route.answer.safeParse(answer);
  if (!result.success) {
    const error = new AnswerMismatchError(endpoint, result.error.message);
    console.error(error.message);
    throw error;
  }
}

/** An area's offline calls, or a loader of them (areas the first screen needs load theirs after it, decision 0157). */
type OfflineCallsSource<T extends Record<string, Route>> = OfflineCalls<T> | (() => Promise<OfflineCalls<T>>);

const offlineLoads: (() => Promise<unknown>)[] = [];

/**
 * Loads every loader-given area's offline calls; the app calls it once the first screen is up, so a change made
 * without a connection right after still finds what to show meanwhile.
 */
export function loadOfflineCalls(): Promise<unknown> {
  return Promise.all(offlineLoads.map((load) => load()));
}

/** One load per area, shared by every change (they wait in the order they were made); a failed load is tried again. */
function offlineLoader<T extends Record<string, Route>>(load: () => Promise<OfflineCalls<T>>): () => Promise<OfflineCalls<T>> {
  const once = loadOnce(load);
  offlineLoads.push(once);
  return once;
}

/**
 * @param endpoints the area's method-and-path table (contract/<area>/endpoints.ts)
 * @param loadRoutes development and tests only: loads the area's routes with schemas to check answers
 * @param offline the area's changes go through the outbox (stored, sent once, in order); `calls` says what a change
 *   shows at once when it cannot be sent yet (docs/decisions/0116-outbox.md); areas in the first screen give a loader
 */
export function areaClient<T extends Record<string, Route>>(
  endpoints: { readonly [K in keyof T]: Endpoint },
  loadRoutes?: () => Promise<T>,
  offline?: { calls: OfflineCallsSource<T> },
): AreaClient<T> {
  const source = offline?.calls;
  const loadCalls = typeof source === "function" ? offlineLoader(source) : undefined;
  const client: Record<string, (input?: AnyInput, options?: CallOptions) => Promise<unknown>> = {};
  for (const [name, endpoint] of Object.entries(endpoints) as [string, Endpoint][]) {
    client[name] = async (input: AnyInput = {}, options: CallOptions = {}) => {
      const path = fillPath(endpoint.path, input.params);
      let answer: unknown;
      if (offline && endpoint.method !== "GET" && !input.form) {
        const calls = loadCalls ? await loadCalls() : (offline.calls as OfflineCalls<T>);
        const outcome = await sendThroughOutbox(endpoint, input, calls[name]);
        if (outcome.optimistic) return outcome.answer;
        answer = outcome.answer;
        if (loadRoutes) await checkAnswer((await loadRoutes())[name], endpoint, answer);
        return answer;
      }
      try {
        answer = await request<unknown>(endpoint.method, path, {
          query: input.query,
          body: input.body,
          formData: input.form,
          signal: options.signal,
          timeoutMs: options.timeoutMs,
        });
      } catch (error) {
        // ApiErrors carry the product's texts, and a caller's cancellation must stay an AbortError for TanStack;
        // anything else that broke a read (e.g. the device's secure storage) gets the product's load-failure text.
        if (endpoint.method !== "GET" || error instanceof ApiError || options.signal?.aborted) throw error;
        throw new ApiError(API_TEXTS.queryFailed(error instanceof Error ? error.message : String(error)), 0);
      }
      if (loadRoutes) await checkAnswer((await loadRoutes())[name], endpoint, answer);
      return answer;
    };
  }
  return client as AreaClient<T>;
}

/** The path of a call, for transports that cannot use the client (XMLHttpRequest upload progress). */
export function pathOf(endpoint: Endpoint, params?: Record<string, string | number>): string {
  return fillPath(endpoint.path, params);
}

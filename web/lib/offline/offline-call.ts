/**
 * How an area's change goes through the outbox (docs/decisions/0116-outbox.md). Sent at once when it can be; when it
 * cannot (no connection, or changes ahead of it still waiting), the change stays queued and the area's `answer`
 * says what the screen shows meanwhile, from the cache (an optimistic answer, with a temporary id for a create).
 * A change with no such answer waits for nothing: it is taken back out and fails as it always did.
 */
import type { QueryClient } from "@tanstack/react-query";
import { fillPath, type CallAnswer, type CallInput, type Endpoint, type Route } from "../../../contract/common/route-table";
import { request } from "../api";
import { ApiError } from "../api-error";
import { activeOutbox, offlineQueryClient } from "./outbox-runtime";

export interface OfflineContext {
  queryClient: QueryClient;
  /** The temporary id of a create (negative); undefined for other changes. */
  tempId: number;
  /** Now, as the server would write it. */
  now: string;
}

export interface OfflineCall<R extends Route> {
  /** A create: the answer gets a temporary id that later changes may name. */
  creates?: boolean;
  /** What the change concerns, for the message if the server later refuses it. */
  label?: (input: CallInput<R>, queryClient: QueryClient) => string | undefined;
  /** The answer the screen gets while the change waits; it may also patch the cache. Throws when it cannot. */
  answer: (input: CallInput<R>, context: OfflineContext) => CallAnswer<R>;
}

export type OfflineCalls<T extends Record<string, Route>> = { readonly [K in keyof T]?: OfflineCall<T[K]> };

interface AnyInput {
  params?: Record<string, string | number>;
  query?: Record<string, string | number | boolean | null | undefined>;
  body?: unknown;
}

export async function sendThroughOutbox(
  endpoint: Endpoint,
  input: AnyInput,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the area's calls are typed where they are written
  call: OfflineCall<any> | undefined,
): Promise<{ answer: unknown; optimistic: boolean }> {
  const outbox = activeOutbox();
  const queryClient = offlineQueryClient();
  if (!outbox || !queryClient) {
    // Nobody signed in yet: nothing to keep for an account.
    return { answer: await request(endpoint.method, fillPath(endpoint.path, input.params), input), optimistic: false };
  }
  const tempId = call?.creates ? await outbox.nextTempId() : 0;
  const key = crypto.randomUUID();
  const outcome = await outbox.submit({
    key,
    method: endpoint.method,
    path: endpoint.path,
    params: input.params,
    query: input.query,
    body: input.body,
    tempId: call?.creates ? tempId : undefined,
    label: call?.label?.(input, queryClient),
    createdAt: Date.now(),
  });
  if (outcome.kind === "sent") return { answer: outcome.answer, optimistic: false };
  if (outcome.kind === "refused") throw outcome.error;
  if (!call) {
    await outbox.withdraw(key);
    throw outcome.error;
  }
  try {
    return { answer: call.answer(input, { queryClient, tempId, now: new Date().toISOString() }), optimistic: true };
  } catch (error) {
    // Nothing on the device to show the change with: it is not kept, and the caller hears the connection failed.
    await outbox.withdraw(key);
    throw outcome.error instanceof ApiError ? outcome.error : error;
  }
}

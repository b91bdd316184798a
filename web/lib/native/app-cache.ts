import type { QueryClient, QueryKey } from "@tanstack/react-query";

/**
 * What the native runtime may do to the app's query cache, handed to it by the app's entry (web/main.tsx):
 * the runtime lives in web/lib and must not import the shell's query client or a feature's keys.
 */
export interface NativeAppCache {
  client: QueryClient;
  /** The signed-in user's query: set from the device at launch, emptied when the login ends. */
  userKey: QueryKey;
  /** Refetched when the app returns to the foreground with a valid login (product.md#r41). */
  foregroundKeys: QueryKey[];
}

/**
 * The connectivity check of the mobile app (product.md#r30): the trial status, then the health check under /api, then
 * at the root (health-api.ts), each without caches and with an 8 s time-out. Any 2xx means connected; all failing,
 * disconnected.
 */
import { CONNECTIVITY_PATHS, probe, type ProbeOptions } from "./health-api";

export interface CheckResult {
  connected: boolean;
  /** Why the last path failed, for the banner's details and the indicator's tooltip. */
  error: string | null;
}

export async function checkConnectivity(options: ProbeOptions, paths: readonly string[] = CONNECTIVITY_PATHS): Promise<CheckResult> {
  let error: string | null = null;
  for (const path of paths) {
    error = await probe(path, options);
    if (error === null) return { connected: true, error: null };
  }
  return { connected: false, error };
}

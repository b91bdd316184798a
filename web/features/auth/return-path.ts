/**
 * Where a potter goes after signing in: back to the page that sent them to sign in (a deep link such as /pieces/3
 * opened while signed out), else My Pieces. Only the app's own paths count, never another site.
 */
import { useLocation } from "react-router";

export function returnPathOf(state: unknown): string | null {
  const from = (state as { from?: unknown } | null)?.from;
  if (typeof from !== "string" || !from.startsWith("/") || from.startsWith("//")) return null;
  if (/^\/(auth|login)(\/|\?|$)/.test(from)) return null;
  return from;
}

export function useReturnPath(): string | null {
  return returnPathOf(useLocation().state);
}

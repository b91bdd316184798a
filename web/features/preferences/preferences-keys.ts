/**
 * The preferences query key, in a module small enough for the app's entry: the start-up seeding
 * (web/app/page-bootstrap.ts) and the native runtime name it without the hooks' code.
 */
export const preferencesKeys = {
  mine: ["preferences", "mine"] as const,
};

/**
 * The trial status query key, in a module small enough for the app's entry: the start-up seeding
 * (web/app/page-bootstrap.ts), the prefetch and the native runtime name it without the hooks' code.
 */
export const trialKeys = {
  status: ["trial", "status"] as const,
};

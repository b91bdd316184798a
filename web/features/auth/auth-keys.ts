/**
 * The signed-in user's query key, in a module small enough for the app's entry: the start-up seeding
 * (web/app/page-bootstrap.ts), the prefetch and the native runtime name it without the hooks' code.
 */
export const userKeys = {
  me: ["auth", "user"] as const,
  /** Whether a reset link is still usable. */
  resetLink: (email: string, token: string) => ["auth", "reset-link", { email, token }] as const,
};

import type { AUTH_TEXTS } from "../../contract/auth";

/**
 * The protected-route texts, mirrored from AUTH_TEXTS (spec 000 §2) because importing contract/auth at
 * runtime would pull zod into the entry chunk. The type annotation makes tsc fail if they ever drift.
 */
export const SHELL_AUTH_TEXTS: Pick<typeof AUTH_TEXTS, "connecting" | "connectionIssue" | "unableToConnect" | "tryAgain"> = {
  connecting: "Connecting to Claybook...",
  connectionIssue: "Connection Issue",
  unableToConnect: "Unable to connect to the server",
  tryAgain: "Try Again",
};

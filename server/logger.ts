import pino from "pino";

/** Paths that must never reach a log line: passwords, tokens, cookies, reset links. */
const REDACT_PATHS = [
  "password",
  "newPassword",
  "token",
  "accessToken",
  "refreshToken",
  "receiptData",
  "*.password",
  "*.newPassword",
  "*.token",
  "*.accessToken",
  "*.refreshToken",
  "req.headers.authorization",
  "req.headers.cookie",
  "res.headers[\"set-cookie\"]",
  "res.headers[\"x-auth-token\"]",
];

export type Logger = pino.Logger;

export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      redact: { paths: REDACT_PATHS, censor: "[redacted]" },
      base: undefined,
    },
    destination,
  );
}

/**
 * A potter's mailbox in browser tests: with no SMTP_URL the test server writes each mail into DATA_DIR/outbox as an
 * .eml file (product.md#r2, server/mail/mailer.ts), and the e2e server's DATA_DIR is E2E_DATA_DIR (playwright.config.ts).
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { expect } from "@playwright/test";

/** A mail's text with quoted-printable soft breaks and escapes undone. */
function decoded(file: string): string {
  return readFileSync(file, "utf8")
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
}

/** The newest mail to `email` that matches `pattern`, waited for; answers the match. */
export async function fromMailbox(email: string, pattern: RegExp, what: string): Promise<RegExpMatchArray> {
  const dir = path.join(process.env.E2E_DATA_DIR!, "outbox");
  let found: RegExpMatchArray | null | undefined;
  await expect
    .poll(
      () => {
        if (!existsSync(dir)) return undefined;
        const mails = readdirSync(dir)
          .filter((f) => f.endsWith(".eml"))
          .map((f) => path.join(dir, f))
          .sort((a, b) => statSync(a).mtimeMs - statSync(b).mtimeMs)
          .map(decoded)
          .filter((raw) => raw.toLowerCase().includes(`to: ${email.toLowerCase()}`));
        found = mails.pop()?.match(pattern);
        return found?.[0];
      },
      { message: `${what} to ${email} in the outbox` },
    )
    .toBeTruthy();
  return found!;
}

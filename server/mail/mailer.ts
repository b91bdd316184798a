/**
 * product.md#r2: mail goes through nodemailer to SMTP_URL, or, with no SMTP_URL, into DATA_DIR/outbox as .eml files
 * (in development only, the links are logged so a developer can follow them: a reset link is a credential, so
 * production and test logs never hold one — decision 0104).
 */
import { randomUUID } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import nodemailer from "nodemailer";
import type { Logger } from "../logger";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers, e.g. List-Unsubscribe on a reminder digest. */
  headers?: Record<string, string>;
}

export interface Mailer {
  readonly kind: "smtp" | "outbox";
  send(message: MailMessage): Promise<void>;
}

function outboxDir(dataDir: string): string {
  return path.join(dataDir, "outbox");
}

export function createMailer(
  options: { smtpUrl?: string; from: string; dataDir: string; logLinks?: boolean },
  logger: Logger,
): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      kind: "smtp",
      async send(message) {
        await transport.sendMail({ from: options.from, ...message });
      },
    };
  }
  const dir = outboxDir(options.dataDir);
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    kind: "outbox",
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message });
      mkdirSync(dir, { recursive: true });
      const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomUUID()}.eml`);
      writeFileSync(file, info.message as Buffer);
      // Links are for the developer reading the console (development only); never logged when SMTP is used.
      const links = options.logLinks ? (message.text.match(/https?:\/\/\S+/g) ?? []) : undefined;
      logger.info({ outbox: file, subject: message.subject, links }, "mail written to outbox");
    },
  };
}

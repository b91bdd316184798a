/**
 * Reads mails the outbox mailer (product.md#r2) wrote to DATA_DIR/outbox as .eml files.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { settleBackgroundTasks } from "../../server/services/common/background-tasks";

export interface OutboxMail {
  file: string;
  to: string;
  subject: string;
  /** The decoded text part (quoted-printable soft breaks and escapes undone). */
  text: string;
}

function decodeQuotedPrintable(body: string): string {
  const joined = body.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const ch = joined[i]!;
    if (ch === "=" && /^[0-9A-F]{2}$/i.test(joined.slice(i + 1, i + 3))) {
      bytes.push(parseInt(joined.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(ch, "utf8"));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}

function header(raw: string, name: string): string {
  const match = raw.match(new RegExp(`^${name}:\\s*(.*)$`, "im"));
  return match?.[1]?.trim() ?? "";
}

/** Every part's body, decoded; enough to find links and texts in the plain and HTML parts. */
function decodeBody(raw: string): string {
  const qp = /content-transfer-encoding:\s*quoted-printable/i.test(raw);
  const b64Parts = [...raw.matchAll(/content-transfer-encoding:\s*base64\r?\n(?:[^\n]*\S[^\n]*\r?\n)*?\r?\n([A-Za-z0-9+/=\r\n]+)/gi)];
  const decodedB64 = b64Parts.map((m) => Buffer.from(m[1]!.replace(/\s+/g, ""), "base64").toString("utf8")).join("\n");
  return (qp ? decodeQuotedPrintable(raw) : raw) + "\n" + decodedB64;
}

/**
 * Waits until the mail work the server started in the background (e.g. the reset mail, which is written after
 * forgot-password has answered) is done. Call it before reading a mail a request should have sent.
 */
export function mailSettled(): Promise<void> {
  return settleBackgroundTasks();
}

export function readOutbox(dataDir: string): OutboxMail[] {
  const dir = path.join(dataDir, "outbox");
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith(".eml"))
    .map((f) => path.join(dir, f))
    .sort((a, b) => statSync(a).mtimeMs - statSync(b).mtimeMs || a.localeCompare(b))
    .map((file) => {
      const raw = readFileSync(file, "utf8");
      return { file, to: header(raw, "To"), subject: header(raw, "Subject"), text: decodeBody(raw) };
    });
}

/** The newest mail to `to` (case-insensitive), or undefined. */
export function lastMailTo(dataDir: string, to: string): OutboxMail | undefined {
  return readOutbox(dataDir)
    .filter((m) => m.to.toLowerCase().includes(to.toLowerCase()))
    .pop();
}

/** The reset link (product.md#r36: /reset-password?email=..&token=..) in the newest mail to `to`. */
export function resetLinkFor(dataDir: string, to: string): URL | undefined {
  const mail = lastMailTo(dataDir, to);
  const match = mail?.text.match(/https?:\/\/[^\s"<>]+\/reset-password\?[^\s"<>]+/);
  return match ? new URL(match[0].replace(/&amp;/g, "&")) : undefined;
}

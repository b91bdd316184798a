/**
 * The unsubscribe link of a reminder digest (docs/decisions/0137-reminder-digest-mail.md): `<user id>.<mac>`,
 * signed with TOKEN_SECRET for this one purpose, so it turns reminder e-mails off without sign-in and does nothing
 * else. It does not expire: a mail read months later must still be able to stop the next one (RFC 8058).
 */
import { createHmac, timingSafeEqual } from "node:crypto";

const mac = (secret: string, userId: number) =>
  createHmac("sha256", `reminder-unsubscribe:${secret}`).update(`user:${userId}`).digest("base64url");

export function signUnsubscribeToken(secret: string, userId: number): string {
  return `${userId}.${mac(secret, userId)}`;
}

/** The user id of a genuine token, else null. */
export function verifyUnsubscribeToken(secret: string, token: string): number | null {
  const match = /^([1-9][0-9]{0,9})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const userId = Number(match[1]);
  if (userId > 2_147_483_647) return null;
  const expected = Buffer.from(mac(secret, userId));
  const given = Buffer.from(match[2]!);
  return given.length === expected.length && timingSafeEqual(given, expected) ? userId : null;
}

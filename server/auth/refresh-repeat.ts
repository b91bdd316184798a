/**
 * A refresh repeated within a few seconds with the same token answers the pair the first one got
 * (docs/decisions/0282-refresh-repeated-within-seconds.md): two refreshes at once, or a retry after a lost answer, keep
 * the potter signed in. The pair is stored sealed with a key derived from the spent token, which only its holder has
 * (the database keeps its hash), so the stored copy is of no use to anyone reading the table.
 */
import { createCipheriv, createDecipheriv, createHmac, randomBytes } from "node:crypto";
import { TokenAnswerSchema, type TokenAnswer } from "../../contract/auth/schemas";

/** How long after a token is spent a repeat of it gets the same pair; later it is a replay and revokes the family. */
export const REFRESH_REPEAT_WINDOW_MS = 10_000;

const sealKey = (secret: string, spentToken: string): Buffer =>
  createHmac("sha256", secret).update(`refresh-repeat:${spentToken}`).digest();

/** The pair, encrypted and authenticated (AES-256-GCM) for the holder of spentToken: `iv.tag.data`, base64url. */
export function sealPair(secret: string, spentToken: string, pair: TokenAnswer): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", sealKey(secret, spentToken), iv);
  const data = Buffer.concat([cipher.update(JSON.stringify(pair), "utf8"), cipher.final()]);
  return [iv, cipher.getAuthTag(), data].map((part) => part.toString("base64url")).join(".");
}

/** The pair sealed for spentToken, or null when it does not open (another secret, a damaged value). */
export function openPair(secret: string, spentToken: string, sealed: string): TokenAnswer | null {
  const [iv, tag, data] = sealed.split(".").map((part) => Buffer.from(part, "base64url"));
  if (!iv || !tag || !data) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", sealKey(secret, spentToken), iv);
    decipher.setAuthTag(tag);
    const text = Buffer.concat([decipher.update(data), decipher.final()]).toString("utf8");
    const parsed = TokenAnswerSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

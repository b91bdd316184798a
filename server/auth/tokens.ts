/** product.md#r9: native access tokens are short-lived JWTs (HS256, 15 minutes) signed with TOKEN_SECRET. */
import { hash, randomBytes } from "node:crypto";
import { jwtVerify, SignJWT } from "jose";

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
const ISSUER = "claybook";

const keyCache = new Map<string, Uint8Array>();
function key(secret: string): Uint8Array {
  let k = keyCache.get(secret);
  if (!k) {
    k = new TextEncoder().encode(secret);
    keyCache.set(secret, k);
  }
  return k;
}

export interface AccessTokenClaims {
  userId: number;
  /** The refresh-token family the access token belongs to; revoking the family revokes the token. */
  familyId: string;
}

export async function signAccessToken(secret: string, claims: AccessTokenClaims, now: Date): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({ typ: "access", sid: claims.familyId })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(String(claims.userId))
    .setIssuer(ISSUER)
    .setIssuedAt(iat)
    .setExpirationTime(iat + ACCESS_TOKEN_TTL_SECONDS)
    .setJti(randomBytes(9).toString("base64url"))
    .sign(key(secret));
}

/** Answers the claims, or null for a tampered, expired or foreign token. */
export async function verifyAccessToken(secret: string, token: string, now: Date): Promise<AccessTokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key(secret), {
      issuer: ISSUER,
      algorithms: ["HS256"],
      currentDate: now,
    });
    if (payload.typ !== "access" || !payload.sub || !/^\d{1,10}$/.test(payload.sub)) return null;
    if (typeof payload.sid !== "string" || payload.sid.length === 0) return null;
    const userId = Number(payload.sub);
    if (userId > 2_147_483_647) return null;
    return { userId, familyId: payload.sid };
  } catch {
    return null;
  }
}

/** Opaque random tokens (sessions, refresh tokens, reset links): at least 128 random bits (product.md#r11). */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString("base64url");
}

/** One call rather than a Hash object per request: every signed-in request hashes its session token. */
export function hashToken(token: string): string {
  return hash("sha256", token, "hex");
}

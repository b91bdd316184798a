/** Inspiration limits and link rules, free of zod so screens that only show inspirations need no schema library. */
import { LIMITS } from "../common/limits";
import { INSPIRATION_TEXTS } from "./texts";

/** product.md#r120: photo limit of an inspiration. */
export const INSPIRATION_MAX_PHOTOS = 5;
/** product.md#r120: tags shown inline on a card, and in the selector before '+N more'. */
export const INSPIRATION_CARD_TAGS = 2;
/** product.md#r120: inspiration auto-save delay. */
export const INSPIRATION_AUTOSAVE_MS = 2000;

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
const HOST_PORT = /^[^/?#:@]+:\d/;

/**
 * product.md#r77: a URL lacking http:// or https:// gets https:// prefixed; one starting with // gets https:.
 * Anything that already names another scheme (javascript:, data:, mailto:) is kept as typed so that
 * isHttpUrl refuses it instead of hiding it behind https://. "example.com:8080" is a host and port, not a scheme.
 */
export function normalizeSourceUrl(raw: string): string {
  const url = raw.trim();
  if (url === "") return url;
  if (/^https?:\/\//i.test(url)) return url;
  if (url.startsWith("//")) return `https:${url}`;
  if (SCHEME.test(url) && !HOST_PORT.test(url)) return url;
  return `https://${url}`;
}

/** True for an absolute http(s) address with a real host name; never javascript:, data: or any other scheme. */
export function isHttpUrl(value: string): boolean {
  if (value.length > LIMITS.urlLength || /\s/.test(value)) return false;
  if (!/^https?:\/\//i.test(value)) return false;
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    return false;
  }
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:") return false;
  const host = parsed.hostname;
  return host === "localhost" || host.includes(".") || host.startsWith("[");
}

/** The address to open for a link typed by the user, or null when it must not be opened. */
export function safeExternalUrl(raw: string): string | null {
  const url = normalizeSourceUrl(raw);
  return isHttpUrl(url) ? url : null;
}

/** product.md#r76: an empty name is saved as 'Untitled' when there is an image; null means it cannot be saved. */
export function resolveInspirationName(name: string | undefined | null, imageCount: number): string | null {
  const trimmed = (name ?? "").trim();
  if (trimmed !== "") return trimmed;
  return imageCount > 0 ? INSPIRATION_TEXTS.untitled : null;
}

/** Tags compare case-insensitively for duplicates ("Celadon" and "celadon" are one tag). */
export const tagKey = (tag: string) => tag.trim().toLocaleLowerCase("en-US");

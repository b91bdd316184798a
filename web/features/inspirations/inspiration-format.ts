import type { Inspiration } from "../../../contract/inspirations/schemas";
import { safeExternalUrl } from "../../../contract/inspirations/rules";
import { INSPIRATION_TEXTS } from "../../../contract/inspirations/texts";

/** product.md#r75: a card without an image shows the first two letters of the name in capitals. */
export function initialsOf(name: string): string {
  return Array.from(name.trim()).slice(0, 2).join("").toLocaleUpperCase("en-US");
}

/** 'MM/DD/YYYY' in the potter's own time zone, or 'Unknown date'. */
export function formatCreatedDate(iso: string | null | undefined): string {
  if (!iso) return INSPIRATION_TEXTS.unknownDate;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return INSPIRATION_TEXTS.unknownDate;
  const mm = String(date.getMonth() + 1).padStart(2, "0");
  const dd = String(date.getDate()).padStart(2, "0");
  return `${mm}/${dd}/${date.getFullYear()}`;
}

/** product.md#r77: the selector search matches name, source (label or address) or tag, ignoring case. */
export function matchesSearch(item: Pick<Inspiration, "name" | "sources" | "tags">, query: string): boolean {
  const needle = query.trim().toLocaleLowerCase("en-US");
  if (needle === "") return true;
  const hay = [item.name, ...item.sources.flatMap((s) => [s.text, s.url]), ...item.tags];
  return hay.some((value) => value.toLocaleLowerCase("en-US").includes(needle));
}

type NoteSegment = { kind: "text"; text: string } | { kind: "link"; text: string; href: string };

// Addresses written in notes: with a scheme, or starting with www.
const LINK = /\b(?:https?:\/\/|www\.)[^\s<>"']+/gi;
// Sentence punctuation right after an address belongs to the sentence, not the address.
const TRAILING = /[.,;:!?)\]]+$/;

/** Splits notes into text and links; a link only when it resolves to a safe http(s) address (never javascript:). */
export function splitNoteLinks(notes: string): NoteSegment[] {
  const segments: NoteSegment[] = [];
  let last = 0;
  for (const match of notes.matchAll(LINK)) {
    const raw = match[0].replace(TRAILING, "");
    const start = match.index;
    const href = safeExternalUrl(raw);
    if (!href) continue;
    if (start > last) segments.push({ kind: "text", text: notes.slice(last, start) });
    segments.push({ kind: "link", text: raw, href });
    last = start + raw.length;
  }
  if (last < notes.length) segments.push({ kind: "text", text: notes.slice(last) });
  return segments;
}

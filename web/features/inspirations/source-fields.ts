import type { InspirationSource } from "../../../contract/inspirations/schemas";
import { isHttpUrl, normalizeSourceUrl } from "../../../contract/inspirations/rules";
import { INSPIRATION_TEXTS } from "../../../contract/inspirations/texts";

/** A typed label and address as a source, or the message why it cannot be one (product.md#r77). */
export function toSource(text: string, url: string): { source: InspirationSource } | { error: string } {
  const label = text.trim();
  const address = normalizeSourceUrl(url);
  if (label === "" || address === "") return { error: INSPIRATION_TEXTS.sourceTextRequired };
  if (!isHttpUrl(address)) return { error: INSPIRATION_TEXTS.invalidUrl };
  return { source: { text: label, url: address } };
}

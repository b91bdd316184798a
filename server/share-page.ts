/**
 * The public page of a shared piece, /s/{token} (docs/decisions/0111-share-links.md): server-rendered
 * HTML that works without JavaScript, with Open Graph and Twitter card tags. Its photos are served under names only
 * the share knows (/s/{token}/photos/{n} and …/{n}/thumb, docs/decisions/0182-share-photo-names.md): the photo's
 * stored name, which opens /api/photos for anyone who has it, never reaches the page, so revoking the link stops every
 * photo it showed. The page is not indexed by search engines.
 */
import { createHash } from "node:crypto";
import type { Context, Hono } from "hono";
import type { PieceType } from "../contract/pieces/schemas";
import { PIECE_TYPE_LABELS } from "../contract/pieces/texts";
import { html } from "hono/html";
import type { HtmlEscapedString } from "hono/utils/html";
import { sharePagePath, sharePhotoPath, shareThumbnailPath } from "../contract/shares/rules";
import { SHARE_TEXTS as T } from "../contract/shares/texts";
import type { AppDeps, AppEnv } from "./context";
import { readPhoto } from "./services/photos/photos";
import { findSharedPiece, sharedPhotoFile, type SharedPiece } from "./services/shares/shares";

/** The public pages' look (a piece's here, a recipe's in ./recipe-share-page.ts). */
export const SHARE_PAGE_STYLE = `
:root{color-scheme:light dark;--bg:#faf7f2;--fg:#2b2420;--muted:#6b5f57;--card:#fff;--line:#e6ddd3;--accent:#9a4f2b}
@media (prefers-color-scheme:dark){:root{--bg:#1c1917;--fg:#f5f0ea;--muted:#b9aea5;--card:#28231f;--line:#3d3530;--accent:#e3a07a}}
*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,-apple-system,sans-serif;background:var(--bg);color:var(--fg)}
main{max-width:40rem;margin:0 auto;padding:1rem}h1{font-size:1.6rem;margin:.5rem 0 0}.by{color:var(--muted);margin:0 0 1rem}
.photos{display:grid;gap:.5rem}.photos img{width:100%;height:auto;border-radius:.75rem;background:var(--line)}
dl{display:grid;grid-template-columns:auto 1fr;gap:.35rem 1rem;background:var(--card);border:1px solid var(--line);border-radius:.75rem;padding:1rem}
dt{color:var(--muted)}dd{margin:0}ul{margin:0;padding-left:1.1rem}
button{min-height:44px;min-width:44px;padding:0 1.25rem;border-radius:999px;border:0;background:var(--accent);color:#fff;font:inherit;margin:1rem 0}
footer{color:var(--muted);font-size:.85rem;padding:1.5rem 0}`;

const inches = (v: string | null) => (v === null ? null : `${Number(v)} in`);

function sizeText(piece: SharedPiece): string | null {
  const parts = [
    ["H", inches(piece.sizes.height)],
    ["W", inches(piece.sizes.width)],
    ["D", inches(piece.sizes.depth)],
  ].flatMap(([label, value]) => (value ? [`${label} ${value}`] : []));
  if (piece.sizes.clayWeight !== null) parts.push(`${Number(piece.sizes.clayWeight)} lb clay`);
  return parts.length ? parts.join(" · ") : null;
}

/** The head of every public page: its title, its description, its link preview (Open Graph, Twitter) and its style. */
export function shareHead(p: { name: string; description: string; pageUrl: string; image: string | null; style?: string }): HtmlEscapedString | Promise<HtmlEscapedString> {
  return html`<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${p.name} · Claybook</title>
<meta name="description" content="${p.description}">
<meta name="robots" content="noindex">
<meta property="og:type" content="article">
<meta property="og:site_name" content="Claybook">
<meta property="og:title" content="${p.name}">
<meta property="og:description" content="${p.description}">
<meta property="og:url" content="${p.pageUrl}">
${p.image ? html`<meta property="og:image" content="${p.image}">` : ""}
<meta name="twitter:card" content="${p.image ? "summary_large_image" : "summary"}">
<meta name="twitter:title" content="${p.name}">
<meta name="twitter:description" content="${p.description}">
${p.image ? html`<meta name="twitter:image" content="${p.image}">` : ""}
<style>${SHARE_PAGE_STYLE}${p.style ?? ""}</style>
</head>`;
}

/** A public page's photos, each with its thumbnail for small screens, or the words for none. */
export function sharePhotos(name: string, count: number, photo: (n: number) => string, thumb: (n: number) => string): HtmlEscapedString | Promise<HtmlEscapedString> {
  if (count === 0) return html`<p>${T.pageNoPhotos}</p>`;
  return html`<div class="photos">${Array.from({ length: count }, (_, i) => {
    const n = i + 1;
    return html`<img src="${photo(n)}" srcset="${thumb(n)} 400w, ${photo(n)} 1200w" sizes="(max-width: 40rem) 100vw, 40rem" alt="${name}" loading="lazy">`;
  })}</div>`;
}

/** The device's own share sheet, shown by /share-page.js where the browser has one. */
export function shareButton(name: string, pageUrl: string): HtmlEscapedString | Promise<HtmlEscapedString> {
  return html`<button type="button" id="share-button" data-title="${name}" data-url="${pageUrl}" hidden>${T.pageShareButton}</button>`;
}

function renderPage(piece: SharedPiece, pageUrl: string, origin: string): HtmlEscapedString | Promise<HtmlEscapedString> {
  const description = [piece.formingMethod, piece.clayBody, T.pageBy(piece.firstName)].join(" · ");
  const image = piece.photos.length ? `${origin}${sharePhotoPath(piece.token, piece.photos.length)}` : null;
  const size = sizeText(piece);
  return html`<!doctype html>
<html lang="en">
${shareHead({ name: piece.name, description, pageUrl, image })}
<body>
<main>
<h1>${piece.name}</h1>
<p class="by">${T.pageBy(piece.firstName)}</p>
${sharePhotos(piece.name, piece.photos.length, (n) => sharePhotoPath(piece.token, n), (n) => shareThumbnailPath(piece.token, n))}
${shareButton(piece.name, pageUrl)}
<dl>
<dt>${T.pageForming}</dt><dd>${PIECE_TYPE_LABELS[piece.formingMethod as PieceType] ?? piece.formingMethod}</dd>
<dt>${T.pageClayBody}</dt><dd>${piece.clayBody}</dd>
${size ? html`<dt>${T.pageSize}</dt><dd>${size}</dd>` : ""}
${
  piece.layers.length
    ? html`<dt>${T.pageLayers}</dt><dd><ul>${piece.layers.map((l) => html`<li>${l.material} (${l.type.toLowerCase()}), ${l.placement.toLowerCase()}</li>`)}</ul></dd>`
    : ""
}
${piece.notes ? html`<dt>${T.pageNotes}</dt><dd>${piece.notes}</dd>` : ""}
</dl>
<footer>${T.pageFooter}</footer>
</main>
<script src="/share-page.js" defer></script>
</body>
</html>`;
}

/** A public link's page when the link is unknown or stopped, in the words of the record it was for. */
function notFoundPage(texts: { pageNotFoundTitle: string; pageNotFoundBody: string }): HtmlEscapedString | Promise<HtmlEscapedString> {
  return html`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${texts.pageNotFoundTitle} · Claybook</title><style>${SHARE_PAGE_STYLE}</style></head>
<body><main><h1>${texts.pageNotFoundTitle}</h1><p>${texts.pageNotFoundBody}</p></main></body></html>`;
}

/** A share's photo, or 404 when the share or the photo is gone; a piece's page and a recipe's answer alike. */
async function sharedPhotoAnswer(c: Context<AppEnv>, token: string, file: string | null): Promise<Response> {
  const found = file ? await readPhoto(c.get("deps"), file) : null;
  if (!file || !found) return c.text("Not found", 404, { "Cache-Control": "no-store" });
  // Revoking must stop the photo at once, so it is revalidated on each view rather than kept. The tag is a hash,
  // never the stored name, and changes with the share (a new link) and with the photo at that place.
  const etag = `"${createHash("sha256").update(`${token}\0${file}`).digest("base64url").slice(0, 22)}"`;
  const headers = { "Content-Type": found.contentType, "Cache-Control": "no-cache", "X-Content-Type-Options": "nosniff", ETag: etag };
  if (c.req.header("if-none-match") === etag) {
    await found.body.cancel();
    return c.body(null, 304, headers);
  }
  return c.body(found.body, 200, { ...headers, "Content-Length": String(found.size) });
}

/** What a public link's page is made of: its record, its photos, how it is drawn and its words when the link is gone. */
export interface TokenPage<R> {
  /** The page's prefix: /s for a piece, /r for a recipe. */
  prefix: string;
  find: (deps: AppDeps, token: string) => Promise<R | null>;
  /** Only the photos, read for each photo request without the rest of the record. */
  findPhotos: (deps: AppDeps, token: string) => Promise<{ photos: string[] } | null>;
  render: (record: R, pageUrl: string, origin: string) => HtmlEscapedString | Promise<HtmlEscapedString>;
  pagePath: (token: string) => string;
  texts: { pageNotFoundTitle: string; pageNotFoundBody: string };
}

/** A public link's page and its photos, the same for every shared record (product.md#r160, product.md#r286). */
export function registerTokenPage<R>(app: Hono<AppEnv>, page: TokenPage<R>): void {
  app.get(`${page.prefix}/:token`, async (c) => {
    const token = c.req.param("token");
    const record = await page.find(c.get("deps"), token);
    // Shared pages change when the potter edits the record or revokes the link: never kept by a shared cache.
    c.header("Cache-Control", "no-store");
    if (!record) return c.html(await notFoundPage(page.texts), 404);
    const origin = c.get("deps").config.appUrl;
    return c.html(await page.render(record, `${origin}${page.pagePath(token)}`, origin));
  });

  const photo = (thumbnail: boolean) => async (c: Context<AppEnv>) => {
    const token = c.req.param("token") ?? "";
    const found = await page.findPhotos(c.get("deps"), token);
    return sharedPhotoAnswer(c, token, found ? sharedPhotoFile(found, c.req.param("n") ?? "", thumbnail) : null);
  };
  app.get(`${page.prefix}/:token/photos/:n`, photo(false));
  app.get(`${page.prefix}/:token/photos/:n/thumb`, photo(true));
}

export function registerSharePage(app: Hono<AppEnv>): void {
  registerTokenPage(app, { prefix: "/s", find: findSharedPiece, findPhotos: findSharedPiece, render: renderPage, pagePath: sharePagePath, texts: T });
}

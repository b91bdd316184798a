/**
 * The public page of a shared recipe, /r/{token} (product.md#r286, docs/decisions/0322-recipe-photos-and-share-link.md):
 * server-rendered like a piece's (docs/decisions/0111-share-links.md), escaped, not indexed, complete without
 * JavaScript. Its photos go by place under the token (/r/{token}/photos/{n}, docs/decisions/0182-share-photo-names.md),
 * so revoking the link stops them too.
 */
import type { Hono } from "hono";
import { html } from "hono/html";
import type { HtmlEscapedString } from "hono/utils/html";
import { RECIPE_KIND_LABELS } from "../contract/glaze-lab/screen-texts";
import { RECIPE_SHARE_TEXTS as T } from "../contract/shares/recipe-texts";
import { recipeSharePagePath, recipeSharePhotoPath, recipeShareThumbnailPath } from "../contract/shares/rules";
import type { AppEnv } from "./context";
import { findSharedRecipe, findSharedRecipePhotos, type SharedRecipe, type SharedRecipeLine } from "./services/shares/recipe-shares";
import { registerTokenPage, shareButton, shareHead, sharePhotos } from "./share-page";

const EXTRA_STYLE = `table{width:100%;border-collapse:collapse;font-variant-numeric:tabular-nums}td,th{padding:.25rem 0;text-align:left;border-top:1px solid var(--line)}td.n{text-align:right}h2{font-size:1.1rem;margin:1.25rem 0 .5rem}`;

/** Parts of 100 to one decimal, as the recipe's page shows them. */
const part = (n: number) => (Math.round(n * 10) / 10).toString();

/** "Cone 6", or a range "Cone 6–7" (the stored cones read "Cone 6"). */
const cones = (r: SharedRecipe) => (r.cone ? (r.coneHigh ? `${r.cone}–${r.coneHigh.replace(/^Cone /, "")}` : r.cone) : null);

function linesTable(label: string, lines: SharedRecipeLine[], prefix = "") {
  return html`<h2>${label}</h2><table aria-label="${label}"><tbody>${lines.map(
    (l) => html`<tr><th scope="row">${prefix}${l.name}</th><td class="n">${part(l.percent)}</td></tr>`,
  )}</tbody></table>`;
}

function renderPage(r: SharedRecipe, pageUrl: string, origin: string): HtmlEscapedString | Promise<HtmlEscapedString> {
  const cone = cones(r);
  const description = [RECIPE_KIND_LABELS[r.kind], cone].filter(Boolean).join(" · ");
  const image = r.photos.length ? `${origin}${recipeSharePhotoPath(r.token, 1)}` : null;
  return html`<!doctype html>
<html lang="en">
${shareHead({ name: r.name, description, pageUrl, image, style: EXTRA_STYLE })}
<body>
<main>
<h1>${r.name}</h1>
<p class="by">${description}</p>
${sharePhotos(r.name, r.photos.length, (n) => recipeSharePhotoPath(r.token, n), (n) => recipeShareThumbnailPath(r.token, n))}
${shareButton(r.name, pageUrl)}
<dl>
${cone ? html`<dt>${T.pageCone}</dt><dd>${cone}</dd>` : ""}
${r.atmosphere ? html`<dt>${T.pageAtmosphere}</dt><dd>${r.atmosphere}</dd>` : ""}
${r.surface ? html`<dt>${T.pageSurface}</dt><dd>${r.surface}</dd>` : ""}
</dl>
${linesTable(T.pageBase, r.base)}
${r.additions.length ? linesTable(T.pageAdditions, r.additions, "+ ") : ""}
<h2>${T.pageChemistry}</h2>
<dl>
${r.umf.length ? html`<dt>${T.pageUmf}</dt><dd>${r.umf.map((u) => `${u.oxide} ${u.value.toFixed(2)}`).join(", ")}</dd>` : ""}
${r.siAl !== null ? html`<dt>${T.pageSiAl}</dt><dd>${r.siAl.toFixed(2)}</dd>` : ""}
${r.expansion !== null ? html`<dt>${T.pageExpansion(r.expansionSet)}</dt><dd>${r.expansion.toFixed(1)}</dd>` : ""}
</dl>
<footer>${T.pageFooter}</footer>
</main>
<script src="/share-page.js" defer></script>
</body>
</html>`;
}


export function registerRecipeSharePage(app: Hono<AppEnv>): void {
  registerTokenPage(app, { prefix: "/r", find: findSharedRecipe, findPhotos: findSharedRecipePhotos, render: renderPage, pagePath: recipeSharePagePath, texts: T });
}

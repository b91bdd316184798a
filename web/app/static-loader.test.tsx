import { readFileSync } from "node:fs";
import path from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PRODUCT_NAME, TAGLINE } from "../../contract/app/constants";
import { LoadingScreen } from "../components/loading-screen";

const indexHtml = readFileSync(path.resolve(import.meta.dirname, "../../index.html"), "utf8");

describe("the loader written into index.html", () => {
  it("is exactly what <LoadingScreen /> renders, so React's first render swaps it without a change", () => {
    const inRoot = /<div id="root">([\s\S]*?)<\/div>\s*<script type="module"/.exec(indexHtml)?.[1];
    expect(inRoot).toBe(renderToStaticMarkup(<LoadingScreen />));
    expect(inRoot).toContain(`>${PRODUCT_NAME}<`);
    expect(inRoot).toContain(`>${TAGLINE}<`);
  });
});

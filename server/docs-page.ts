/**
 * A readable API reference at /api/docs, rendered on the server from the OpenAPI document
 * (no third-party script, so the strict CSP holds).
 */
interface Operation {
  summary?: string;
  tags?: string[];
  security?: unknown[];
  parameters?: { name: string; in: string; required?: boolean }[];
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  responses?: Record<string, { description?: string }>;
}

interface Doc {
  info?: { title?: string; description?: string };
  paths?: Record<string, Record<string, Operation>>;
}

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]!);

function schemaText(schema: unknown): string {
  return esc(JSON.stringify(schema, null, 2) ?? "");
}

export function renderDocsPage(doc: Doc): string {
  const sections: string[] = [];
  const byTag = new Map<string, string[]>();
  for (const [path, methods] of Object.entries(doc.paths ?? {})) {
    for (const [method, op] of Object.entries(methods)) {
      const tag = op.tags?.[0] ?? "other";
      const params = (op.parameters ?? []).map((p) => `<code>${esc(p.name)}</code> (${esc(p.in)}${p.required ? ", required" : ""})`);
      const body = op.requestBody?.content?.["application/json"]?.schema;
      const responses = Object.entries(op.responses ?? {})
        .map(([code, r]) => `<li><code>${esc(code)}</code> ${esc(r.description ?? "")}</li>`)
        .join("");
      const entry = `<article><h3><span class="m ${esc(method)}">${esc(method.toUpperCase())}</span> <code>${esc(path)}</code></h3>
<p>${esc(op.summary ?? "")}${op.security?.length ? " <em>(signed in)</em>" : ""}</p>
${params.length ? `<p>Parameters: ${params.join(", ")}</p>` : ""}
${body ? `<details><summary>Request body</summary><pre>${schemaText(body)}</pre></details>` : ""}
<ul>${responses}</ul></article>`;
      byTag.set(tag, [...(byTag.get(tag) ?? []), entry]);
    }
  }
  for (const [tag, entries] of [...byTag.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    sections.push(`<section><h2>${esc(tag)}</h2>${entries.join("\n")}</section>`);
  }
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(doc.info?.title ?? "API")}</title>
<style>body{font-family:system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#2D1F16;background:#FFFAF4}
h1{color:#C84D2F}article{border-top:1px solid #e6d8cc;padding:.5rem 0}.m{display:inline-block;min-width:4.5rem;font-size:.8rem;padding:.1rem .4rem;border-radius:.25rem;background:#2D1F16;color:#FFFAF4}
.post{background:#2f6b3a}.patch{background:#8a5a00}.delete{background:#a12b2b}pre{background:#fff;border:1px solid #e6d8cc;padding:.5rem;overflow:auto}</style></head>
<body><h1>${esc(doc.info?.title ?? "API")}</h1><p>${esc(doc.info?.description ?? "")}</p>
<p>Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a></p>${sections.join("\n")}</body></html>`;
}

/**
 * The memory of reading PotterDoc's pieces.json (docs/decisions/0245-potterdoc-streamed-read.md): a real archive
 * (the sample's three pieces repeated with new random ids, written by the export's zip writer) opened by the import's zip
 * reader, then read by the importer as a stream, and, for comparison, inflated and parsed whole (the first step of
 * the reader before 0245, without its zod copy). Each case runs in its own process; its resident size is read from
 * Linux's /proc before the read and at its peak (VmHWM, reset before the read). Sizes: 50 MB and the largest under
 * the limits (about 240 MB, 98,000 pieces). Results go to docs/benchmarks.md.
 */
import { spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { createZipWriter } from "../server/services/account/export-zip";
import { openZipArchive } from "../server/services/import/import-zip";
import { potterDocImporter } from "../server/services/import/importers/potterdoc";
import { machineNote, writeSection } from "./report";

const SAMPLE = path.resolve(import.meta.dirname, "../tests/fixtures/imports/potterdoc/pieces.json");
const mb = (bytes: number) => bytes / 2 ** 20;
const status = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(readFileSync("/proc/self/status", "utf8"))?.[1] ?? 0) * 1024;

async function makeArchive(file: string, megabytes: number): Promise<number> {
  const base = JSON.parse(readFileSync(SAMPLE, "utf8")) as Record<string, unknown>[];
  let count = 0;
  function* json() {
    yield "[";
    for (let size = 2; size < megabytes * 2 ** 20; count++) {
      // A random id, as PotterDoc's UUIDs are: the repeated pieces would otherwise compress past the ratio check.
      const piece = JSON.stringify({ ...base[count % base.length], id: randomUUID() });
      size += piece.length + 1;
      yield count === 0 ? piece : `,${piece}`;
    }
    yield "]";
  }
  const writer = createZipWriter();
  const body = (async () => {
    const chunks: Uint8Array[] = [];
    for await (const chunk of writer.stream as unknown as AsyncIterable<Uint8Array>) chunks.push(chunk);
    writeFileSync(file, Buffer.concat(chunks));
  })();
  await writer.add("pieces.json", Readable.from(json()));
  await writer.add("profile.json", '{"alias": null, "preferences": {}}');
  await writer.finish();
  await body;
  return count;
}

/** One case, in this process: prints what it measured as JSON. */
async function runCase(mode: string, file: string) {
  const zip = await openZipArchive(file);
  writeFileSync("/proc/self/clear_refs", "5");
  const before = status("VmRSS");
  const started = performance.now();
  let pieces: number;
  if (mode === "streamed") pieces = (await potterDocImporter.parse({ kind: "zip", zip, fileName: "potterdoc-export.zip" }, {})).pieces.length;
  else pieces = (JSON.parse((await zip.read("pieces.json")).toString("utf8")) as unknown[]).length;
  const seconds = (performance.now() - started) / 1000;
  zip.close();
  console.log(JSON.stringify({ pieces, seconds, before: mb(before), growth: mb(status("VmHWM") - before) }));
}

async function main() {
  const dir = mkdtempSync(path.join(os.tmpdir(), "potterdoc-bench-"));
  const rows: string[] = [];
  try {
    for (const size of [50, 240]) {
      const file = path.join(dir, `potterdoc-${size}.zip`);
      const count = await makeArchive(file, size);
      for (const mode of ["whole", "streamed"]) {
        const run = spawnSync(process.execPath, ["--import", "tsx", import.meta.filename, "--case", mode, file], { encoding: "utf8", maxBuffer: 2 ** 20 });
        const line = run.stdout.trim().split("\n").at(-1) ?? "";
        if (run.status !== 0 || !line.startsWith("{")) throw new Error(`${mode} ${size} MB failed: ${run.stderr.slice(-500)}`);
        const m = JSON.parse(line) as { pieces: number; seconds: number; before: number; growth: number };
        rows.push(`| ${mode === "whole" ? "parsed whole (before 0245, without zod)" : "streamed (0245)"} | ${size} | ${count.toLocaleString("en")} | ${m.seconds.toFixed(1)} | ${m.before.toFixed(0)} | ${m.growth.toFixed(0)} |`);
        console.log(rows.at(-1));
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  writeSection(
    "potterdoc-read-memory",
    `## Memory of reading PotterDoc's pieces.json

Machine: ${machineNote()}; load average ${os.loadavg()[0]!.toFixed(1)} at the end (shared machine).
bench/potterdoc-read-memory.bench.ts: a real archive opened by the import's zip reader; each case in its own process,
its resident size before the read and its growth at the peak (VmHWM). The 240 MB file is about the largest the
limits allow (250 MB, 100,000 pieces).

| read | pieces.json MB | pieces | time s | before MB | growth MB |
|---|---:|---:|---:|---:|---:|
${rows.join("\n")}

Reading: parsed whole, the file's bytes, its text and the parsed tree are all held at once, several times the file
before zod's copy and the mapping are added; read as a stream (docs/decisions/0245-potterdoc-streamed-read.md) the
process holds the mapped pieces only, which the row cap bounds.`,
  );
}

const at = process.argv.indexOf("--case");
if (at !== -1) await runCase(process.argv[at + 1]!, process.argv[at + 2]!);
else await main();

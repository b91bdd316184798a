/**
 * Each benchmark owns one section of docs/benchmarks.md, between markers, so several benchmarks can write
 * their results without overwriting each other.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const FILE = path.resolve(import.meta.dirname, "..", "docs", "benchmarks.md");
const HEADER = `# Benchmarks

Figures from \`npm run bench\`. Each section is rewritten by its own script. These are 2-core machines and noisy, so
results are given as ratios measured side by side in one run, with absolute figures for orientation only.
`;

export function machineNote(): string {
  const cpu = os.cpus()[0]?.model ?? "unknown CPU";
  return `${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} × ${cpu}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
}

export function writeSection(name: string, markdown: string): void {
  const current = existsSync(FILE) ? readFileSync(FILE, "utf8") : HEADER;
  const start = `<!-- bench:${name} -->`;
  const end = `<!-- /bench:${name} -->`;
  const block = `${start}\n${markdown.trim()}\n${end}`;
  const pattern = new RegExp(`${start}[\\s\\S]*?${end}`);
  const next = pattern.test(current) ? current.replace(pattern, block) : `${current.trimEnd()}\n\n${block}\n`;
  writeFileSync(FILE, next);
}

/** Percentile of already-sorted numbers. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const i = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, i)]!;
}

/**
 * A kiln controller's temperature log, read (docs/decisions/0160-firing-traces.md): a header row naming a
 * time column and a temperature column, then one reading a row. Time as seconds, minutes, HH:MM:SS, a Unix time or an
 * ISO timestamp; temperature in °C or °F, from the header ('Temp (°F)', 'temperature_c') or the potter's choice.
 * Read with csv-parse as a stream, in small pieces with a turn of the event loop whenever one has worked for
 * SLICE_MS, and its figures and chart line computed the same way, so a 200,000-row log never holds another potter's
 * call more than a few milliseconds (docs/decisions/0242-kiln-log-in-slices.md).
 */
import { Readable } from "node:stream";
import { setImmediate as yieldToLoop } from "node:timers/promises";
import { parse } from "csv-parse";
import { TRACE_LIMITS, type TemperatureUnit } from "../../../contract/firings/rules";
import { FIRING_TEXTS as T } from "../../../contract/firings/texts";
import { AppError } from "../../errors";

/** Minutes from the first reading, and °C. */
export type TracePoint = [minutes: number, celsius: number];

export interface ParsedTrace {
  points: TracePoint[];
  rows: number;
  sourceUnit: TemperatureUnit;
}

/** How long the log's reading may keep the event loop before it lets waiting requests run. */
const SLICE_MS = 8;

/** Answers a check to call every few rows: it hands the event loop back once SLICE_MS of work has passed. */
function pacer(): () => Promise<void> | undefined {
  let since = performance.now();
  return () => {
    if (performance.now() - since < SLICE_MS) return undefined;
    return yieldToLoop().then(() => {
      since = performance.now();
    });
  };
}

const refuse = (message: string): never => {
  throw AppError.badRequest(message, { file: message });
};

type TimeKind = "seconds" | "minutes" | "hours" | "clock" | "date" | "epoch";

interface Columns {
  time: number;
  timeKind: TimeKind | null;
  temperature: number;
  unit: TemperatureUnit | null;
}

const norm = (h: string) => h.trim().toLowerCase();

/** Which columns hold the time and the temperature, and what the header says about their units. */
function findColumns(header: string[]): Columns {
  const names = header.map(norm);
  const isTarget = (h: string) => /target|set ?point|setpoint|goal/.test(h);
  const temperature = names.findIndex((h) => /temp/.test(h) && !isTarget(h));
  // Elapsed time first (a controller's run time), then a clock or timestamp column.
  const order: [RegExp, TimeKind | null][] = [
    [/^(run ?time|elapsed|elapsed[ _]?(time|sec|seconds|s|min|minutes)?)( ?\(.*\))?$/, null],
    [/^(seconds|secs?|sec\b|t ?\(s\)|time ?\(s(ec(onds)?)?\))/, "seconds"],
    [/^(minutes|mins?|time ?\(min(utes)?\))/, "minutes"],
    [/^(time|timestamp|date ?time|date|stamp|clock)( ?\(.*\))?$/, null],
  ];
  let time = -1;
  let timeKind: TimeKind | null = null;
  for (const [pattern, kind] of order) {
    time = names.findIndex((h) => pattern.test(h));
    if (time >= 0) {
      timeKind = kind ?? (/min/.test(names[time]!) ? "minutes" : /sec|\(s\)|run ?time/.test(names[time]!) ? "seconds" : null);
      break;
    }
  }
  if (time < 0 || temperature < 0) refuse(T.traceColumns);
  const t = names[temperature]!;
  const unit: TemperatureUnit | null = /(°|deg|\b|_|\()\s?f\b|fahrenheit/.test(t) ? "F" : /(°|deg|\b|_|\()\s?c\b|celsius/.test(t) ? "C" : null;
  return { time, timeKind, temperature, unit };
}

const CLOCK = /^(\d{1,3}):([0-5]\d)(?::([0-5]\d(?:\.\d+)?))?$/;

/** A time value in seconds (absolute for dates and Unix times, from zero otherwise), or null when unreadable. */
function seconds(value: string, kind: TimeKind | null): { s: number; kind: TimeKind } | null {
  const v = value.trim();
  if (v === "") return null;
  const clock = CLOCK.exec(v);
  if (clock && (kind === null || kind === "clock")) {
    return { s: Number(clock[1]) * 3600 + Number(clock[2]) * 60 + Number(clock[3] ?? 0), kind: "clock" };
  }
  if (/^-?\d+(\.\d+)?$/.test(v)) {
    const n = Number(v);
    if (!Number.isFinite(n)) return null;
    if (kind === "minutes") return { s: n * 60, kind };
    if (kind === "hours") return { s: n * 3600, kind };
    // A number past 2001 as Unix seconds is a timestamp (kiln-controller's `stamp`).
    if (kind === null || kind === "epoch") return { s: n, kind: n > 1e9 ? "epoch" : "seconds" };
    return { s: n, kind };
  }
  if (kind === null || kind === "date") {
    const ms = Date.parse(v);
    if (Number.isFinite(ms)) return { s: ms / 1000, kind: "date" };
  }
  return null;
}

const toCelsius = (value: number, unit: TemperatureUnit) => (unit === "F" ? ((value - 32) * 5) / 9 : value);

/**
 * Reads a controller's CSV. `unit` is the potter's choice, used when the header does not say. Refuses (400, with the
 * problem named) a file that is not a trace: no time or temperature column, fewer than 2 readings, a value that is
 * not a number, more than TRACE_LIMITS.rows rows, or time that goes backwards.
 */
export async function parseTrace(bytes: Buffer, unit: TemperatureUnit | undefined): Promise<ParsedTrace> {
  if (bytes.length > TRACE_LIMITS.bytes) refuse(T.traceTooLarge);
  const text = bytes.toString("utf8").replace(/^\uFEFF/, "");
  if (text.includes("\uFFFD")) refuse(T.traceNotText);
  // Chunks of 4 KB (about 250 rows, what csv-parse reads at once) and a turn for the loop every SLICE_MS.
  const chunks: string[] = [];
  for (let i = 0; i < text.length; i += 4096) chunks.push(text.slice(i, i + 4096));
  const pace = pacer();
  const parser = Readable.from(chunks).pipe(
    parse({ relax_column_count: true, skip_empty_lines: true, trim: true, delimiter: [",", ";", "\t"], comment: "#" }),
  );
  let columns: Columns | null = null;
  let sourceUnit: TemperatureUnit | null = null;
  let kind: TimeKind | null = null;
  let first: number | null = null;
  let last = -Infinity;
  // A clock time (HH:MM:SS) that passes midnight starts again from 0: a day is added each time it does.
  let dayOffset = 0;
  const points: TracePoint[] = [];
  let rows = 0;
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      if (!columns) {
        columns = findColumns(record);
        sourceUnit = columns.unit ?? unit ?? null;
        if (!sourceUnit) refuse(T.traceUnitNeeded);
        kind = columns.timeKind;
        continue;
      }
      rows += 1;
      if (rows > TRACE_LIMITS.rows) refuse(T.traceTooManyRows);
      const line = rows + 1;
      const rawTime = record[columns.time] ?? "";
      const rawTemp = (record[columns.temperature] ?? "").replace(/\s*°?\s*[CF]$/i, "");
      const time = seconds(rawTime, kind);
      if (!time) refuse(T.traceBadTime(line, rawTime));
      kind ??= time!.kind;
      if (!/^-?\d+(\.\d+)?$/.test(rawTemp)) refuse(T.traceBadTemperature(line, rawTemp));
      if (time!.kind === "clock" && time!.s + dayOffset < last - 12 * 3600) dayOffset += 24 * 3600;
      const at = time!.s + dayOffset;
      if (at < last) refuse(T.traceTimeBackwards(line));
      last = at;
      first ??= at;
      // The figures are stored as whole minutes and degrees (integer columns): a span of centuries or a reading of
      // 1e12 is refused by line, never left to overflow the column.
      if (at - first > TRACE_LIMITS.days * 24 * 3600) refuse(T.traceTooLong(line));
      const celsius = toCelsius(Number(rawTemp), sourceUnit!);
      if (!(celsius >= TRACE_LIMITS.minC && celsius <= TRACE_LIMITS.maxC)) refuse(T.traceTemperatureRange(line, rawTemp));
      points.push([(at - first) / 60, celsius]);
      if (rows % 64 === 0) await pace();
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    // csv-parse's own complaints (an unclosed quote) name the line.
    refuse(T.traceUnreadable((error as Error).message.slice(0, 200)));
  }
  if (!columns) refuse(T.traceColumns);
  if (points.length < 2) refuse(T.traceTooShort);
  return { points, rows, sourceUnit: sourceUnit! };
}

export interface TraceFigures {
  durationMinutes: number;
  peakC: number;
  /** Minutes within TRACE_LIMITS.holdBandC of the peak. */
  holdMinutes: number;
}

/** Duration, peak and hold at peak, from every reading (not the downsampled line), giving way as it goes. */
export async function traceFigures(points: readonly TracePoint[]): Promise<TraceFigures> {
  const pace = pacer();
  let peak = -Infinity;
  for (let i = 0; i < points.length; i++) {
    if (points[i]![1] > peak) peak = points[i]![1];
    if (i % 1024 === 0) await pace();
  }
  let hold = 0;
  for (let i = 1; i < points.length; i++) {
    const [t0, c0] = points[i - 1]!;
    const [t1, c1] = points[i]!;
    if (peak - c0 <= TRACE_LIMITS.holdBandC && peak - c1 <= TRACE_LIMITS.holdBandC) hold += t1 - t0;
    if (i % 1024 === 0) await pace();
  }
  return { durationMinutes: Math.round(points.at(-1)![0]), peakC: Math.round(peak), holdMinutes: Math.round(hold) };
}

/**
 * At most TRACE_LIMITS.points points for the chart: the time split into equal buckets, each keeping its lowest and
 * highest reading in time order, so the peak and the shape of every ramp survive. Gives way as it goes.
 */
export async function downsample(points: readonly TracePoint[], max = TRACE_LIMITS.points): Promise<TracePoint[]> {
  const round = ([t, c]: TracePoint): TracePoint => [Math.round(t * 100) / 100, Math.round(c * 10) / 10];
  if (points.length <= max) return points.map(round);
  const pace = pacer();
  const buckets = Math.floor(max / 2);
  const span = points.at(-1)![0] - points[0]![0] || 1;
  const out: TracePoint[] = [];
  let i = 0;
  for (let b = 0; b < buckets && i < points.length; b++) {
    const end = points[0]![0] + (span * (b + 1)) / buckets;
    let lo: TracePoint | null = null;
    let hi: TracePoint | null = null;
    let li = -1;
    let hiI = -1;
    for (; i < points.length && (points[i]![0] <= end || b === buckets - 1); i++) {
      const p = points[i]!;
      if (!lo || p[1] < lo[1]) [lo, li] = [p, i];
      if (!hi || p[1] > hi[1]) [hi, hiI] = [p, i];
    }
    await pace();
    if (!lo || !hi) continue;
    if (li === hiI) out.push(round(lo));
    else out.push(...(li < hiI ? [lo, hi] : [hi, lo]).map(round));
  }
  return out;
}

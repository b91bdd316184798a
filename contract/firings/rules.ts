/** Kilns and firings (docs/decisions/0120-firings.md), free of zod. */

/** The spec's kiln types; Electric is the default. */
export const KILN_TYPES = ["Electric", "Gas", "Wood", "Salt/Soda", "Raku", "Pit", "Anagama", "Other"] as const;

export const MAINTENANCE_KINDS = ["element change", "thermocouple change", "relay change", "other"] as const;
type MaintenanceKind = (typeof MAINTENANCE_KINDS)[number];

/**
 * Elements are an electric kiln's: a gas, wood or other kiln is not offered an element change, nor told "No element
 * change logged" (product.md#r247). One already logged (a kiln whose type was changed) is still shown.
 */
export const showsMaintenanceKind = (kilnType: string, kind: MaintenanceKind, logged: boolean): boolean =>
  kind !== "element change" || kilnType === "Electric" || logged;

export const FIRING_KINDS = ["bisque", "glaze", "other"] as const;
export type FiringKind = (typeof FIRING_KINDS)[number];

/** The path of a firing; `canceled` stands aside. */
export const FIRING_STATUSES = ["planned", "loading", "firing", "cooling", "done", "canceled"] as const;
export type FiringStatus = (typeof FIRING_STATUSES)[number];
const PATH: readonly FiringStatus[] = ["planned", "loading", "firing", "cooling", "done"];

/** One step forward, one step back; any unfinished firing can be canceled, and a canceled one planned again. */
export function nextStatuses(from: FiringStatus): FiringStatus[] {
  if (from === "canceled") return ["planned"];
  const at = PATH.indexOf(from);
  const out: FiringStatus[] = [];
  if (at > 0) out.push(PATH[at - 1]!);
  if (at < PATH.length - 1) out.push(PATH[at + 1]!);
  if (from !== "done") out.push("canceled");
  return out;
}

export const OUTCOMES = ["pending", "survived", "cracked", "crawled", "stuck to shelf", "broken", "blown up", "other"] as const;
export type Outcome = (typeof OUTCOMES)[number];
/** Outcomes that count as a loss in the losses report. */
export const isLoss = (outcome: Outcome) => outcome !== "pending" && outcome !== "survived";

/** The stage a finished firing gives its surviving pieces; other firings give none. */
export const STAGE_AFTER: Record<FiringKind, "Bisqued" | "Finished" | null> = { bisque: "Bisqued", glaze: "Finished", other: null };

export const KILN_NAME_MAX = 50;
export const KILN_SHELVES_MAX = 20;
export const FIRING_PHOTOS_MAX = 5;
export const FIRING_PIECES_MAX = 500;
/** What's waiting lists this many pieces per location (longest waiting first); the rest come by ids and on request. */
export const QUEUE_SHOWN_PER_LOCATION = 50;
export const QUEUE_GROUPS = ["ready-for-bisque", "waiting-for-glaze", "ready-for-glaze-firing"] as const;
export const TEXT_MAX = 2000;
export const SHORT_TEXT_MAX = 100;

export const fahrenheitToCelsius = (f: number) => Math.round(((f - 32) * 5) / 9);

export const TEMPERATURE_UNITS = ["C", "F"] as const;
export type TemperatureUnit = (typeof TEMPERATURE_UNITS)[number];

/** A controller's temperature log (docs/decisions/0160-firing-traces.md). */
export const TRACE_LIMITS = {
  /** The file. */
  bytes: 5 * 1024 * 1024,
  rows: 200_000,
  /** What is stored and drawn: at most this many points. */
  points: 500,
  /** Hold at peak: minutes within this many °C of the peak. */
  holdBandC: 3,
  /** The longest firing a log may cover (a long wood firing runs two weeks); past it the clock column is not a firing's. */
  days: 60,
  /** Readings outside this range (°C) are not a kiln's: the range of the peak field, with room below zero for a cold start. */
  minC: -100,
  maxC: 1800,
} as const;
/** The multipart field of a trace upload. */
export const TRACE_FIELD = "file";

/** The IANA time zones this device knows: the reminders' zone picker and a studio's time zone choose from them. */

/** The device's own IANA zone (what the potter most likely means): the reminders' and a new studio's default. */
export const deviceTimeZone = (): string | undefined => Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;

/** Every zone the runtime knows (UTC too, which some lists leave out); a studio's time zone chooses from it too. */
export function allZones(): string[] {
  const listed = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
  return listed.includes("UTC") ? listed : [...listed, "UTC"];
}

/**
 * A number as en-US writes it ("5,000", "999,999.99"): how the product's texts show counts and limits.
 * `toLocaleString("en-US")` gives the same, but its first call loads the browser's locale data. The texts build their
 * messages when the app starts, and those calls took about 9 ms of the first screen's main thread
 * (docs/decisions/0162-start-screen-chunks.md). Whole numbers and up to three decimals, as the texts use.
 */
export function enUsNumber(n: number): string {
  const [whole = "", fraction] = String(Math.round(n * 1000) / 1000).split(".");
  return whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",") + (fraction ? `.${fraction}` : "");
}

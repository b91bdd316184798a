/**
 * The bad-input fuzzer's values (tests/api/fuzz.api.test.ts): what mass assignment would try, the strings and numbers
 * at the edges, and the query strings. Pure values, apart from the test's state (its potter's own records).
 */
import fc from "fast-check";

/** Values mass assignment would try: none of them may ever be stored. */
export const INJECTED = {
  id: 777_777,
  userId: 999_999,
  user_id: 999_999,
  subscriptionTier: "pro",
  createdAt: "1999-01-01T00:00:00.000Z",
  updatedAt: "1999-01-01T00:00:00.000Z",
  trialEndsAt: "2999-01-01T00:00:00.000Z",
  isAdmin: true,
  role: "admin",
  passwordHash: "x",
};

export interface Route {
  key: string;
  method: string;
  path: string;
  fields: string[];
  query: string[];
  hasBody: boolean;
}

const nest = (depth: number): unknown => {
  let v: unknown = 1;
  for (let i = 0; i < depth; i++) v = i % 2 ? [v] : { a: v };
  return v;
};

const EDGE_STRINGS = [
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "\uD800",
  "\uDFFF",
  "x\uDC00y",
  "\u202E\u202Dreversed",
  "\u200F\u200E",
  "\uFEFF",
  "😀".repeat(60),
  "e\u0301\u0301\u0301",
  "<script>alert(1)</script>",
  "' OR 1=1 --",
  "'); drop table pieces; --",
  "../../etc/passwd",
  "%00",
  "\r\n\r\n",
  "NaN",
  "Infinity",
  "-1",
  "1e308",
  "0x10",
  "2147483648",
  "99999999999999999999",
  "null",
  "true",
  "2026-02-30",
  // The calendar's edges: a parser may take them where a column or a serializer does not.
  "0001-01-01",
  "9999-12-31T23:59:59.999Z",
  "+275760-09-13T00:00:00.000Z",
  "-271821-04-20T00:00:00.000Z",
  "Glaze",
  "wheel",
  "Formed",
  "Cone 6",
  "#1a2b3c",
  "https://example.com/a",
  "/api/photos/AAAAAAAAAAAAAAAAAAAAAA.jpg",
];
const EDGE_NUMBERS = [0, -1, -0.5, 0.1, 1.5, 2 ** 31, 2 ** 31 - 1, -(2 ** 31) - 1, 2 ** 53 + 2, 2 ** 63, 1e308, -1e308, 5e-324, 1e21];

export const nastyScalar = fc.oneof(
  fc.constantFrom<unknown>(null, true, false, ...EDGE_STRINGS, ...EDGE_NUMBERS),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.integer(),
  fc.double({ noNaN: false }),
  fc.integer({ min: 201, max: 30_000 }).map((n) => "x".repeat(n)),
  fc.integer({ min: 10, max: 1000 }).map(nest),
);

/** Values for a known field: nasty ones, and now and then one of the caller's real ids so services are reached. */
export const extras = fc.subarray(Object.entries(INJECTED)).map((pairs) => Object.fromEntries(pairs));

/**
 * Query strings for a route; `known` are the caller's real ids (their studio's, for `?studioId=`), so a valid value
 * now and then reaches the service behind the check.
 */
export function queryArbitrary(route: Route, known: readonly string[] = []): fc.Arbitrary<string> {
  if (route.query.length === 0) return fc.constant("");
  const value = fc.oneof(
    fc.constantFrom(...EDGE_STRINGS.map(String), ...EDGE_NUMBERS.map(String), "true", "false", "1", "100", "101", ...known),
    fc.string({ unit: "binary", maxLength: 30 }),
    fc.integer({ min: 200, max: 20_000 }).map((n) => "9".repeat(n)),
  );
  const pairs = fc.array(fc.tuple(fc.constantFrom(...route.query, "extra", "userId"), value), { maxLength: 4 });
  return pairs.map((list) => {
    const q = new URLSearchParams();
    for (const [k, v] of list) q.append(k, v.replace(/[\uD800-\uDFFF]/g, "\uFFFD"));
    const s = q.toString();
    return s ? `?${s}` : "";
  });
}

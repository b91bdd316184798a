/** product.md#r7 limits, free of zod so plain-text modules (and the app shell) can use them without the schema library. */
export const LIMITS = {
  name: 200,
  notes: 10_000,
  tagsPerItem: 30,
  tagLength: 50,
  sources: 20,
  pageLimitMin: 1,
  pageLimitMax: 100,
  pageLimitDefault: 20,
  urlLength: 2048,
  listItems: 200,
} as const;

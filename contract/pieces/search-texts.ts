/** Search, filters and sort of My Pieces (docs/decisions/0145-piece-search.md), free of zod. */
export const PIECE_SEARCH_MAX = 200;
export const PIECE_SORTS = ["newest", "oldest", "name", "changed", "longest"] as const;
/** Where a piece matched the words, in rank order (product.md#r127). */
export const PIECE_MATCH_FIELDS = ["code", "name", "clayBody", "tags", "techniques", "notes", "stageNotes", "layers"] as const;
export type PieceMatchField = (typeof PIECE_MATCH_FIELDS)[number];
export const PIECE_SEARCH_TEXTS = {
  qTooLong: `Search can be at most ${PIECE_SEARCH_MAX} characters`,
  sortInvalid: "Sort must be newest, oldest, name, changed or longest",
  methodInvalid: "Forming method must be wheel, handbuilt or combination",
  dateInvalid: "Dates must be written YYYY-MM-DD",
  dateOrder: "The from date must be on or before the to date",
  hasPhotosInvalid: "Has photos must be true or false",
  idInvalid: "Ids must be positive whole numbers",
  daysInvalid: "Days in stage must be a whole number from 0 to 10,000",
  textTooLong: "Filters can be at most 100 characters",
} as const;

export const PIECE_SORT_LABELS = {
  newest: "Newest",
  oldest: "Oldest",
  name: "Name A–Z",
  changed: "Recently changed",
  longest: "Longest in current stage",
} as const satisfies Record<(typeof PIECE_SORTS)[number], string>;

/** How the list names where a piece matched (product.md#r127). */
export const PIECE_MATCH_LABELS: Record<PieceMatchField, string> = {
  code: "code",
  name: "name",
  clayBody: "clay body",
  tags: "tags",
  techniques: "techniques",
  notes: "notes",
  stageNotes: "stage notes",
  layers: "layers",
};

/** The search box and filter sheet of My Pieces. */
export const PIECE_SEARCH_UI = {
  searchLabel: "Search pieces",
  searchPlaceholder: "Name, glaze, clay, notes…",
  search: "Search",
  filters: "Filters",
  clear: "Clear",
  apply: "Show pieces",
  anyStage: "Any stage",
  anyMethod: "Any method",
  relevance: "Best match",
  stage: "Stage",
  method: "Forming method",
  sort: "Sort",
  clayBody: "Clay body",
  location: "Studio location",
  glaze: "Glaze",
  anyGlaze: "Any glaze",
  from: "Made from",
  to: "Made to",
  hasPhotos: "Only pieces with photos",
  minDays: "At least this many days in stage",
  matchedIn: (fields: string) => `Found in ${fields}`,
  noResults: "No pieces match this search",
  resultCount: (n: number) => (n === 1 ? "1 piece" : `${n} pieces`),
} as const;

/** Search, filters and sort of My Pieces (issue 21, docs/decisions/0145-piece-search.md), free of zod. */
export const PIECE_SEARCH_MAX = 200;
export const PIECE_SORTS = ["newest", "oldest", "name", "changed", "longest"] as const;
/** Where a piece matched the words, in rank order (product.md#r127). */
export const PIECE_MATCH_FIELDS = ["name", "clayBody", "tags", "techniques", "notes", "stageNotes", "layers"] as const;
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

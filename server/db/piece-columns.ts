import { getTableColumns } from "drizzle-orm";
import { pieces } from "./schema";

/**
 * A piece's columns without its search document and text, which only SQL reads: lists never fetch them, so a page
 * of pieces does not carry every piece's searchable text (docs/decisions/0149-search-text.md). Prepared statements and
 * services select with these.
 */
const { searchVector: _searchVector, searchText: _searchText, ...columns } = getTableColumns(pieces);
export const pieceColumns = columns;

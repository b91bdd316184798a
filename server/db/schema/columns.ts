/** Column helpers shared by the tables. Part of the one Drizzle schema (server/db/schema.ts). */
import { sql } from "drizzle-orm";
import { customType, integer, text, timestamp } from "drizzle-orm/pg-core";

export const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });
export const textList = (name: string) =>
  text(name)
    .array()
    .notNull()
    .default(sql`'{}'::text[]`);
export const intList = (name: string) =>
  integer(name)
    .array()
    .notNull()
    .default(sql`'{}'::integer[]`);
/** Full-text search document (docs/decisions/0145-piece-search.md); read only by SQL, never by the app. */
export const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

import * as drizzleOrm from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import type { Db } from "./client";
import { prepared } from "./prepared";
import * as schema from "./schema";
import { compileRowMapper } from "./row-mapper";

interface PreparedSelect {
  fields: { path: string[]; field: unknown }[];
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: unknown;
}

/** Drizzle's own mapper, which row-mapper.ts must equal (exported by drizzle-orm, though not in its types). */
const drizzleMap = (drizzleOrm as unknown as { mapResultRow: unknown }).mapResultRow as (fields: PreparedSelect["fields"], row: unknown[], joins?: Record<string, boolean>) => unknown;

/** Driver values as each driver hands them over for a column's type: strings for timestamps, numbers, arrays... */
function sampleValue(field: unknown, i: number): unknown {
  const type = (field as { columnType?: string; dataType?: string }).dataType;
  if (type === "date") return `2026-11-${String(1 + (i % 28)).padStart(2, "0")} 10:00:00.123`;
  if (type === "number") return i;
  if (type === "boolean") return i % 2 === 0;
  if (type === "array") return [`a${i}`, `b${i}`];
  if (type === "json") return { k: i };
  return `text ${i}`;
}

describe("compiled row mapper", () => {
  it("maps every prepared statement's rows as Drizzle does, absent joined rows and nulls included", async () => {
    // Preparing builds the SQL and the mapping only; nothing connects.
    const pool = new pg.Pool({ connectionString: "postgres://nobody@127.0.0.1:1/none" });
    try {
      const queries = prepared(drizzle({ client: pool, schema }) as unknown as Db) as unknown as Record<string, PreparedSelect>;
      expect(Object.keys(queries).length).toBeGreaterThan(5);
      for (const [name, query] of Object.entries(queries)) {
        expect(query.customResultMapper, name).toBeTypeOf("function");
        const map = compileRowMapper(query.fields, query.joinsNotNullableMap);
        const full = query.fields.map(({ field }, i) => sampleValue(field, i));
        const rows = [
          full,
          full.map(() => null),
          // Every other value missing; then each joined object's first column missing (a left join without a row).
          full.map((v, i) => (i % 2 ? null : v)),
          ...query.fields.map((_, at) => full.map((v, i) => (i >= at ? null : v))),
        ];
        for (const row of rows) expect(map(row), name).toEqual(drizzleMap(query.fields, row, query.joinsNotNullableMap));
      }
    } finally {
      await pool.end();
    }
  });
});

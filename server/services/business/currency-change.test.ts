/**
 * A change of currency rewrites every amount (docs/decisions/0329-currency-change-keeps-the-numbers.md): each `*_minor`
 * column of the schema is either written by the potter or worked out from written ones, and listed as such, so a new
 * amount column cannot be left reading another number after a change.
 */
import { getTableColumns, getTableName, is } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import * as schema from "../../db/schema";
import { WORKED_OUT_AMOUNTS, WRITTEN_AMOUNTS } from "./currency-change";

describe("the amounts a change of currency rewrites", () => {
  it("lists every *_minor column of the schema once", () => {
    const inSchema = (Object.values(schema) as unknown[])
      .filter((value): value is PgTable => is(value, PgTable))
      .flatMap((table) => Object.values(getTableColumns(table)).filter((c) => c.name.endsWith("_minor")))
      .map((c) => `${getTableName(c.table)}.${c.name}`)
      .sort();
    const named = (c: (typeof WORKED_OUT_AMOUNTS)[number]) => `${getTableName(c.table)}.${c.name}`;
    const listed = [...WRITTEN_AMOUNTS.map((a) => named(a.column)), ...WORKED_OUT_AMOUNTS.map(named)].sort();
    expect(inSchema.length).toBeGreaterThan(10);
    expect(listed).toEqual(inSchema);
  });
});

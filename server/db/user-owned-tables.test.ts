import { getTableName, is } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import * as schema from "./schema";
import { USER_OWNED_TABLES } from "./user-owned-tables";

const tables = Object.values(schema as Record<string, unknown>).filter((value): value is PgTable => is(value, PgTable));

describe("the list of user-owned tables", () => {
  it("names every table with a user_id column once, and no other", () => {
    const withOwner = tables.filter((t) => getTableConfig(t).columns.some((c) => c.name === "user_id")).map(getTableName);
    const listed = USER_OWNED_TABLES.map((o) => getTableName(o.table));
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed].sort()).toEqual([...withOwner].sort());
  });

  it("gives each table its own user_id column", () => {
    for (const owned of USER_OWNED_TABLES) {
      expect(owned.userId.name, getTableName(owned.table)).toBe("user_id");
      expect(getTableConfig(owned.table).columns, getTableName(owned.table)).toContain(owned.userId);
    }
  });
});

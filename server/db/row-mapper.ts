/**
 * A row mapper compiled once per prepared statement (docs/decisions/0107-request-path-and-prepared-statements.md).
 *
 * Drizzle maps each row of a select with a generic walk: for every column it looks up the decoder again and iterates
 * the column's path with `path.entries()`, which allocates an iterator and an array per column per row. The session
 * lookup that every signed-in request runs selects the whole user row (30 columns), so that walk was the largest
 * allocation of a `GET /api/user` after the database driver's own. This mapper does the same work with the decoders
 * and paths worked out once, and gives the same objects (row-mapper.test.ts compares it with Drizzle's mapper for every
 * prepared statement, left joins' missing rows included).
 */
import { Column, getTableName, is, SQL, Subquery } from "drizzle-orm";

interface Decoder {
  mapFromDriverValue(value: unknown): unknown;
}

interface SelectedField {
  path: string[];
  field: unknown;
}

/** What Drizzle keeps on a prepared select: its fields in column order, and which joined tables may be absent. */
interface PreparedSelect {
  fields?: SelectedField[];
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: (rows: unknown[][]) => unknown;
}

type Row = Record<string, unknown>;

/** Drizzle keeps an SQL expression's decoder on it, outside its public types. */
const decoderOfSql = (expression: unknown) => (expression as { decoder: Decoder }).decoder;

function decoderOf(field: unknown): Decoder {
  if (is(field, Column)) return field;
  if (is(field, SQL)) return decoderOfSql(field);
  if (is(field, Subquery)) return decoderOfSql(field._.sql);
  return decoderOfSql((field as SQL.Aliased).sql);
}

/** Maps array rows exactly as Drizzle's mapResultRow does, with every per-column decision taken once. */
export function compileRowMapper(fields: SelectedField[], joinsNotNullableMap?: Record<string, boolean>): (row: unknown[]) => Row {
  const columns = fields.map(({ path, field }) => ({
    path,
    decoder: decoderOf(field),
    // Drizzle decides whether a joined table's object is absent from the first of its columns (and only for columns).
    table: joinsNotNullableMap && is(field, Column) && path.length === 2 ? getTableName(field.table) : undefined,
  }));
  return (row) => {
    const result: Row = {};
    let nullify: Record<string, string | false> | undefined;
    for (let i = 0; i < columns.length; i++) {
      const { path, decoder, table } = columns[i]!;
      const raw = row[i];
      const value = raw === null ? null : decoder.mapFromDriverValue(raw);
      let node = result;
      for (let depth = 0; depth < path.length - 1; depth++) {
        const key = path[depth]!;
        node = (node[key] ??= {}) as Row;
      }
      node[path[path.length - 1]!] = value;
      if (table !== undefined) {
        const objectName = path[0]!;
        nullify ??= {};
        if (!(objectName in nullify)) nullify[objectName] = value === null ? table : false;
        else if (typeof nullify[objectName] === "string" && nullify[objectName] !== table) nullify[objectName] = false;
      }
    }
    if (nullify && joinsNotNullableMap) {
      for (const objectName in nullify) {
        const table = nullify[objectName];
        if (typeof table === "string" && !joinsNotNullableMap[table]) result[objectName] = null;
      }
    }
    return result;
  };
}

/** Gives a prepared select the compiled mapper; Drizzle runs a prepared query's own mapper instead of its generic one. */
export function withCompiledMapper<Q>(query: Q): Q {
  const select = query as PreparedSelect;
  if (select.fields && !select.customResultMapper) {
    const map = compileRowMapper(select.fields, select.joinsNotNullableMap);
    select.customResultMapper = (rows) => rows.map(map);
  }
  return query;
}

/**
 * Where each selected column sits in a row read by position, and its decoder: for a hot statement whose caller builds
 * its answer straight from the driver's rows in one pass, rather than Drizzle's objects mapped again into the answer.
 */
export interface ColumnPositions {
  /** A column's position by its path joined with dots, as the select names it: "counts", "piece.createdAt". */
  at: Record<string, number>;
  /**
   * Each position's decoder, the one Drizzle's mapper would use (a timestamp's text becomes a Date, and so on); null
   * where that decoder is Drizzle's base one, which hands the value back as it is (text, booleans).
   */
  decoders: (Decoder | null)[];
}

/**
 * Makes a prepared select answer the driver's rows as they come (arrays in column order) and says where each column
 * sits. Nullness of a left-joined table is the caller's to read (its first column is null), as Drizzle reads it.
 */
export function readByPosition(query: unknown): ColumnPositions {
  const select = query as PreparedSelect;
  if (!select.fields) throw new Error("readByPosition needs a select with named fields");
  select.customResultMapper = (rows) => rows;
  const at: Record<string, number> = {};
  select.fields.forEach(({ path }, i) => (at[path.join(".")] ??= i));
  const passThrough = Column.prototype.mapFromDriverValue;
  return {
    at,
    decoders: select.fields.map(({ field }) => {
      const decoder = decoderOf(field);
      return decoder.mapFromDriverValue === passThrough ? null : decoder;
    }),
  };
}

/** The decoded value at a position, null as Drizzle gives it. */
export function decodeAt(positions: ColumnPositions, row: unknown[], i: number): unknown {
  const raw = row[i];
  if (raw === null) return null;
  const decoder = positions.decoders[i];
  return decoder ? decoder.mapFromDriverValue(raw) : raw;
}

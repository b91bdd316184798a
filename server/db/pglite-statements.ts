/**
 * Named prepared statements on PGlite (docs/decisions/0285-pglite-named-statements.md). PGlite's `query()` takes a
 * statement through six protocol steps, each its own call into the engine (parse, describe, bind, describe, execute,
 * sync), and the engine parses and plans the text every time: about 0.65 ms of the main thread for the session
 * lookup. Here a statement is parsed once under its name, with its parameter and column types kept; each run after
 * that is one message (bind, execute, sync) and one call, about 0.11 ms. Its rows come back as arrays, read with the
 * instance's own parsers, as `query()` with `rowMode: "array"` gives them.
 *
 * A run holds PGlite's two locks, as `query()` does, so it never lands inside another caller's transaction (the job
 * queue's, or a service's) nor between the steps of another caller's statement.
 */
import { messages, protocol, type PGlite } from "@electric-sql/pglite";

export interface ArrayRows {
  rows: unknown[][];
  fields: { name: string; dataTypeID: number }[];
}

interface Statement {
  /**
   * A select changes nothing, so its run skips PGlite's sync of the file system afterwards (a third lock, and a no-op
   * for the folder a server keeps its data in); any other statement is synced as `query()` syncs it.
   */
  reads: boolean;
  serializers: (((value: unknown) => string) | undefined)[];
  parsers: (((text: string, type: number) => unknown) | undefined)[];
  fields: { name: string; dataTypeID: number }[];
}

type BackendMessage = Awaited<ReturnType<PGlite["execProtocolStream"]>>[number];

const { serialize } = protocol;
const byClient = new WeakMap<PGlite, Map<string, Statement>>();

/** The statement is gone (`26000`) or its columns changed under it (`0A000`): parsed again once, then run. */
const PARSE_AGAIN = new Set(["26000", "0A000"]);

function concat(parts: Uint8Array[]): Uint8Array {
  let length = 0;
  for (const part of parts) length += part.length;
  const message = new Uint8Array(length);
  let at = 0;
  for (const part of parts) {
    message.set(part, at);
    at += part.length;
  }
  return message;
}

async function parse(client: PGlite, name: string, text: string): Promise<Statement> {
  const answer = await client.execProtocolStream(
    concat([serialize.parse({ name, text }), serialize.describe({ type: "S", name }), serialize.sync()]),
    { syncToFs: false },
  );
  let paramTypes: number[] = [];
  let fields: Statement["fields"] = [];
  for (const message of answer) {
    if (message instanceof messages.ParameterDescriptionMessage) paramTypes = message.dataTypeIDs;
    else if (message instanceof messages.RowDescriptionMessage) fields = message.fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID }));
  }
  return {
    reads: /^\s*select\b/i.test(text),
    serializers: paramTypes.map((oid) => client.serializers[oid]),
    parsers: fields.map((f) => client.parsers[f.dataTypeID]),
    fields,
  };
}

function rowsOf(answer: BackendMessage[], statement: Statement): unknown[][] {
  const { parsers, fields } = statement;
  const rows: unknown[][] = [];
  for (const message of answer) {
    if (!(message instanceof messages.DataRowMessage)) continue;
    const raw = message.fields;
    const row = new Array<unknown>(raw.length);
    for (let i = 0; i < raw.length; i++) {
      const text = raw[i];
      const parser = parsers[i];
      row[i] = text === null || text === undefined ? null : parser ? parser(text, fields[i]!.dataTypeID) : text;
    }
    rows.push(row);
  }
  return rows;
}

async function execute(client: PGlite, statements: Map<string, Statement>, name: string, text: string, values: unknown[]): Promise<ArrayRows> {
  let statement = statements.get(name);
  if (!statement) {
    statement = await parse(client, name, text);
    statements.set(name, statement);
  }
  const { serializers } = statement;
  const params = values.map((value, i) => {
    if (value === null || value === undefined) return null;
    const serializer = serializers[i];
    return serializer ? serializer(value) : String(value);
  });
  const answer = await client.execProtocolStream(
    concat([serialize.bind({ statement: name, values: params }), serialize.execute({}), serialize.sync()]),
    { syncToFs: !statement.reads },
  );
  return { rows: rowsOf(answer, statement), fields: statement.fields };
}

/**
 * Runs `text` as the statement `name` of this PGlite (parsed on its first run), with `values` for $1, $2…. The same
 * name must always carry the same text.
 */
export function runNamed(client: PGlite, name: string, text: string, values: unknown[]): Promise<ArrayRows> {
  let statements = byClient.get(client);
  if (!statements) {
    statements = new Map();
    byClient.set(client, statements);
  }
  const known = statements;
  return client._runExclusiveTransaction(() =>
    client._runExclusiveQuery(async () => {
      try {
        return await execute(client, known, name, text, values);
      } catch (err) {
        if (!PARSE_AGAIN.has((err as { code?: string }).code ?? "")) throw err;
        known.delete(name);
        await client.execProtocolStream(concat([serialize.close({ type: "S", name }), serialize.sync()]), { syncToFs: false, throwOnError: false });
        return await execute(client, known, name, text, values);
      }
    }),
  );
}

import { type PGlite, parse, protocol } from '@electric-sql/pglite';
import {
  CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';

/**
 * Kysely on PGlite, speaking the wire protocol the way node-postgres does for a named
 * statement: each parameterised statement is parsed once per database and then runs as one
 * Bind/Describe/Execute/Sync message. PGlite's own `query()` parses and plans the text again on
 * every call and crosses into WebAssembly six times to do it; on the embedded database that was
 * most of a login's main-thread time (docs/decisions.md, "PGlite driver").
 *
 * Values are turned into text by PGlite's serializers for the parameter types PostgreSQL
 * reported when the statement was parsed, and rows are read by its parsers, exactly as `query()`
 * does, so results look the same.
 */

const { serialize } = protocol;
const { RowDescriptionMessage, DataRowMessage, CommandCompleteMessage } = protocol.messages;
type BackendMessage = Parameters<typeof parse.parseResults>[0][number];
/** Statements whose text varies (IN lists of any length) must not grow the cache for ever. */
const MAX_NAMED_STATEMENTS = 2_000;

type Prepared = { name: string; paramTypes: number[] };
/** Per database, not per Kysely instance: two instances on one PGlite share its statements. */
const preparedByDatabase = new WeakMap<PGlite, Map<string, Prepared>>();

function concat(parts: Uint8Array[]): Uint8Array {
  let length = 0;
  for (const part of parts) length += part.length;
  const out = new Uint8Array(length);
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

type Parsers = PGlite['parsers'];
type Column = { name: string; type: number; parse: Parsers[number] | undefined };

/** Rows touched, from a command tag such as `INSERT 0 3` or `UPDATE 2`. */
function affectedBy(tag: string): number {
  const words = tag.split(' ');
  if (words[0] === 'INSERT') return Number(words[2]) || 0;
  if (['UPDATE', 'DELETE', 'MERGE', 'COPY'].includes(words[0] ?? '')) return Number(words[1]) || 0;
  return 0;
}

/**
 * The rows and affected count of the one statement a call runs. PGlite's `parseResults` does the
 * same but copies its whole table of type parsers on every call, which was a tenth of a login's
 * main-thread time; here each column's parser is looked up once per result.
 */
function readResult(messages: readonly BackendMessage[], parsers: Parsers) {
  let columns: Column[] = [];
  const rows: Record<string, unknown>[] = [];
  for (const message of messages) {
    if (message instanceof RowDescriptionMessage) {
      columns = message.fields.map((f) => ({
        name: f.name,
        type: f.dataTypeID,
        parse: parsers[f.dataTypeID],
      }));
    } else if (message instanceof DataRowMessage) {
      const row: Record<string, unknown> = {};
      message.fields.forEach((text, i) => {
        const column = columns[i] as Column;
        row[column.name] = text === null || !column.parse ? text : column.parse(text, column.type);
      });
      rows.push(row);
    } else if (message instanceof CommandCompleteMessage) {
      return { rows, affectedRows: affectedBy(message.text) };
    }
  }
  return { rows, affectedRows: 0 };
}

class PgliteWireConnection implements DatabaseConnection {
  readonly #pg: PGlite;
  readonly #prepared: Map<string, Prepared>;

  constructor(pg: PGlite) {
    this.#pg = pg;
    let prepared = preparedByDatabase.get(pg);
    if (!prepared) {
      prepared = new Map();
      preparedByDatabase.set(pg, prepared);
    }
    this.#prepared = prepared;
  }

  /** Parses a statement under a new name and learns its parameter types (one round). */
  async #prepare(text: string): Promise<Prepared | null> {
    if (this.#prepared.size >= MAX_NAMED_STATEMENTS) return null;
    const name = `k${this.#prepared.size}`;
    const { messages } = await this.#pg.execProtocol(
      concat([serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()]),
      { syncToFs: false },
    );
    const prepared = { name, paramTypes: parse.parseDescribeStatementResults(messages) };
    this.#prepared.set(text, prepared);
    return prepared;
  }

  #serialize(values: readonly unknown[], types: number[]): (string | null)[] {
    const serializers = this.#pg.serializers;
    return values.map((value, i) => {
      if (value === null || value === undefined) return null;
      const serializer = serializers[types[i] ?? 0];
      return serializer ? serializer(value) : String(value);
    });
  }

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    const pg = this.#pg;
    const params = compiled.parameters;
    // `query()` waits for the database to start; the protocol calls do not.
    if (!pg.ready) await pg.waitReady;
    // PGlite's own query lock: work sent to the PGlite object directly never interleaves.
    return pg._runExclusiveQuery(async () => {
      const parts: Uint8Array[] = [];
      if (params.length === 0) {
        // Transaction control and DDL: the unnamed statement, in the same single round.
        parts.push(serialize.parse({ text: compiled.sql }), serialize.bind({}));
      } else {
        const prepared = this.#prepared.get(compiled.sql) ?? (await this.#prepare(compiled.sql));
        if (prepared) {
          parts.push(
            serialize.bind({
              statement: prepared.name,
              values: this.#serialize(params, prepared.paramTypes),
            }),
          );
        } else {
          // Past the cache limit: parse unnamed, learning the types in a round of its own.
          const { messages } = await pg.execProtocol(
            concat([
              serialize.parse({ text: compiled.sql }),
              serialize.describe({ type: 'S' }),
              serialize.sync(),
            ]),
            { syncToFs: false },
          );
          const types = parse.parseDescribeStatementResults(messages);
          parts.push(
            serialize.parse({ text: compiled.sql }),
            serialize.bind({ values: this.#serialize(params, types) }),
          );
        }
      }
      parts.push(serialize.describe({ type: 'P' }), serialize.execute({}), serialize.sync());
      const { messages } = await pg.execProtocol(concat(parts), { syncToFs: false });
      await pg.syncToFs();
      const { rows, affectedRows } = readResult(messages, pg.parsers);
      return affectedRows
        ? { rows: rows as R[], numAffectedRows: BigInt(affectedRows) }
        : { rows: rows as R[] };
    });
  }

  // biome-ignore lint/correctness/useYield: streaming is not used; Kysely requires the method.
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('streaming queries are not supported on PGlite');
  }
}

/** One connection at a time: PGlite is a single session, so a transaction holds it. */
class PgliteWireDriver implements Driver {
  readonly #connection: PgliteWireConnection;
  #busy = false;
  readonly #waiting: ((connection: DatabaseConnection) => void)[] = [];

  constructor(private readonly pg: PGlite) {
    this.#connection = new PgliteWireConnection(pg);
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    if (!this.#busy) {
      this.#busy = true;
      return this.#connection;
    }
    return new Promise((resolve) => this.#waiting.push(resolve));
  }

  async releaseConnection(): Promise<void> {
    const next = this.#waiting.shift();
    if (next) next(this.#connection);
    else this.#busy = false;
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const begin = settings.isolationLevel
      ? `start transaction isolation level ${settings.isolationLevel}`
      : 'begin';
    await connection.executeQuery(CompiledQuery.raw(begin));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async destroy(): Promise<void> {
    await this.pg.close();
  }
}

export class PgliteWireDialect implements Dialect {
  constructor(private readonly pg: PGlite) {}
  createAdapter = () => new PostgresAdapter();
  createDriver = () => new PgliteWireDriver(this.pg);
  createQueryCompiler = () => new PostgresQueryCompiler();
  // biome-ignore lint/suspicious/noExplicitAny: Kysely's introspector takes any database
  createIntrospector = (db: Kysely<any>) => new PostgresIntrospector(db);
}

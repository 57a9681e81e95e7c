import { PGlite, parse, protocol, type QueryOptions, type Results } from '@electric-sql/pglite';

/**
 * The texts of the statements the code prepares by name (db/prepared.ts). On PostgreSQL node-postgres
 * parses and plans each once per connection; drizzle's PGlite driver drops the name, so this
 * registry tells the embedded database which texts to keep as named statements too.
 */
const namedTexts = new Set<string>();

export function markPreparedText(text: string): void {
  namedTexts.add(text);
}

type BackendMessage = Parameters<typeof parse.parseResults>[0][number];

interface NamedStatement {
  name: string;
  parameterTypes: number[];
  /** The statement's row description, from Describe once instead of per execution. */
  rowDescription: BackendMessage | undefined;
}

/** Resolves on the next turn of the event loop (after its I/O), not in this turn's microtasks. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

function concat(messages: Uint8Array[]): Uint8Array {
  const joined = new Uint8Array(messages.reduce((total, message) => total + message.length, 0));
  let offset = 0;
  for (const message of messages) {
    joined.set(message, offset);
    offset += message.length;
  }
  return joined;
}

/**
 * PGlite that runs the registered statements as named prepared statements: parsed and described
 * once, then one Bind/Execute/Sync per call, where `query` parses, describes, binds, describes the
 * portal and executes in five trips and plans every time. Planning was 1.9 of the 3.1 ms the
 * embedded database spent on a featured page (docs/performance.md). Every other text, and every
 * statement inside a transaction (PGlite's transaction object runs its own queries), goes the
 * usual way.
 */
export class PreparingPGlite extends PGlite {
  readonly #statements = new Map<string, NamedStatement>();

  /**
   * Every statement starts on a turn of the event loop of its own. PGlite runs in this thread, and the
   * statements queued behind its lock would otherwise all run back to back in one turn (each release hands
   * the lock on in a microtask). Node accepts one new connection per turn (libuv since 1.45), so under
   * load a burst of new connections was accepted one per ~80 ms turn: the last of 50 waited 3.7 s for a
   * `/api/health` that takes a millisecond (docs/performance.md). Now a turn runs one statement.
   */
  override async _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T> {
    return super._runExclusiveQuery(async () => {
      await nextTurn();
      return fn();
    });
  }

  override async query<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    if (!namedTexts.has(text) || options?.blob) return super.query<T>(text, params, options);
    await this._checkReady();
    // The same two locks `query` takes: one statement at a time, never inside someone's transaction.
    return this._runExclusiveTransaction(() => this._runExclusiveQuery(() => this.#runNamed<T>(text, params, options)));
  }

  async #runNamed<T>(text: string, params: unknown[], options: QueryOptions | undefined): Promise<Results<T>> {
    const statement = this.#statements.get(text) ?? (await this.#prepare(text));
    const values = params.map((param, index) => {
      if (param === null || param === undefined) return null;
      const type = statement.parameterTypes[index] ?? 0;
      const serialize = options?.serializers?.[type] ?? this.serializers[type];
      return serialize ? serialize(param) : String(param);
    });
    const { messages } = await this.execProtocol(
      concat([
        protocol.serialize.bind({ statement: statement.name, values }),
        protocol.serialize.execute({}),
        protocol.serialize.sync(),
      ]),
    );
    const described = statement.rowDescription ? [statement.rowDescription, ...messages] : messages;
    return parse.parseResults(described, this.parsers, options)[0] as Results<T>;
  }

  async #prepare(text: string): Promise<NamedStatement> {
    const name = `named_${this.#statements.size + 1}`;
    const { messages } = await this.execProtocol(
      concat([
        protocol.serialize.parse({ name, text }),
        protocol.serialize.describe({ type: 'S', name }),
        protocol.serialize.sync(),
      ]),
      { syncToFs: false },
    );
    const statement: NamedStatement = {
      name,
      parameterTypes: parse.parseDescribeStatementResults(messages),
      rowDescription: messages.find((message) => message.name === 'rowDescription'),
    };
    this.#statements.set(text, statement);
    return statement;
  }
}

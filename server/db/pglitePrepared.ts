import { parse, protocol, types, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';

const { serialize } = protocol;

/** Named statements kept at most; past it they are all dropped and prepared again as used. */
const MAX_STATEMENTS = 500;

const concat = (parts: Uint8Array[]): Uint8Array => {
  const message = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    message.set(part, offset);
    offset += part.length;
  }
  return message;
};

/**
 * PGlite's query() parses and plans every statement again and crosses into WebAssembly six times
 * (parse, describe, bind, describe, execute, sync); PGlite serves one query at a time, so that cost
 * is paid by every waiting request. Queries with parameters are prepared once under a name and then
 * run in one crossing (bind, describe, execute, sync): the list page's query costs about a quarter
 * less CPU. Query shapes are few (values are always parameters). Queries without parameters, with a
 * blob (COPY) and those inside transactions (which use the transaction's own query) are left as they
 * were. The statement runs under PGlite's transaction lock, like query(), so it never lands inside
 * another request's transaction.
 */
export const preparingQueries = (client: PGlite): PGlite => {
  const unprepared = client.query.bind(client);
  const statements = new Map<string, { name: string; parameterTypes: number[] }>();
  let named = 0;

  const statementFor = async (text: string) => {
    const known = statements.get(text);
    if (known) return known;
    if (statements.size >= MAX_STATEMENTS) {
      await client.execProtocol(serialize.query('DEALLOCATE ALL'));
      statements.clear();
    }
    const name = `drizzle_${++named}`;
    const described = await client.execProtocol(
      concat([serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()]),
    );
    const statement = { name, parameterTypes: parse.parseDescribeStatementResults(described.messages) };
    statements.set(text, statement);
    return statement;
  };

  const run = async <T>(text: string, params: unknown[], options?: QueryOptions): Promise<Results<T>> => {
    const { name, parameterTypes } = await statementFor(text);
    const values = params.map((param, i) => {
      if (param === null || param === undefined) return null;
      const serializer = options?.serializers?.[parameterTypes[i]!] ?? client.serializers[parameterTypes[i]!];
      return serializer ? serializer(param) : String(param);
    });
    const answered = await client.execProtocol(
      concat([serialize.bind({ statement: name, values }), serialize.describe({ type: 'P' }), serialize.execute({}), serialize.sync()]),
    );
    return parse.parseResults(answered.messages, client.parsers, options)[0] as Results<T>;
  };

  const query = async <T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> => {
    if (!params?.length || options?.blob) return unprepared<T>(text, params, options);
    await client.waitReady;
    return client._runExclusiveTransaction(() => client.runExclusive(() => run<T>(text, params, options)));
  };
  return Object.assign(client, { query });
};

/** A JSON text from this length on is sent as bytes (below, a parameter's usual text costs no more). */
const JSON_BYTES_FROM = 64 * 1024;

/**
 * PGlite measures a text parameter's UTF-8 length in a JavaScript loop, twice, before encoding it:
 * for an import batch's rows (a megabyte of JSON a statement) that took longer than PostgreSQL's
 * reading them. A parameter given as bytes goes in binary format, which json_recv reads as the same
 * UTF-8 text; Buffer.from encodes it natively. Passed as PGlite's `serializers` option.
 */
export const PGLITE_SERIALIZERS = {
  [types.JSON]: (value: unknown) =>
    // A serializer answers text by its type; PGlite sends any byte view it answers as a binary parameter.
    (typeof value === 'string' && value.length >= JSON_BYTES_FROM ? Buffer.from(value, 'utf8') : types.serializers[types.JSON]!(value)) as string,
};

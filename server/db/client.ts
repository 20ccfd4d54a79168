import { PGlite, type QueryOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import postgres from 'postgres';
import { fileURLToPath } from 'node:url';
import * as schema from './schema';
import { PGLITE_SERIALIZERS, preparingQueries } from './pglitePrepared';
import { installJobQueue } from './jobQueueSchema';
import { createSlowQueryWatch, type SlowQuery } from './slowQueries';

export type Schema = typeof schema;
/** Both drivers expose the same query builder; code is written once against this type. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** The handle inside `db.transaction(async (tx) => …)`. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** What a query runs on: the database, or a transaction (the write's own, so its reads see its writes). */
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Applies the committed migrations. */
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** Reports queries that took `ms` or longer (outside transactions); see slowQueries.ts. */
  watchSlowQueries(ms: number, report: (query: SlowQuery) => void): void;
  /** PGlite only: the whole data directory as a tarball, to start copies from (tests). */
  dumpDataDir?: () => Promise<Blob>;
  /**
   * Raw SQL for the job queue (pg-boss's `db` adapter): several statements when there are no
   * values, otherwise one; answers the last statement's rows.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

export interface DatabaseOptions {
  /** postgres://… selects PostgreSQL; otherwise PGlite. */
  url?: string;
  /** PGlite data directory; omitted means in memory. */
  dataDir?: string;
  /** PGlite: start from a dumped data directory instead of an empty one. */
  loadDataDir?: Blob;
}

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * Drizzle runs its queries through postgres-js `unsafe` unprepared, and postgres-js then sends a
 * query with parameters in two round trips (parse and describe, then bind and execute) and the
 * server plans it every time. Prepared, each connection parses a query shape once and later runs
 * it in one round trip. Query shapes are few (values are always parameters).
 */
const preparingEveryQuery = (client: postgres.Sql, slowQueries: SlowQueryWatch): postgres.Sql => {
  const unsafe = client.unsafe.bind(client);
  return Object.assign(client, {
    // Timing awaits the query, which postgres-js runs a tick later: Drizzle's `.values()` still applies.
    unsafe: (query: string, parameters?: postgres.ParameterOrJSON<never>[], options?: postgres.UnsafeQueryOptions) =>
      slowQueries.time(query, unsafe(query, parameters, { ...options, prepare: true })),
  });
};

type SlowQueryWatch = ReturnType<typeof createSlowQueryWatch>;

/** PGlite's query() timed (the one Drizzle calls outside transactions). */
const timingQueries = (client: PGlite, slowQueries: SlowQueryWatch): PGlite => {
  const query = client.query.bind(client);
  return Object.assign(client, {
    query: <T>(text: string, params?: unknown[], options?: QueryOptions) => slowQueries.time(text, query<T>(text, params, options)),
  });
};

/**
 * node-postgres (which pg-boss is written for) sends undefined as null and plain objects as JSON text;
 * postgres-js needs both done for it.
 */
const asNodePostgresSends = (value: unknown) => {
  if (value === undefined) return null;
  return value !== null && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Date) && !Buffer.isBuffer(value)
    ? JSON.stringify(value)
    : value;
};

/** A handle's migrate, whichever the driver: its run of the committed migrations, then the job queue's own tables. */
const migrateWith =
  (applyMigrations: () => Promise<unknown>, executeSql: DatabaseHandle['executeSql']): DatabaseHandle['migrate'] =>
  async () => {
    await applyMigrations();
    await installJobQueue(executeSql);
  };

export const openDatabase = async ({ url, dataDir, loadDataDir }: DatabaseOptions): Promise<DatabaseHandle> => {
  const slowQueries = createSlowQueryWatch();
  const watchSlowQueries: DatabaseHandle['watchSlowQueries'] = (ms, report) => slowQueries.set(ms, report);
  if (url && /^postgres(ql)?:\/\//.test(url)) {
    const client = postgres(url, { max: 10, onnotice: () => undefined });
    // Before preparingEveryQuery: statements without values must go unprepared (several in one text).
    const unprepared = client.unsafe.bind(client);
    const db = drizzlePostgres({ client: preparingEveryQuery(client, slowQueries), schema });
    const executeSql: DatabaseHandle['executeSql'] = async (text, values) => {
      if (values?.length) return { rows: [...(await unprepared(text, values.map(asNodePostgresSends) as postgres.ParameterOrJSON<never>[]))] };
      // Several statements, some with their own BEGIN and COMMIT: on one connection of their own.
      const connection = await client.reserve();
      try {
        const result = await connection.unsafe(text);
        const last = result.length && Array.isArray(result[0]) ? (result.at(-1) as unknown as postgres.RowList<postgres.Row[]>) : result;
        return { rows: [...last] };
      } finally {
        connection.release();
      }
    };
    return {
      db: db as unknown as Database,
      kind: 'postgres',
      migrate: migrateWith(() => migratePostgres(db, { migrationsFolder }), executeSql),
      close: () => client.end({ timeout: 5 }),
      watchSlowQueries,
      executeSql,
    };
  }
  /**
   * PGlite's default 128 MB buffer pool sits whole in the process; its data files stay in the OS page
   * cache (or memory), so a smaller pool costs a copy, not a disk read.
   */
  const client = await PGlite.create(dataDir ?? 'memory://', {
    extensions: { pg_trgm },
    loadDataDir,
    postgresqlconf: ['shared_buffers = 32MB'],
    serializers: PGLITE_SERIALIZERS,
  });
  const db = drizzlePglite({ client: timingQueries(preparingQueries(client), slowQueries), schema });
  const executeSql: DatabaseHandle['executeSql'] = async (text, values) => {
    if (values?.length) return client.query<Record<string, unknown>>(text, values);
    const results = await client.exec(text);
    return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] };
  };
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    migrate: migrateWith(() => migratePglite(db, { migrationsFolder }), executeSql),
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir('none'),
    watchSlowQueries,
    executeSql,
  };
};

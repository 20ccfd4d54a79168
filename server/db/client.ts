import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import postgres from 'postgres';
import { fileURLToPath } from 'node:url';
import * as schema from './schema';
import { preparingQueries } from './pglitePrepared';

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
  /** PGlite only: the whole data directory as a tarball, to start copies from (tests). */
  dumpDataDir?: () => Promise<Blob>;
}

export interface DatabaseOptions {
  /** postgres://… selects PostgreSQL; otherwise PGlite. */
  url?: string;
  /** PGlite data directory; omitted means in memory. */
  dataDir?: string;
  /** PGlite: start from a dumped data directory instead of an empty one. */
  loadDataDir?: Blob;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * Drizzle runs its queries through postgres-js `unsafe` unprepared, and postgres-js then sends a
 * query with parameters in two round trips (parse and describe, then bind and execute) and the
 * server plans it every time. Prepared, each connection parses a query shape once and later runs
 * it in one round trip. Query shapes are few (values are always parameters).
 */
const preparingEveryQuery = (client: postgres.Sql): postgres.Sql => {
  const unsafe = client.unsafe.bind(client);
  return Object.assign(client, {
    unsafe: (query: string, parameters?: postgres.ParameterOrJSON<never>[], options?: postgres.UnsafeQueryOptions) =>
      unsafe(query, parameters, { ...options, prepare: true }),
  });
};

export const openDatabase = async ({ url, dataDir, loadDataDir }: DatabaseOptions): Promise<DatabaseHandle> => {
  if (url && /^postgres(ql)?:\/\//.test(url)) {
    const client = postgres(url, { max: 10, onnotice: () => undefined });
    const db = drizzlePostgres({ client: preparingEveryQuery(client), schema });
    return {
      db: db as unknown as Database,
      kind: 'postgres',
      migrate: () => migratePostgres(db, { migrationsFolder }),
      close: () => client.end({ timeout: 5 }),
    };
  }
  const client = await PGlite.create(dataDir ?? 'memory://', { extensions: { pg_trgm }, loadDataDir });
  const db = drizzlePglite({ client: preparingQueries(client), schema });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir('none'),
  };
};

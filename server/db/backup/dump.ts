import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { migrationsFolder, type DatabaseHandle } from '../client';

/** Rows a data statement carries: big enough to load fast, small enough to hold in memory. */
const ROWS_PER_STATEMENT = 500;

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;
const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

interface Table {
  schema: string;
  name: string;
  columns: string[];
}

/** The tables whose rows a backup holds: the application's, and the record of applied migrations. */
const tablesOf = async (database: DatabaseHandle): Promise<Table[]> => {
  const { rows } = await database.executeSql(
    `select n.nspname as schema, c.relname as name,
            json_agg(a.attname order by a.attnum) as columns
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
      where c.relkind in ('r', 'p') and not c.relispartition and n.nspname = any($1)
      group by n.nspname, c.relname
      order by n.nspname, c.relname`,
    [['public', 'drizzle']],
  );
  return rows.map((row) => ({ schema: String(row.schema), name: String(row.name), columns: row.columns as string[] }));
};

/** The migration files applied to the database (the first N of this build's journal), as SQL. */
const appliedMigrationsSql = async (database: DatabaseHandle) => {
  const { rows } = await database.executeSql('select count(*)::int as n from drizzle.__drizzle_migrations');
  const applied = Number(rows[0]?.n ?? 0);
  const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: { tag: string }[] };
  if (applied > journal.entries.length) throw new Error(`The database has ${applied} migrations applied; this build knows ${journal.entries.length}. Back up with the newer build.`);
  return journal.entries.slice(0, applied).map((entry) => `-- migration ${entry.tag}\n${readFileSync(join(migrationsFolder, `${entry.tag}.sql`), 'utf8')}\n`);
};

/**
 * Writes a backup as plain SQL that PostgreSQL loads (psql, or `npm run restore`) into an empty
 * database: the schema as the applied migrations made it, their record, every application row and the
 * sequences. Rows go as JSON through jsonb_populate_recordset, which both PGlite and PostgreSQL read
 * the same way; foreign keys are not checked while loading (session_replication_role, as pg_dump's
 * --disable-triggers does), so table order does not matter. The job queue's own schema is not
 * included: the server creates it at start, and re-sends the jobs left unfinished.
 */
export async function* backupStatements(database: DatabaseHandle): AsyncGenerator<string> {
  yield `-- Back-office console backup from ${database.kind}, ${new Date().toISOString()}\n`;
  yield `-- Load into an empty database: npm run restore -- <file>, or psql -v ON_ERROR_STOP=1 -1 -f <file>\n`;
  yield "SET client_encoding = 'UTF8';\nSET standard_conforming_strings = on;\nSET check_function_bodies = false;\n";
  yield* await appliedMigrationsSql(database);
  yield 'CREATE SCHEMA IF NOT EXISTS drizzle;\n';
  yield 'CREATE TABLE IF NOT EXISTS drizzle.__drizzle_migrations (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at bigint);\n';
  yield 'SET session_replication_role = replica;\n';
  for (const table of await tablesOf(database)) {
    const name = `${ident(table.schema)}.${ident(table.name)}`;
    const columns = table.columns.map(ident).join(', ');
    let after = '(0,0)';
    for (;;) {
      const { rows } = await database.executeSql(
        `select max(ctid)::text as last, json_agg(to_jsonb(t) order by ctid)::text as data, count(*)::int as n
           from (select ctid, * from ${name} where ctid > $1::tid order by ctid limit ${ROWS_PER_STATEMENT}) t`,
        [after],
      );
      const page = rows[0]!;
      if (!Number(page.n)) break;
      yield `INSERT INTO ${name} (${columns}) OVERRIDING SYSTEM VALUE SELECT ${columns} FROM jsonb_populate_recordset(null::${name}, ${literal(String(page.data))});\n`;
      after = String(page.last);
      if (Number(page.n) < ROWS_PER_STATEMENT) break;
    }
  }
  const { rows: sequences } = await database.executeSql(
    `select schemaname as schema, sequencename as name, last_value::text as value from pg_sequences where schemaname = any($1) and last_value is not null`,
    [['public', 'drizzle']],
  );
  for (const sequence of sequences) {
    yield `SELECT setval(${literal(`${ident(String(sequence.schema))}.${ident(String(sequence.name))}`)}, ${String(sequence.value)}, true);\n`;
  }
  yield 'SET session_replication_role = DEFAULT;\n';
}

import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import postgres from 'postgres';
import { randomBytes } from 'node:crypto';
import { buildApp } from '../../server/app';
import { openDatabase, type DatabaseHandle } from '../../server/db/client';
import { backupStatements } from '../../server/db/backup/dump';
import { restoreBackup } from '../../server/db/backup/restore';
import { DEMO_ACCOUNTS } from '../../server/db/seed/accounts';
import { databaseKinds, startTestServer, type TestServer } from './harness';

/** What a database holds, table by table, and where its sequences stand. */
const contents = async (database: DatabaseHandle) => {
  const { rows: tables } = await database.executeSql(
    `select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const { rows } = await database.executeSql(`select count(*)::int as n from public."${String(name)}"`);
    counts[String(name)] = Number(rows[0]!.n);
  }
  const { rows: sequences } = await database.executeSql(
    `select sequencename as name, last_value::text as value from pg_sequences where schemaname = 'public' order by 1`,
  );
  return { counts, sequences };
};

const signsIn = async (database: DatabaseHandle) => {
  const app = await buildApp({ database, authSecret: 'test-secret-for-signing-tokens-0123456789' });
  try {
    const login = await app.inject({ method: 'POST', url: '/svc/employee/api/v1/employee/login/email', payload: DEMO_ACCOUNTS.admin });
    const token = login.json().body.token as string;
    // A new row after the restore takes the next id, past every restored one.
    const created = await app.inject({
      method: 'POST',
      url: '/svc/product/warehouses',
      headers: { authorization: `Bearer ${token}` },
      payload: { name: 'After Restore', code: 'AFTER1', pincode: '400001', city: 'Mumbai' },
    });
    return created.statusCode;
  } finally {
    await app.close();
  }
};

describe('backup of the embedded database, restored on PGlite and on PostgreSQL', () => {
  let source: TestServer;
  let close: () => Promise<void>;
  let backup: string;

  beforeAll(async () => {
    ({ server: source, close } = await startTestServer('pglite'));
    const token = await source.tokenFor('admin');
    const headers = { authorization: `Bearer ${token}` };
    // Rows of its own since the seed, so sequences and History are past the template's.
    await source.app.inject({ method: 'POST', url: '/svc/product/warehouses', headers, payload: { name: 'Before Backup', code: 'BEFORE1', pincode: '400001', city: 'Mumbai' } });
    const parts: string[] = [];
    for await (const statement of backupStatements(source.database)) parts.push(statement);
    backup = parts.join('');
  });
  afterAll(async () => close?.());

  it('writes plain SQL: the schema, the record of migrations, the rows and the sequences', () => {
    expect(backup).toMatch(/^-- Back-office console backup from pglite/);
    expect(backup).toContain('CREATE TABLE');
    expect(backup).toContain('INSERT INTO "drizzle"."__drizzle_migrations"');
    expect(backup).toContain('INSERT INTO "public"."employees"');
    expect(backup).toMatch(/SELECT setval\('"public"\./);
  });

  it('restores into an empty PGlite database, row for row', async () => {
    const target = await openDatabase({});
    try {
      await restoreBackup(target, backup);
      expect(await contents(target)).toEqual(await contents(source.database));
      expect(await signsIn(target)).toBe(201);
      await expect(restoreBackup(target, backup)).rejects.toThrow(/not empty/);
    } finally {
      await target.close();
    }
  });

  it.runIf(databaseKinds().includes('postgres'))('restores into an empty PostgreSQL database, row for row', async () => {
    const adminUrl = inject('postgresAdminUrl');
    const name = `bo_restore_${randomBytes(5).toString('hex')}`;
    const admin = postgres(adminUrl, { max: 1, onnotice: () => undefined });
    await admin.unsafe(`create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const target = await openDatabase({ url: url.toString() });
    try {
      await restoreBackup(target, backup);
      expect(await contents(target)).toEqual(await contents(source.database));
      expect(await signsIn(target)).toBe(201);
    } finally {
      await target.close();
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});

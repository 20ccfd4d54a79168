import postgres from 'postgres';
import { randomBytes } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../server/db/client';
import { seedIfEmpty } from '../../server/db/seed';

/**
 * Prepares the server tests' databases once per run: a migrated, seeded PGlite data directory that
 * every suite starts a copy from, and, when PostgreSQL answers (TEST_DATABASE_URL, else the local
 * server on 127.0.0.1:5432), a template database that suites clone. Without PostgreSQL the server
 * tests run on PGlite alone and say so.
 */
const CANDIDATE = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const probePostgres = async (): Promise<boolean> => {
  const client = postgres(CANDIDATE, { max: 1, connect_timeout: 3, onnotice: () => undefined });
  try {
    await client`select 1`;
    return true;
  } catch {
    return false;
  } finally {
    await client.end({ timeout: 1 }).catch(() => undefined);
  }
};

const withUrlDatabase = (url: string, name: string) => {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
};

const buildPgliteTemplate = async (): Promise<string> => {
  const database = await openDatabase({});
  await database.migrate();
  await seedIfEmpty(database.db);
  const dump = await database.dumpDataDir!();
  await database.close();
  const path = join(tmpdir(), `bo-test-template-${process.pid}.tar`);
  writeFileSync(path, Buffer.from(await dump.arrayBuffer()));
  return path;
};

const buildPostgresTemplate = async (): Promise<{ name: string; drop: () => Promise<void> }> => {
  const name = `bo_template_${randomBytes(5).toString('hex')}`;
  const admin = postgres(CANDIDATE, { max: 1, onnotice: () => undefined });
  await admin.unsafe(`create database ${name}`);
  const database = await openDatabase({ url: withUrlDatabase(CANDIDATE, name) });
  await database.migrate();
  await seedIfEmpty(database.db);
  await database.close();
  return {
    name,
    drop: async () => {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
};

export default async function setup(project: TestProject) {
  const reachable = await probePostgres();
  if (reachable) console.log(`Server tests run on PGlite and on PostgreSQL (${CANDIDATE.replace(/\/\/[^@]*@/, '//')}).`);
  else console.log('PostgreSQL is not reachable: server tests run on PGlite only; PostgreSQL was skipped.');

  const [pglitePath, pgTemplate] = await Promise.all([buildPgliteTemplate(), reachable ? buildPostgresTemplate() : undefined]);
  project.provide('pgliteTemplatePath', pglitePath);
  project.provide('postgresAdminUrl', reachable ? CANDIDATE : '');
  project.provide('postgresTemplate', pgTemplate?.name ?? '');

  return async () => {
    rmSync(pglitePath, { force: true });
    await pgTemplate?.drop();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    postgresAdminUrl: string;
    postgresTemplate: string;
    pgliteTemplatePath: string;
  }
}

import { afterAll, beforeAll, describe, inject } from 'vitest';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import postgres from 'postgres';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { buildApp, type AppOptions } from '../../server/app';
import { openDatabase, type DatabaseHandle } from '../../server/db/client';
import { DEMO_ACCOUNTS } from '../../server/db/seed/accounts';

export type DatabaseKind = 'pglite' | 'postgres';

export interface TestServer {
  kind: DatabaseKind;
  app: FastifyInstance;
  database: DatabaseHandle;
  /** A signed-in token for a demo account. */
  tokenFor(account: keyof typeof DEMO_ACCOUNTS): Promise<string>;
  /** fastify.inject with a bearer token. */
  request(token: string | undefined, options: InjectOptions): Promise<LightMyRequestResponse>;
}

export const databaseKinds = (): DatabaseKind[] => (inject('postgresAdminUrl') ? ['pglite', 'postgres'] : ['pglite']);

/** A fresh PostgreSQL database per suite, cloned from the migrated and seeded template, dropped afterwards. */
export const createPostgresDatabase = async (): Promise<{ url: string; drop: () => Promise<void> }> => {
  const adminUrl = inject('postgresAdminUrl');
  const name = `bo_test_${randomBytes(6).toString('hex')}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => undefined });
  await admin.unsafe(`create database ${name} template ${inject('postgresTemplate')}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const cleanup = postgres(adminUrl, { max: 1, onnotice: () => undefined });
      await cleanup.unsafe(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
};

export const startTestServer = async (kind: DatabaseKind, options: Partial<AppOptions> = {}) => {
  const pg = kind === 'postgres' ? await createPostgresDatabase() : undefined;
  // Each suite gets its own copy of the database that tests/setup/databases.ts migrated and seeded once.
  const database = await openDatabase(
    pg ? { url: pg.url } : { loadDataDir: new Blob([readFileSync(inject('pgliteTemplatePath'))]) },
  );
  const app = await buildApp({ database, authSecret: 'test-secret-for-signing-tokens-0123456789', checkResponses: true, ...options });
  const request: TestServer['request'] = (token, injectOptions) =>
    app.inject({
      ...injectOptions,
      headers: { ...(injectOptions.headers ?? {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
  const tokenFor = async (account: keyof typeof DEMO_ACCOUNTS) => {
    const response = await app.inject({
      method: 'POST',
      url: '/svc/employee/api/v1/employee/login/email',
      payload: DEMO_ACCOUNTS[account],
    });
    return response.json().body.token as string;
  };
  const server: TestServer = { kind, app, database, request, tokenFor };
  const close = async () => {
    await app.close();
    await database.close();
    await pg?.drop();
  };
  return { server, close };
};

/** Runs a suite once per available database, each on a fresh, migrated and seeded one. */
export const describeEachDatabase = (title: string, body: (server: () => TestServer) => void, options?: Partial<AppOptions>) => {
  for (const kind of databaseKinds()) {
    describe(`${title} [${kind}]`, () => {
      let current: Awaited<ReturnType<typeof startTestServer>> | undefined;
      beforeAll(async () => {
        current = await startTestServer(kind, options);
      });
      afterAll(async () => current?.close());
      body(() => {
        if (!current) throw new Error('Test server not started');
        return current.server;
      });
    });
  }
};

import { afterEach, expect, inject, it } from 'vitest';
import { describeEachDatabase } from './harness';
import { startServerProcess, stopServerProcess, type ServerProcess } from './serverProcesses';

/** Health and readiness for a load balancer, the shutdown on SIGTERM, and the JSON logs. */
describeEachDatabase('health and readiness', (server) => {
  it('answers liveness and readiness, with GET and HEAD, never cached', async () => {
    const live = await server().request(undefined, { method: 'GET', url: '/healthz' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    expect(live.headers['cache-control']).toBe('no-store');
    const ready = await server().request(undefined, { method: 'GET', url: '/readyz' });
    expect(ready.json()).toEqual({ status: 'ready', checks: { database: true, migrations: true, jobs: true } });
    expect(ready.statusCode).toBe(200);
    expect((await server().request(undefined, { method: 'HEAD', url: '/readyz' })).statusCode).toBe(200);
  });

  it('is not ready while a migration of this build is missing from the database', async () => {
    const { database } = server();
    const { rows } = await database.executeSql(
      'delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations) returning id, hash, created_at::text',
    );
    const [last] = rows;
    try {
      const ready = await server().request(undefined, { method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ status: 'not_ready', checks: { database: true, migrations: false } });
    } finally {
      await database.executeSql('insert into drizzle.__drizzle_migrations (id, hash, created_at) values ($1, $2, $3)', [last!.id, last!.hash, last!.created_at]);
    }
  });
});

let running: ServerProcess | undefined;
afterEach(async () => stopServerProcess(running));

const jsonLines = (lines: string[]) =>
  lines.filter((line) => line.startsWith('{')).map((line) => JSON.parse(line) as Record<string, unknown>);

it('on SIGTERM stops taking requests, finishes the one in flight and exits cleanly', async () => {
  running = await startServerProcess({ TEMPLATE_DATA_DIR: inject('pgliteTemplatePath'), DATABASE_URL: '', HOLD_ROUTE: '1' });
  expect((await fetch(`${running.url}/readyz`)).status).toBe(200);
  const inFlight = fetch(`${running.url}/svc/test/hold`);
  await running.line((line) => line === 'held');
  running.child.kill('SIGTERM');
  const answer = await inFlight;
  expect(answer.status).toBe(200);
  expect(await answer.json()).toEqual({ finished: true });
  expect(await running.exited).toBe(0);
  expect(running.lines).toContain('stopped');
  await expect(fetch(`${running.url}/healthz`)).rejects.toThrow();
});

it('logs JSON lines with the request id, and the queries slower than the threshold', async () => {
  // A threshold of 0 ms makes every query a slow one.
  running = await startServerProcess({ TEMPLATE_DATA_DIR: inject('pgliteTemplatePath'), DATABASE_URL: '', LOG_LEVEL: 'info', SLOW_QUERY_MS: '0' });
  const answer = await fetch(`${running.url}/readyz`, { headers: { 'x-request-id': 'probe-42' } });
  expect(answer.headers.get('x-request-id')).toBe('probe-42');
  await running.line((line) => line.includes('"probe-42"') && line.includes('"request completed"'));
  const entries = jsonLines(running.lines);
  expect(entries.find((entry) => entry.reqId === 'probe-42' && entry.msg === 'incoming request')).toMatchObject({ level: 30, req: { method: 'GET', url: '/readyz' } });
  const slow = entries.find((entry) => entry.msg === 'slow query');
  expect(slow).toMatchObject({ level: 40, slowQuery: { sql: expect.any(String), ms: expect.any(Number) } });
});

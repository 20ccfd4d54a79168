import type { AddressInfo } from 'node:net';
import { buildApp, type AppOptions } from '../server/app';
import { DEMO_ACCOUNTS } from '../server/db/seed/accounts';

export const BENCH_AUTH_SECRET = 'bench-secret-for-signing-tokens-0123456789';

/** The seeded admin's token on a bench server. */
export const signInAdmin = async (origin: string) => {
  const login = await fetch(`${origin}/svc/employee/api/v1/employee/login/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_ACCOUNTS.admin),
  });
  return ((await login.json()) as { body: { token: string } }).body.token;
};

/** The server a bench measures, listening on a free local port, and the seeded admin's token for it. */
export const startBenchServer = async (options: Pick<AppOptions, 'database'> & Partial<AppOptions>) => {
  const app = await buildApp({ authSecret: BENCH_AUTH_SECRET, ...options });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return { app, origin, token: await signInAdmin(origin) };
};

import { cpSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

/**
 * The server as one JavaScript module (its packages left to node_modules) with the migrations beside
 * it, where the database client looks for them. Running that with plain Node instead of through tsx's
 * on-the-fly TypeScript loader takes about 70 MB less memory (an idle PGlite server: 248 MB, not 320).
 */
export const buildServer = async (entry, outfile) => {
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
  });
  cpSync(fileURLToPath(new URL('../server/db/migrations', import.meta.url)), join(dirname(outfile), 'migrations'), { recursive: true });
};

export const SERVER_BUILD = 'build/server/main.mjs';

/**
 * How Node runs the built server. V8 lets a heap with room to spare grow to about 300 MB of garbage
 * before a full collection (an import batch makes tens of MB); a 256 MB old space makes it collect at
 * a quarter of that, with no measurable cost in speed. The server's live heap is under 100 MB (PGlite's
 * database memory is outside it); large work streams (CSV exports, imports in batches).
 */
export const SERVER_NODE_FLAGS = ['--enable-source-maps', '--max-old-space-size=256'];

/**
 * The flags for a server on this database. With PostgreSQL (a postgres:// URL) the database's memory is
 * another process's, and the server spends it on fewer collections:
 * - a 64 MB young generation lets an import batch's short-lived rows die young (100,000 customers:
 *   scavenges 1.4 s -> 0.3 s; the variant import 0.5-0.9 s faster), about 100 MB more RSS;
 * - the old generation grows to twice its live size before a full collection. V8 picks 1.3 times when
 *   the main thread's pauses are short, but each full collection marks the whole live heap (about 55 MB:
 *   mostly code and module sources) on a helper thread, about 150 ms of CPU: an import made one every
 *   two batches. Twice: 100,000 customers take 7.3-7.9 s of server CPU instead of 8.3-9.6 s, 0.5-0.7 s
 *   less from upload to done, for 20-30 MB more RSS (about 320 MB in all).
 * With PGlite its database memory is this process's and takes that room (its RSS is near 400 MB).
 */
export const serverNodeFlags = (databaseUrl = process.env.DATABASE_URL) => [
  ...SERVER_NODE_FLAGS,
  ...(/^postgres(ql)?:\/\//.test(databaseUrl ?? '') ? ['--max-semi-space-size=64', '--heap-growing-percent=100'] : []),
];

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildServer('server/main.ts', SERVER_BUILD);

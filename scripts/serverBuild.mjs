import { cpSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

/**
 * The server as one JavaScript module (its packages left to node_modules) with the migrations beside
 * it, where the database client looks for them: plain Node runs it in less memory than tsx's loader.
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
 * How Node runs the built server: a bounded old space makes V8 collect an import's garbage early
 * instead of letting it grow (the live heap is small; large work streams). docs/performance.md.
 */
export const SERVER_NODE_FLAGS = ['--enable-source-maps', '--max-old-space-size=256'];

/**
 * The flags for a server on this database. With PostgreSQL the database's memory is another process's,
 * and the server spends the room on fewer collections (a larger young generation, a slower-growing old
 * one); with PGlite the database's memory is this process's own. docs/performance.md has the figures.
 */
export const serverNodeFlags = (databaseUrl = process.env.DATABASE_URL) => [
  ...SERVER_NODE_FLAGS,
  ...(/^postgres(ql)?:\/\//.test(databaseUrl ?? '') ? ['--max-semi-space-size=64', '--heap-growing-percent=100'] : []),
];

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildServer('server/main.ts', SERVER_BUILD);

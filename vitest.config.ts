import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

export default defineConfig({
  plugins: [react()],
  // As vite.config.ts: the code the console shares with the server.
  resolve: { alias: [{ find: /^@domain\//, replacement: fileURLToPath(new URL('./domain/', import.meta.url)) }] },
  test: {
    // Two at a time on a 2-core machine: the server tests spend much of their time waiting on PostgreSQL.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'console',
          environment: 'jsdom',
          include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/component/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup/console.ts'],
          // Files share a worker's loaded modules: importing react-admin and MUI afresh per file took
          // more time than the tests (CI's whole run went over 20 minutes).
          isolate: false,
          // A hang guard, not a measure: typing into a react-admin dialog in jsdom took over 15 s with
          // the machine loaded (load 12-18 on two cores).
          testTimeout: 90_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          globalSetup: ['tests/setup/databases.ts'],
          // As above: each file built its own server from a fresh module graph (85 s of imports a run).
          isolate: false,
          // Hang guards, not measures: on a loaded machine (load 12 on two cores) starting an in-memory
          // PGlite alone took over 30 s.
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});

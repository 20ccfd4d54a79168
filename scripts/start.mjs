import { existsSync } from 'node:fs';
import { step } from './run.mjs';

/** `npm start`: install when needed, build the console, then migrate, seed and serve. */
if (!existsSync('node_modules/.package-lock.json')) await step('Installing dependencies', 'npm', ['install']);
await step('Building the console', 'npx', ['vite', 'build', '--logLevel', 'warn']);
await step('Starting the server', 'npx', ['tsx', 'server/main.ts', ...process.argv.slice(2)]);

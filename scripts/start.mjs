import { existsSync } from 'node:fs';
import { step } from './run.mjs';
import { SERVER_BUILD, serverNodeFlags } from './serverBuild.mjs';

/** `npm start`: install when needed, build the console, then migrate, seed and serve. */
if (!existsSync('node_modules/.package-lock.json')) await step('Installing dependencies', 'npm', ['install']);
await step('Building the console', 'npx', ['vite', 'build', '--logLevel', 'warn']);
await step('Building the server', 'node', ['scripts/serverBuild.mjs']);
await step('Starting the server', 'node', [...serverNodeFlags(), SERVER_BUILD, ...process.argv.slice(2)]);

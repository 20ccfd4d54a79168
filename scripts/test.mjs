import { chromiumMissingHelp, findChromium } from './chromium.mjs';
import { consoleBuild } from './consoleBuild.mjs';
import { step, steps } from './run.mjs';

/** `npm test`: lint, typecheck and the console build side by side, unit/component/server tests, then e2e in Chromium. */
if (!findChromium()) {
  console.error(chromiumMissingHelp);
  process.exit(1);
}
// Each of these keeps one core busy: on a 2-core machine they take half the time together.
await steps([
  { title: 'Lint', command: 'npx', args: ['eslint', '.', '--max-warnings', '0'] },
  { title: 'Typecheck (console)', command: 'npx', args: ['tsc', '-p', 'tsconfig.json', '--noEmit'] },
  { title: 'Typecheck (server)', command: 'npx', args: ['tsc', '-p', 'tsconfig.server.json', '--noEmit'] },
  consoleBuild,
]);
await step('Unit, component and server tests', 'npx', ['vitest', 'run']);
await step('End-to-end tests', 'node', ['scripts/e2e.mjs', '--built']);
console.log('\nAll checks passed.');

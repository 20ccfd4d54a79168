import { chromiumMissingHelp, findChromium } from './chromium.mjs';
import { step } from './run.mjs';

/** `npm test`: lint, typecheck, unit/component/server tests, then e2e in Chromium. */
if (!findChromium()) {
  console.error(chromiumMissingHelp);
  process.exit(1);
}
await step('Lint', 'npx', ['eslint', '.', '--max-warnings', '0']);
await step('Typecheck (console)', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']);
await step('Typecheck (server)', 'npx', ['tsc', '-p', 'tsconfig.server.json', '--noEmit']);
await step('Unit, component and server tests', 'npx', ['vitest', 'run']);
await step('End-to-end tests', 'node', ['scripts/e2e.mjs']);
console.log('\nAll checks passed.');

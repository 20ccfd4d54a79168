/** The console build the e2e tests serve (E2E_DIST, else dist), as a step for run.mjs. */
const dist = process.env.E2E_DIST ?? 'dist';

export const consoleBuild = {
  title: 'Building the console',
  command: 'npx',
  args: ['vite', 'build', '--logLevel', 'warn', '--outDir', dist, '--emptyOutDir'],
};

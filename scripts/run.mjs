import { spawn } from 'node:child_process';

/** Runs a command with inherited output; resolves to its exit code. */
export const run = (command, args, options = {}) =>
  new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', shell: false, ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });

/** Runs a step and stops the process when it fails. */
export const step = async (title, command, args, options) => {
  console.log(`\n=== ${title}`);
  const code = await run(command, args, options);
  if (code !== 0) {
    console.error(`\n${title} failed (exit ${code})`);
    process.exit(code);
  }
};

import { spawn } from 'node:child_process';

/** Runs a command with inherited output; resolves to its exit code. */
export const run = (command, args, options = {}) =>
  new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', shell: false, ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });

/** Runs a command with its output kept; resolves to its exit code and that output. */
const runQuietly = (command, args, options = {}) =>
  new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], shell: false, ...options });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output: Buffer.concat(output).toString() }));
  });

const fail = (title, code) => {
  console.error(`\n${title} failed (exit ${code})`);
  process.exit(code);
};

/** Runs a step and stops the process when it fails. */
export const step = async (title, command, args, options) => {
  console.log(`\n=== ${title}`);
  const code = await run(command, args, options);
  if (code !== 0) fail(title, code);
};

/**
 * Runs single-threaded steps side by side (each keeps a core busy), printing each one's output
 * whole when it ends; stops the process when any failed, once all have ended.
 */
export const steps = async (list) => {
  const outcomes = await Promise.all(
    list.map(async ({ title, command, args, options }) => {
      const started = Date.now();
      const outcome = await runQuietly(command, args, options);
      console.log(`\n=== ${title} (${((Date.now() - started) / 1000).toFixed(1)} s)\n${outcome.output.trimEnd()}`);
      return { title, ...outcome };
    }),
  );
  const failed = outcomes.find((outcome) => outcome.code !== 0);
  if (failed) fail(failed.title, failed.code);
};

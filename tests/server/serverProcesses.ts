import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

const SERVER = join(import.meta.dirname, 'fixtures', 'serverProcess.ts');

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  /** Every line the process wrote to stdout so far. */
  lines: string[];
  /** Every line it wrote to stderr so far (also passed on to the test's stderr). */
  errors: string[];
  /** Resolves with the first line (already written or to come) that matches. */
  line(matches: (line: string) => boolean): Promise<string>;
  exited: Promise<number | null>;
}

/** Starts tests/server/fixtures/serverProcess.ts and resolves once it listens. */
export const startServerProcess = async (env: Record<string, string>): Promise<ServerProcess> => {
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const lines: string[] = [];
  const errors: string[] = [];
  createInterface({ input: child.stderr! }).on('line', (line) => {
    errors.push(line);
    process.stderr.write(`${line}\n`);
  });
  const waiting: { matches: (line: string) => boolean; resolve: (line: string) => void }[] = [];
  createInterface({ input: child.stdout! }).on('line', (line) => {
    lines.push(line);
    for (const waiter of waiting.filter((w) => w.matches(line))) {
      waiting.splice(waiting.indexOf(waiter), 1);
      waiter.resolve(line);
    }
  });
  // 'close' comes after the output's last line has been read.
  const exited = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));
  const line = (matches: (line: string) => boolean) => {
    const seen = lines.find(matches);
    if (seen !== undefined) return Promise.resolve(seen);
    return new Promise<string>((resolve, reject) => {
      waiting.push({ matches, resolve });
      void exited.then((code) => reject(new Error(`server exited with ${code} before the line awaited:\n${lines.join('\n')}`)));
    });
  };
  const listening = await line((l) => l.startsWith('listening '));
  return { child, url: `http://127.0.0.1:${listening.split(' ')[1]}`, lines, errors, line, exited };
};

/** Stops a server process started by a test, whatever its state. */
export const stopServerProcess = async (server: ServerProcess | undefined) => {
  if (!server || server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill('SIGKILL');
  await server.exited;
};

/** server/main.ts, `npm start`'s entry, run from its TypeScript by startMain. */
const MAIN = join(import.meta.dirname, '..', '..', 'server', 'main.ts');

/** `npm start`'s server, from its TypeScript; resolves with its output so far once `until` holds. */
export const startMain = (args: string[], env: Record<string, string>) => {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN, '--no-console', ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const listeners: (() => void)[] = [];
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => {
      lines.push(line);
      for (const listener of listeners) listener();
    });
  }
  // 'close' comes after the output's last line has been read.
  const exited = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));
  const seen = (until: (lines: string[]) => boolean) =>
    new Promise<void>((resolve, reject) => {
      listeners.push(() => until(lines) && resolve());
      if (until(lines)) resolve();
      void exited.then((code) => (until(lines) ? resolve() : reject(new Error(`exited with ${code}:\n${lines.join('\n')}`))));
    });
  return { child, lines, exited, seen };
};

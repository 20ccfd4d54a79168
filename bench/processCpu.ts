import { readdirSync, readFileSync } from 'node:fs';

/** Linux's clock ticks a second (USER_HZ), in which /proc counts CPU time. */
const TICKS_PER_SECOND = 100;

const statTicks = (stat: string) => {
  // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(fields[11]) + Number(fields[12]);
};

/** A Chromium process by its role (--type=renderer, gpu-process, utility; none is the browser itself). */
const processName = (commandLine: string) => {
  if (!commandLine.includes('chromium')) {
    // A Node process by its script (the server's build, the bench itself), anything else by its command.
    const script = commandLine.split(' ').find((part) => /\.(mjs|cjs|js|ts)$/.test(part) && !part.includes('node_modules'));
    return script ? `node ${script.split('/').slice(-2).join('/')}` : commandLine.split(' ')[0]!;
  }
  const type = commandLine.match(/--type=([\w-]+)/)?.[1] ?? 'browser';
  return `chromium ${type}${commandLine.includes('--utility-sub-type=network') ? ' (network)' : ''}`;
};

/**
 * CPU milliseconds used so far by every process of the machine, by name (Chromium's renderer by
 * thread: its main thread apart from its worker pools). Empty where /proc is not there.
 */
export const cpuByProcess = (): Map<string, number> => {
  const used = new Map<string, number>();
  const add = (name: string, ticks: number) => used.set(name, (used.get(name) ?? 0) + (ticks * 1000) / TICKS_PER_SECOND);
  let pids: string[] = [];
  try {
    pids = readdirSync('/proc').filter((entry) => /^\d+$/.test(entry));
  } catch {
    return used;
  }
  for (const pid of pids) {
    try {
      const name = processName(readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' '));
      if (name !== 'chromium renderer') {
        add(name, statTicks(readFileSync(`/proc/${pid}/stat`, 'utf8')));
        continue;
      }
      for (const tid of readdirSync(`/proc/${pid}/task`)) {
        const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
        const thread = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
        add(`chromium renderer: ${tid === pid ? 'main thread' : thread.replace(/\d+$/, '')}`, statTicks(stat));
      }
    } catch {
      // The process ended while being read.
    }
  }
  return used;
};

/** What each process used between two readings, largest first, those over 5 ms. */
export const cpuUsedBetween = (before: Map<string, number>, after: Map<string, number>) =>
  [...after]
    .map(([name, ms]) => [name, ms - (before.get(name) ?? 0)] as const)
    .filter(([, ms]) => ms > 5)
    .sort((a, b) => b[1] - a[1]);

/** CPU milliseconds the whole machine has been busy (every core, every process), from /proc/stat; 0 where it is not there. */
export const machineBusy = () => {
  try {
    const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
    // user nice system idle iowait irq softirq steal: all but idle and iowait are busy.
    const ticks = fields.slice(0, 8).map(Number);
    return ((ticks.reduce((sum, value) => sum + value, 0) - ticks[3]! - ticks[4]!) * 1000) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
};

import { execFileSync } from 'node:child_process';

/** The machine's `uptime` line (its load averages), printed beside figures. */
export const uptime = () => execFileSync('uptime', { encoding: 'utf8' }).trim();

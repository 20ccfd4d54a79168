import { spawn } from 'node:child_process';

/** `npm run dev`: the reference server (API only) plus Vite's hot reload proxying /svc to it. */
const server = spawn('npx', ['tsx', 'watch', 'server/main.ts', '--no-console'], { stdio: 'inherit' });
const vite = spawn('npx', ['vite'], { stdio: 'inherit' });
const stop = () => {
  server.kill('SIGTERM');
  vite.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
server.on('exit', stop);
vite.on('exit', stop);

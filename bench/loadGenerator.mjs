/**
 * The bench's load generator, run as its own process so that issuing requests does not take CPU
 * from the server being measured (on a 2-core machine they would otherwise share one event loop).
 * It uses node:http over `concurrency` kept-alive sockets: fetch (undici) spent about 1.5 ms of CPU
 * per request here, CPU the server and the database then lacked on a 2-core machine.
 * Input (argv[2], JSON): { url, headers, requests, concurrency }. Output (stdout, JSON): sorted timings in ms.
 */
import { Agent, get } from 'node:http';

const { url, headers, requests, concurrency } = JSON.parse(process.argv[2]);
const agent = new Agent({ keepAlive: true, maxSockets: concurrency });

/** One GET, resolved when its whole body has arrived. */
const fetchOnce = () =>
  new Promise((resolve, reject) => {
    get(url, { agent, headers }, (response) => {
      response.on('data', () => undefined);
      response.on('end', () => (response.statusCode === 200 ? resolve() : reject(new Error(`${url}: ${response.statusCode}`))));
    }).on('error', reject);
  });

const timings = [];
let next = 0;
await Promise.all(
  Array.from({ length: concurrency }, async () => {
    while (next++ < requests) {
      const started = performance.now();
      await fetchOnce();
      timings.push(performance.now() - started);
    }
  }),
);
agent.destroy();
process.stdout.write(JSON.stringify(timings.sort((a, b) => a - b)));

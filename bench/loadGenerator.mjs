/**
 * The bench's load generator, run as its own process so that issuing requests does not take CPU
 * from the server being measured (on a 2-core machine they would otherwise share one event loop).
 * Input (argv[2], JSON): { url, headers, requests, concurrency }. Output (stdout, JSON): sorted timings in ms.
 */
const { url, headers, requests, concurrency } = JSON.parse(process.argv[2]);
const timings = [];
let next = 0;
await Promise.all(
  Array.from({ length: concurrency }, async () => {
    while (next++ < requests) {
      const started = performance.now();
      const response = await fetch(url, { headers });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`${url}: ${response.status}`);
      timings.push(performance.now() - started);
    }
  }),
);
process.stdout.write(JSON.stringify(timings.sort((a, b) => a - b)));

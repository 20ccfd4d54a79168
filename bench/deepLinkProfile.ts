import type { Browser, BrowserContext } from '@playwright/test';

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;
type TraceEvent = { name: string; ts: number; dur?: number; tid: number; pid: number };
type CpuProfile = { nodes: { id: number; callFrame: { functionName: string; url: string } }[]; samples: number[]; timeDeltas: number[] };
type Coverage = { url: string; functions: { ranges: { count: number }[] }[] }[];

const scriptName = (url: string) => url.replace(/^.*\/assets\//, '') || '';

/**
 * What runs on the page's main thread between a signed-in deep link's navigation and its first row,
 * in one cold context (bench/ui.ts --profile): the long tasks (over 50 ms), the CPU time each script
 * (chunk) takes itself (V8's sampling profiler), and how many of each chunk's functions ran. Counts,
 * not a timing to compare under load: the shares show where the work goes.
 */
export const profileDeepLink = async (browser: Browser, contextOptions: { baseURL: string; storageState: StorageState }, path: string, firstRowShown: string) => {
  const context = await browser.newContext({ ...contextOptions, bypassCSP: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.startPreciseCoverage', { callCount: false, detailed: false });
  await cdp.send('Profiler.setSamplingInterval', { interval: 250 });
  await cdp.send('Profiler.start');
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing'] });
  await page.goto(path, { waitUntil: 'commit' });
  const shown = await page.waitForFunction(`(${firstRowShown}) ? (performance.mark('first-row'), performance.now()) : false`, undefined, { polling: 'raf', timeout: 60_000 });
  const firstRowMs = (await shown.jsonValue()) as number;
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: CpuProfile };
  const { result: coverage } = (await cdp.send('Profiler.takePreciseCoverage')) as unknown as { result: Coverage };
  const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
  await context.close();

  // The renderer's main thread is the one that recorded the mark.
  const mark = traceEvents.find((event) => event.name === 'first-row');
  const onMain = traceEvents.filter((event) => mark && event.pid === mark.pid && event.tid === mark.tid && event.ts <= mark.ts);
  const tasks = onMain.filter((event) => event.name === 'RunTask');
  const longTasks = tasks.filter((event) => (event.dur ?? 0) > 50_000).map((event) => (event.dur ?? 0) / 1000);
  const busyMs = tasks.reduce((sum, event) => sum + (event.dur ?? 0), 0) / 1000;

  const frames = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const selfMs = new Map<string, number>();
  profile.samples.forEach((id, index) => {
    const frame = frames.get(id)!;
    if (frame.functionName === '(idle)') return;
    const name = scriptName(frame.url) || (frame.functionName.startsWith('(') ? frame.functionName : `(${frame.functionName || 'native'})`);
    selfMs.set(name, (selfMs.get(name) ?? 0) + (profile.timeDeltas[index + 1] ?? 0) / 1000);
  });
  const ranByChunk = coverage
    .filter((script) => script.url.includes('/assets/'))
    .map((script) => `${scriptName(script.url)} ${script.functions.filter((fn) => fn.ranges[0]!.count > 0).length}/${script.functions.length}`);

  console.log(`\nprofile of one cold deep link to ${path} (first row at ${firstRowMs.toFixed(0)} ms; under load these ms only compare within the run):`);
  console.log(`  main thread busy ${busyMs.toFixed(0)} ms in ${tasks.length} tasks; ${longTasks.length} long tasks: ${longTasks.map((ms) => ms.toFixed(0)).join(', ')} ms`);
  console.log(`  CPU self time by script: ${[...selfMs].sort((a, b) => b[1] - a[1]).slice(0, 10).map(([name, ms]) => `${name} ${ms.toFixed(0)} ms`).join(', ')}`);
  console.log(`  chunks evaluated (${ranByChunk.length}), functions run / defined: ${ranByChunk.join(', ')}`);
};

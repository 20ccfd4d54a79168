import type { LabelDrawing } from './labelDrawing';

/** Labels painted at once at most, per painter: enough to keep each busy, few enough to bound memory. */
const IN_FLIGHT = 8;

interface Painter {
  worker: Worker;
  waiting: { resolve: (png: Uint8Array<ArrayBuffer>) => void; reject: (error: Error) => void }[];
}

const startPainter = (): Painter => {
  const painter: Painter = { worker: new Worker(new URL('./pngPainter.worker.ts', import.meta.url), { type: 'module', name: 'label-png' }), waiting: [] };
  painter.worker.onmessage = (event: MessageEvent<Uint8Array<ArrayBuffer>>) => painter.waiting.shift()?.resolve(event.data);
  painter.worker.onerror = (event) => painter.waiting.splice(0).forEach(({ reject }) => reject(new Error(event.message)));
  return painter;
};

/**
 * Paints PNG labels on the machine's other cores (up to four): one painter worker per core beyond
 * the one the labels worker takes to encode the codes and lay the labels out (at least one painter;
 * more painters than that starve the page's own thread). `paint` answers
 * each label's PNG; labels go out round robin and come back in the order given.
 */
export const pngPainters = () => {
  const count = Math.min(4, Math.max(1, (navigator.hardwareConcurrency || 1) - 1));
  const painters = Array.from({ length: count }, startPainter);
  let next = 0;
  return {
    paint: (drawing: LabelDrawing) =>
      new Promise<Uint8Array<ArrayBuffer>>((resolve, reject) => {
        const painter = painters[next++ % painters.length]!;
        painter.waiting.push({ resolve, reject });
        painter.worker.postMessage(drawing);
      }),
    inFlight: count * IN_FLIGHT,
    stop: () => painters.forEach((painter) => painter.worker.terminate()),
  };
};

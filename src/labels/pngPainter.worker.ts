/// <reference lib="webworker" />
import type { LabelDrawing } from './labelDrawing';
import { pngPainter } from './png';

/** One of the labels worker's PNG painters: a drawing in, its PNG bytes out (transferred), in order. */
const scope = self as unknown as DedicatedWorkerGlobalScope;
const paint = pngPainter();

scope.onmessage = (event: MessageEvent<LabelDrawing>) => {
  const png = paint(event.data);
  scope.postMessage(png, [png.buffer]);
};

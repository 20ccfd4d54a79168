import type { LabelFormat } from '@domain/labels';
import type { LabelIssue } from './labelContent';
import type { LabelContent } from './labelDrawing';
import type { Margins, Sheet } from './layouts';
import type { ZplDpi } from './zpl';

/** What the labels worker makes. */
export type LabelOutput =
  | { kind: 'zip'; image: 'png' | 'svg' }
  | { kind: 'pdf'; sheet: Sheet; margins: Margins }
  | { kind: 'zpl'; dpi: ZplDpi };

/** The output's name in the label stream's `format`, recorded with the run in each variant's History. */
export const labelFormatOf = (output: LabelOutput): LabelFormat => {
  if (output.kind === 'zip') return `zip-${output.image}`;
  if (output.kind === 'pdf') return `pdf-${output.sheet}`;
  return `zpl-${output.dpi}`;
};

export interface LabelJob {
  /** The label stream (GET variants/labels with ids or a filter), fetched by the worker. */
  url: string;
  token: string | null;
  output: LabelOutput;
  /** The staff member's language, for prices. */
  locale: string;
}

export type WorkerAnswer =
  /** `total`: the labels the stream announced it sends (counted by the server). */
  | { type: 'started'; total: number | undefined }
  | { type: 'progress'; done: number; issues: LabelIssue[] }
  | { type: 'done'; file: Blob; fileName: string; made: number; issues: LabelIssue[] }
  | { type: 'failed'; status?: number; message: string };

/** One output being written label by label: add each, then finish for the file. */
export interface OutputWriter {
  add(label: LabelContent): Promise<void>;
  finish(): Promise<{ file: Blob; fileName: string }>;
  /** Prices and texts limited to Latin characters (PDF standard fonts, printer fonts). */
  latinOnly: boolean;
}

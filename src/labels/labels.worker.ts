/// <reference lib="webworker" />
import { LABEL_COUNT_HEADER, type LabelRow } from '@domain/labels';
import { isIssue, labelContent, type LabelIssue } from './labelContent';
import { outputWriter } from './outputs';
import type { LabelJob, WorkerAnswer } from './protocol';

/**
 * The labels worker: reads the label stream (JSON lines) as it arrives, makes each label, and sends
 * progress, the codes it could not encode, and at the end the file. Cancelling terminates it.
 */
const scope = self as unknown as DedicatedWorkerGlobalScope;
const answer = (message: WorkerAnswer) => scope.postMessage(message);
const PROGRESS_EVERY_MS = 150;

async function* rowsOf(response: Response): AsyncGenerator<LabelRow> {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let pending = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (value) pending += value;
    const lines = pending.split('\n');
    pending = done ? '' : lines.pop()!;
    for (const line of lines) if (line.trim()) yield JSON.parse(line) as LabelRow;
    if (done) return;
  }
}

const run = async (job: LabelJob) => {
  const response = await fetch(job.url, { headers: { Accept: 'application/x-ndjson', ...(job.token ? { Authorization: `Bearer ${job.token}` } : {}) } });
  if (!response.ok || !response.body) return answer({ type: 'failed', status: response.status, message: await response.text() });
  const announced = Number(response.headers.get(LABEL_COUNT_HEADER) ?? Number.NaN);
  answer({ type: 'started', total: Number.isInteger(announced) ? announced : undefined });
  const writer = await outputWriter(job.output);
  const issues: LabelIssue[] = [];
  let unsent: LabelIssue[] = [];
  let made = 0;
  let lastProgress = 0;
  for await (const row of rowsOf(response)) {
    const content = labelContent(row, job.locale, writer.latinOnly);
    if (isIssue(content)) {
      issues.push(content);
      unsent.push(content);
    } else {
      await writer.add(content);
      made++;
    }
    if (Date.now() - lastProgress > PROGRESS_EVERY_MS) {
      lastProgress = Date.now();
      answer({ type: 'progress', done: made + issues.length, issues: unsent });
      unsent = [];
    }
  }
  answer({ type: 'progress', done: made + issues.length, issues: unsent });
  const { file, fileName } = await writer.finish();
  answer({ type: 'done', file, fileName, made, issues });
};

scope.onmessage = (event: MessageEvent<LabelJob>) => {
  run(event.data).catch((error: unknown) => answer({ type: 'failed', message: error instanceof Error ? error.message : String(error) }));
};

import { useCallback, useEffect, useRef, useState } from 'react';
import { saveFile } from '../components/saveFile';
import { refreshAccessToken } from '../providers/httpClient';
import { readToken } from '../providers/session';
import type { LabelIssue } from './labelContent';
import type { LabelJob, WorkerAnswer } from './protocol';

export type LabelJobState =
  | { status: 'idle' }
  /** `total`: the labels the server counted for the run, once it has answered. */
  | { status: 'running'; done: number; total?: number; issues: LabelIssue[] }
  | { status: 'done'; made: number; issues: LabelIssue[]; file: Blob; fileName: string }
  | { status: 'cancelled'; done: number; issues: LabelIssue[] }
  | { status: 'failed'; message: string; issues: LabelIssue[] };

const startWorker = () => new Worker(new URL('./labels.worker.ts', import.meta.url), { type: 'module', name: 'labels' });

/**
 * Runs a label job in the labels worker: progress and the codes it could not encode as they come,
 * the file saved at the end; cancel terminates the worker at once. An expired session is renewed
 * once and the job started again.
 */
export const useLabelJob = () => {
  const [state, setState] = useState<LabelJobState>({ status: 'idle' });
  const worker = useRef<Worker | undefined>(undefined);

  const stop = () => {
    worker.current?.terminate();
    worker.current = undefined;
  };
  useEffect(() => stop, []);

  const run = useCallback((job: Omit<LabelJob, 'token'>, token = readToken(), renewed = false) => {
    stop();
    const current = startWorker();
    worker.current = current;
    setState({ status: 'running', done: 0, issues: [] });
    current.onmessage = (event: MessageEvent<WorkerAnswer>) => {
      const message = event.data;
      if (message.type === 'started') setState((was) => (was.status === 'running' ? { ...was, total: message.total } : was));
      else if (message.type === 'progress')
        setState((was) => (was.status === 'running' ? { ...was, done: message.done, issues: [...was.issues, ...message.issues] } : was));
      else if (message.type === 'done') {
        stop();
        setState({ status: 'done', made: message.made, issues: message.issues, file: message.file, fileName: message.fileName });
        saveFile(message.file, message.fileName);
      } else {
        stop();
        if (message.status === 401 && !renewed) {
          refreshAccessToken(token).then(
            (fresh) => run(job, fresh, true),
            () => setState({ status: 'failed', message: message.message, issues: [] }),
          );
          return;
        }
        setState((was) => ({ status: 'failed', message: message.message, issues: 'issues' in was ? was.issues : [] }));
      }
    };
    current.onerror = (event) => {
      stop();
      setState({ status: 'failed', message: event.message, issues: [] });
    };
    current.postMessage({ ...job, token } satisfies LabelJob);
  }, []);

  const cancel = useCallback(() => {
    stop();
    setState((was) => (was.status === 'running' ? { status: 'cancelled', done: was.done, issues: was.issues } : was));
  }, []);

  return { state, run, cancel };
};

import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { DatabaseHandle } from '../server/db/client';

/** What the server benches share: the SQL a request ran, its plan, and load from another process. */
export interface Captured {
  query: string;
  params: unknown[];
}

/** Captures the SQL the server runs, to EXPLAIN it: a bench-only hook on drizzle's session logger. */
export const captureQueries = (database: DatabaseHandle) => {
  const session = (database.db as unknown as { session: { logger: { logQuery(query: string, params: unknown[]): void } } }).session;
  const original = session.logger;
  const captured: Captured[] = [];
  session.logger = { logQuery: (query, params) => captured.push({ query, params }) };
  return { captured, stop: () => (session.logger = original) };
};

export type PlanNode = { 'Node Type': string; 'Relation Name'?: string; Plans?: PlanNode[] };

/** The tables of `tables` a plan reads by a sequential scan. */
export const seqScans = (node: PlanNode, tables: readonly string[]): string[] => [
  ...(node['Node Type'] === 'Seq Scan' && tables.includes(node['Relation Name'] ?? '') ? [node['Relation Name']!] : []),
  ...(node.Plans ?? []).flatMap((child) => seqScans(child, tables)),
];

/** The plan of a captured statement, on either driver. */
export const explain = async (database: DatabaseHandle, { query, params }: Captured): Promise<PlanNode> => {
  const client = (database.db as unknown as { $client: unknown }).$client;
  const text = `explain (format json) ${query}`;
  const rows =
    database.kind === 'pglite'
      ? (await (client as { query(q: string, p: unknown[]): Promise<{ rows: Record<string, unknown>[] }> }).query(text, params)).rows
      : await (client as { unsafe(q: string, p: unknown[]): Promise<Record<string, unknown>[]> }).unsafe(text, params as never[]);
  const raw = Object.values(rows[0]!)[0];
  return ((typeof raw === 'string' ? JSON.parse(raw) : raw) as [{ Plan: PlanNode }])[0].Plan;
};

const execFileAsync = promisify(execFile);

/** Runs bench/loadGenerator.mjs in its own process and returns its sorted timings. */
export const generateLoad = async (job: { url: string; headers: Record<string, string>; requests: number; concurrency: number }) => {
  const { stdout } = await execFileAsync(process.execPath, [fileURLToPath(new URL('./loadGenerator.mjs', import.meta.url)), JSON.stringify(job)], {
    maxBuffer: 16 * 1024 * 1024,
  });
  return JSON.parse(stdout) as number[];
};

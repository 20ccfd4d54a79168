import PgBoss from 'pg-boss';

/** pg-boss queue whose messages say "run job N" (the jobs table holds the rest). */
export const JOB_QUEUE = 'console-jobs';

type ExecuteSql = (text: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

/**
 * Creates or upgrades pg-boss's own schema (`pgboss`) and its queue; part of every migrate(), so the
 * database owns all of its tables and the job queue (server/jobs) only uses them.
 */
export const installJobQueue = async (executeSql: ExecuteSql) => {
  const boss = new PgBoss({ db: { executeSql }, migrate: true, supervise: false, schedule: false });
  await boss.start();
  if (!(await boss.getQueue(JOB_QUEUE))) await boss.createQueue(JOB_QUEUE, { name: JOB_QUEUE, retryLimit: 20, retryDelay: 0 });
  await boss.stop({ graceful: false, wait: true });
};

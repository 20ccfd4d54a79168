import type { DataProvider, UpdateParams } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';
import { JOBS_PATH, type JobStatus } from '../../domain/jobs';
import { apiBaseUrl } from '../../providers/apiBases';
import { httpClient } from '../../providers/httpClient';

const jobsUrl = `${apiBaseUrl('employee')}${JOBS_PATH}`;
const rest = simpleRestProvider(jobsUrl.slice(0, -'/jobs'.length), httpClient);

/** The server's verb for each status a staff member may ask a job to take. */
const VERBS: Partial<Record<JobStatus, string>> = { cancelled: 'cancel', queued: 'resume' };

/**
 * Jobs through the dataProvider: simple-rest reads, and `update` with a new status is the cancel or
 * resume action (`useUpdate('jobs', { id, data: { status: 'cancelled' } })`).
 */
export const jobsDataProvider: DataProvider = {
  ...rest,
  update: async (_resource: string, params: UpdateParams) => {
    const verb = VERBS[(params.data as { status?: JobStatus }).status ?? 'done'];
    if (!verb) throw new Error('A job can only be cancelled or resumed');
    const { json } = await httpClient(`${jobsUrl}/${params.id}/${verb}`, { method: 'POST' });
    return { data: json };
  },
} as DataProvider;

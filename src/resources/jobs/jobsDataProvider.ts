import type { DataProvider, UpdateParams } from 'react-admin';
import type { JobStatus } from '@domain/jobs';
import { resourceActions } from '../../providers/resourceActions';

/** The server's verb for each status a staff member may ask a job to take. */
const VERBS: Partial<Record<JobStatus, string>> = { cancelled: 'cancel', queued: 'resume' };

/**
 * Jobs are read as simple-rest resources; `update` with a new status is the cancel or resume action
 * (`useUpdate('jobs', { id, data: { status: 'cancelled' } })`).
 */
export const jobsDataProvider: Partial<DataProvider> = {
  update: (_resource: string, params: UpdateParams) => {
    const name = VERBS[(params.data as { status?: JobStatus }).status ?? 'done'];
    if (!name) throw new Error('A job can only be cancelled or resumed');
    return resourceActions.action('jobs', { id: params.id, name });
  },
} as Partial<DataProvider>;

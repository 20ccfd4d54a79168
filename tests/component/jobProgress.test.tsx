import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { AdminContext, memoryStore } from 'react-admin';
import type { JobRecord } from '@domain/jobs';
import { dataProvider } from '../../src/providers/dataProvider';
import { i18nProvider } from '../../src/providers/i18nProvider';
import { JobProgress } from '../../src/resources/jobs/JobProgress';

const running: JobRecord = {
  id: 7,
  type: 'variants.import',
  module: 'variants',
  status: 'running',
  done: 3000,
  total: 10000,
  rate: 250,
  seconds_left: 28,
  result: null,
  error: null,
  created_by: 1,
  created_at: '2026-11-23T10:00:00Z',
  started_at: '2026-11-23T10:00:00Z',
  updated_at: '2026-11-23T10:00:12Z',
  finished_at: null,
};

let current = running;
const requests: string[] = [];
const server = setupServer(
  http.get('*/svc/employee/api/v1/jobs/7', () => HttpResponse.json(current)),
  http.post('*/svc/employee/api/v1/jobs/7/cancel', ({ request }) => {
    requests.push(`${request.method} ${new URL(request.url).pathname}`);
    current = { ...running, status: 'cancelled', rate: null, seconds_left: null, finished_at: '2026-11-23T10:00:13Z' };
    return HttpResponse.json(current);
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  current = running;
  requests.length = 0;
  await i18nProvider.changeLocale('en');
});
afterAll(() => server.close());

const renderIn = async (locale: 'en' | 'fr') => {
  await i18nProvider.changeLocale(locale);
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore({ locale })}>
      <JobProgress jobId={7} />
    </AdminContext>,
  );
};

describe('a job’s progress', () => {
  it('shows done of total, the bar, the rate and the time left, and cancels through the jobs API', async () => {
    await renderIn('en');
    expect(await screen.findByText('3,000 of 10,000')).toBeInTheDocument();
    expect(screen.getByText('250 rows a second')).toBeInTheDocument();
    expect(screen.getByText('about 28 s left')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Progress' })).toHaveAttribute('aria-valuenow', '30');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel job' }));
    expect(await screen.findByText('Cancelled')).toBeInTheDocument();
    expect(requests).toEqual(['POST /svc/employee/api/v1/jobs/7/cancel']);
    expect(screen.getByRole('button', { name: 'Resume job' })).toBeInTheDocument();
    expect(screen.queryByText(/rows a second/)).not.toBeInTheDocument();
  });

  it('in French, with minutes', async () => {
    current = { ...running, seconds_left: 250 };
    await renderIn('fr');
    expect(await screen.findByText(/^3\s000 sur 10\s000$/)).toBeInTheDocument();
    expect(screen.getByText('environ 4 min 10 s restantes')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Annuler la tâche' })).toBeInTheDocument();
  });
});

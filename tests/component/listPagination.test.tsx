import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { AdminContext, ListBase, memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { unsignedJwt } from '../unit/authTokens';
import { ListPagination } from '../../src/components/ListPagination';
import { dataProvider } from '../../src/providers/dataProvider';
import { i18nProvider } from '../../src/providers/i18nProvider';
import { STORAGE_KEYS } from '../../src/providers/session';

/** The customers list's answer: ten rows of a total, estimated or counted. */
let answer: { total: number; estimated: boolean } = { total: 0, estimated: false };
const server = setupServer(
  http.get('*/svc/customer/*', () =>
    HttpResponse.json(
      Array.from({ length: 10 }, (_, index) => ({ id: index + 1 })),
      { headers: { 'Content-Range': `customers 0-9/${answer.total}`, ...(answer.estimated ? { 'X-Total-Estimated': 'true' } : {}) } },
    ),
  ),
);

const renderPagination = () => {
  localStorage.setItem(STORAGE_KEYS.token, unsignedJwt({ login: true, id: 7, role: 'admin', exp: Math.floor(Date.now() / 1000) + 900 }));
  localStorage.setItem(STORAGE_KEYS.isLogin, 'true');
  render(
    <MemoryRouter initialEntries={['/customers']}>
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
        <ListBase resource="customers" perPage={10} disableSyncWithLocation>
          <ListPagination />
        </ListBase>
      </AdminContext>
    </MemoryRouter>,
  );
};

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  localStorage.clear();
});
afterAll(() => server.close());

describe('ListPagination', () => {
  it('says "about" when the server only estimated the total', async () => {
    answer = { total: 48_210, estimated: true };
    renderPagination();
    expect(await screen.findByText('1-10 of about 48,210')).toBeInTheDocument();
  });

  it('shows a counted total as it is, in the language\'s number format', async () => {
    answer = { total: 2_633, estimated: false };
    renderPagination();
    expect(await screen.findByText('1-10 of 2,633')).toBeInTheDocument();
    expect(screen.queryByText(/about/)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { shortTimersRun } from '../setup/shortTimers';
import { AdminContext, ListBase, memoryStore, type AuthProvider, type DataProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { PermittedExportButton } from '../../src/components/PermittedExportButton';
import { i18nProvider } from '../../src/providers/i18nProvider';

const dataProvider = { getList: async () => ({ data: [{ id: 1 }], total: 1 }) } as unknown as DataProvider;

/** What the page asked the authProvider about, as `resource.action`. */
const asked: string[] = [];

/** Allows everything but what `refused` names. */
const authProvider = (refused: string): AuthProvider => ({
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  canAccess: async ({ resource, action }) => {
    asked.push(`${resource}.${action}`);
    return `${resource}.${action}` !== refused;
  },
});

/** The orders list's export button once the permission to export has been answered, if it shows. */
const exportButtonWhenRefused = async (refused: string) => {
  asked.length = 0;
  render(
    <MemoryRouter>
      <AdminContext dataProvider={dataProvider} authProvider={authProvider(refused)} i18nProvider={i18nProvider} store={memoryStore()}>
        <ListBase resource="orders">
          <PermittedExportButton />
        </ListBase>
      </AdminContext>
    </MemoryRouter>,
  );
  await waitFor(() => expect(asked).toContain('orders.export'));
  // The render of the answer (react-query notifies its observers from a timer).
  await act(shortTimersRun);
  return screen.queryByRole('button', { name: 'Export' });
};

describe('PermittedExportButton', () => {
  it('offers export to those who may export the list’s resource', async () => {
    expect(await exportButtonWhenRefused('orders.delete')).toBeVisible();
  });

  it('offers nothing to those who may not', async () => {
    expect(await exportButtonWhenRefused('orders.export')).not.toBeInTheDocument();
  });
});

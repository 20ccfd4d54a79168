import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore, type AuthProvider, type DataProvider } from 'react-admin';
import { i18nProvider } from '../../src/providers/i18nProvider';
import { CountPanel } from '../../src/screens/stock/CountPanel';

const HOLDING = { shelf_id: 5, shelf_code: 'A-01', rack_code: 'R1', variant_id: 1, sku: 'KURTA-M', barcode: null, quantity: 7 };

/** A warehouse with shelf A-01 holding 7 of KURTA-M; `action` records the count posted. */
const providers = (mayEditDocuments: boolean) => {
  const action = vi.fn(async () => ({ data: { id: 1 } }));
  const dataProvider = {
    getList: async (resource: string) => (resource === 'shelves' ? { data: [{ id: 5, code: 'A-01' }], total: 1 } : { data: [], total: 0 }),
    read: async () => ({ data: [HOLDING] }),
    action,
  } as unknown as DataProvider;
  const authProvider: AuthProvider = {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getPermissions: async () => undefined,
    canAccess: async ({ action: verb }) => verb !== 'edit' || mayEditDocuments,
  };
  return { dataProvider, authProvider, action };
};

const openShelf = async (mayEditDocuments: boolean) => {
  const { dataProvider, authProvider, action } = providers(mayEditDocuments);
  const blind = vi.fn();
  render(
    <AdminContext dataProvider={dataProvider} authProvider={authProvider} i18nProvider={i18nProvider} store={memoryStore()}>
      <CountPanel warehouseId={3} onPosted={() => undefined} onBlind={blind} />
    </AdminContext>,
  );
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Scan or type a shelf code'), 'A-01{Enter}');
  await screen.findByRole('cell', { name: 'KURTA-M' });
  return { user, action, blind };
};

describe('CountPanel: a blind count', () => {
  it('lists what the shelf should hold without its quantities, and posts what was counted', async () => {
    const { user, action, blind } = await openShelf(false);
    const table = screen.getByRole('table');
    expect(within(table).queryByRole('columnheader', { name: 'Expected' })).toBeNull();
    expect(within(table).queryByRole('columnheader', { name: 'Difference' })).toBeNull();
    expect(within(table).queryByText('7')).toBeNull();
    expect(screen.queryByLabelText('Show the expected quantities')).toBeNull();
    expect(blind).toHaveBeenLastCalledWith(true);
    await user.type(screen.getByLabelText('Counted KURTA-M'), '5');
    await user.click(screen.getByRole('button', { name: 'Post the count' }));
    await waitFor(() => expect(action).toHaveBeenCalledWith('shelves', { id: 5, name: 'count', data: { lines: [{ variant_id: 1, counted: 5 }] } }));
  });

  it('shows the expected quantities to whoever may edit stock documents, when asked', async () => {
    const { user, blind } = await openShelf(true);
    expect(screen.queryByRole('columnheader', { name: 'Expected' })).toBeNull();
    await user.click(await screen.findByLabelText('Show the expected quantities'));
    const table = screen.getByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Expected' })).toBeTruthy();
    expect(within(table).getByRole('cell', { name: '7' })).toBeTruthy();
    expect(blind).toHaveBeenLastCalledWith(false);
  });
});

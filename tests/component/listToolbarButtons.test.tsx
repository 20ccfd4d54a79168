import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AdminContext, ListContextProvider, ResourceContextProvider, memoryStore, useList, type Exporter } from 'react-admin';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { CreateButton } from '../../src/list/CreateButton';
import { ExportButton } from '../../src/list/ExportButton';
import { NoResults } from '../../src/list/NoResults';
import { i18nProvider } from '../../src/providers/i18nProvider';

const products = [
  { id: 1, title: 'Silk scarf' },
  { id: 2, title: 'Banarasi lehenga' },
];

const Path = () => <span data-testid="path">{useLocation().pathname}</span>;

const List = ({ children, filter, data = products }: { children: ReactNode; filter?: Record<string, unknown>; data?: typeof products }) => {
  const list = useList({ data, filter });
  return <ListContextProvider value={list}>{children}</ListContextProvider>;
};

const renderInList = (children: ReactNode, options: { filter?: Record<string, unknown>; data?: typeof products } = {}) =>
  render(
    <MemoryRouter initialEntries={['/products']}>
      <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
        <ResourceContextProvider value="products">
          <List {...options}>{children}</List>
          <Path />
        </ResourceContextProvider>
      </AdminContext>
    </MemoryRouter>,
  );

describe("the list toolbar's buttons", () => {
  it('Create is a link named Create to the resource\'s create page', async () => {
    renderInList(<CreateButton />);
    fireEvent.click(await screen.findByRole('link', { name: 'Create' }));
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/products/create'));
  });

  it("Export gives the list's records to its exporter, and is disabled for an empty list", async () => {
    const exporter = vi.fn<Exporter>();
    const { unmount } = renderInList(<ExportButton exporter={exporter} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Export' }));
    await waitFor(() => expect(exporter).toHaveBeenCalled());
    expect(exporter.mock.calls[0]![0].map((record: { id: number }) => record.id)).toEqual([1, 2]);
    unmount();
    renderInList(<ExportButton exporter={exporter} />, { data: [] });
    expect(((await screen.findByRole('button', { name: 'Export' })) as HTMLButtonElement).disabled).toBe(true);
  });

  it('an empty filtered list offers to clear its filters', async () => {
    renderInList(<NoResults />, { filter: { title: 'none' } });
    expect(await screen.findByRole('button', { name: 'Clear filters' })).toBeTruthy();
  });
});

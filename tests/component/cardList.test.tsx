import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, BulkDeleteButton, ResourceContextProvider, memoryStore, type DataProvider, type RaRecord } from 'react-admin';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { ConsoleDataTable } from '../../src/list/ConsoleDataTable';
import { ConsoleList } from '../../src/list/ConsoleList';
import { SearchInput, SelectInput } from '../../src/filters/lazyFilterInputs';
import { ChoiceCol } from '../../src/fields/ChoiceCol';
import { MoneyCol } from '../../src/resources/variants/MoneyCol';
import { i18nProvider } from '../../src/providers/i18nProvider';
import { ScreenPreloadContext } from '../../src/routes/screenPreload';

/** The small breakpoint's query (max-width) answers as a phone, or as a desktop. */
let phone = true;
const realMatchMedia = window.matchMedia;
beforeAll(() => {
  window.matchMedia = (query: string) =>
    ({
      matches: phone && query.includes('max-width'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
    }) as unknown as MediaQueryList;
});
afterAll(() => {
  window.matchMedia = realMatchMedia;
});

const variants: RaRecord[] = Array.from({ length: 25 }, (_, index) => ({
  id: index + 1,
  sku: `EK-${String(index + 1).padStart(5, '0')}`,
  product_title: `Silk scarf ${index + 1}`,
  size: 'M',
  colour: 'Red',
  status: index % 2 ? 'active' : 'draft',
  price: 129_900,
}));

/** The rows, filtered by `q` on the SKU and by status, a page at a time. */
const dataProvider = {
  getList: vi.fn(async (_resource: string, { pagination, filter }: { pagination: { page: number; perPage: number }; filter: Record<string, string> }) => {
    const rows = variants.filter((row) => (!filter.q || String(row.sku).includes(filter.q)) && (!filter.status || row.status === filter.status));
    const start = (pagination.page - 1) * pagination.perPage;
    return { data: rows.slice(start, start + pagination.perPage), total: rows.length };
  }),
  deleteMany: vi.fn(async (_resource: string, { ids }: { ids: number[] }) => ({ data: ids })),
} as unknown as DataProvider;

const statusChoices = [
  { id: 'active', name: 'Active' },
  { id: 'draft', name: 'Draft' },
];
const filters = [<SearchInput key="q" source="q" alwaysOn />, <SelectInput key="status" source="status" choices={statusChoices} />];

const Place = () => <output aria-label="place">{useLocation().pathname}</output>;

/** The variants list as the console writes one: columns only, the card lines from the resource table's row. */
const renderList = ({ bulk = false } = {}) =>
  render(
    <MemoryRouter initialEntries={['/variants']}>
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
        <ScreenPreloadContext value={async () => undefined}>
          <ResourceContextProvider value="variants">
            <ConsoleList filters={filters} disableSyncWithLocation>
              <ConsoleDataTable rowClick="show" bulkActionButtons={bulk ? <BulkDeleteButton mutationMode="pessimistic" /> : false}>
                <ConsoleDataTable.Col source="sku" />
                <ConsoleDataTable.Col source="product_title" />
                <ConsoleDataTable.Col source="size" />
                <ConsoleDataTable.Col source="colour" />
                <MoneyCol source="price" />
                <ChoiceCol source="status" choices={statusChoices} />
              </ConsoleDataTable>
            </ConsoleList>
            <Place />
          </ResourceContextProvider>
        </ScreenPreloadContext>
      </AdminContext>
    </MemoryRouter>,
  );

const cards = async () => within(await screen.findByRole('list', { name: 'Records' })).getAllByRole('listitem');

describe('the card list of a list page on a phone', () => {
  it('shows a card a record, with the lines the resource table gives: SKU, product, size, the status as a chip, the price at the right', async () => {
    phone = true;
    renderList();
    const [first] = await cards();
    expect(screen.queryByRole('table')).toBeNull();
    const card = within(first!);
    expect(card.getByRole('link', { name: 'EK-00001' })).toBeInTheDocument();
    expect(card.getByText('Silk scarf 1')).toBeInTheDocument();
    expect(card.getByText('M')).toBeInTheDocument();
    // The colour is not one of the card's lines.
    expect(card.queryByText('Red')).toBeNull();
    expect(card.getByText('Draft').closest('.MuiChip-root')).not.toBeNull();
    expect(card.getByText('₹1,299').closest('.ConsoleCard-money')).not.toBeNull();
  });

  it("opens the record with its card's link, which the keyboard reaches", async () => {
    phone = true;
    renderList();
    const [, second] = await cards();
    const link = within(second!).getByRole('link', { name: 'EK-00002' });
    link.focus();
    expect(link).toHaveFocus();
    fireEvent.click(link);
    await waitFor(() => expect(screen.getByRole('status', { name: 'place' })).toHaveTextContent('/variants/2/show'));
  });

  it('shows ten, then ten more with the more button, in place of the pager', async () => {
    phone = true;
    renderList();
    expect(await cards()).toHaveLength(10);
    expect(screen.getByText('10 of 25')).toBeInTheDocument();
    expect(screen.queryByLabelText('Rows per page:')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(async () => expect(await cards()).toHaveLength(20));
    expect(screen.getByText('20 of 25')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(async () => expect(await cards()).toHaveLength(25));
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('keeps every filter in a drawer behind one button that counts those set', async () => {
    phone = true;
    renderList();
    await cards();
    expect(screen.queryByPlaceholderText('Search')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add filter' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
    const drawer = await screen.findByRole('dialog', { name: 'Filter the list' });
    // Both filters show, the one a desktop adds with "Add filter" too.
    fireEvent.change(await within(drawer).findByPlaceholderText('Search'), { target: { value: 'EK-0001' } });
    expect(within(drawer).getByRole('combobox', { name: 'Variant status' })).toBeInTheDocument();
    fireEvent.click(within(drawer).getByRole('button', { name: 'Show results' }));
    expect(await screen.findByRole('button', { name: 'Filters (1)' })).toBeInTheDocument();
    await waitFor(async () => expect(await cards()).toHaveLength(10));
    expect(screen.getByText('10 of 10')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Filters (1)' }));
    const again = await screen.findByRole('dialog', { name: 'Filter the list' });
    fireEvent.click(within(again).getByRole('button', { name: 'Remove all filters' }));
    await waitFor(() => expect(within(again).getByPlaceholderText('Search')).toHaveValue(''));
    fireEvent.click(within(again).getByRole('button', { name: 'Show results' }));
    expect(await screen.findByRole('button', { name: 'Filters' })).toBeInTheDocument();
  });

  it('selects cards with their check boxes and shows the bulk actions in a bar at the foot', async () => {
    phone = true;
    renderList({ bulk: true });
    const [first, second] = await cards();
    expect(screen.queryByRole('toolbar', { name: /selected/ })).toBeNull();
    fireEvent.click(within(first!).getByRole('checkbox', { name: 'Select this row' }));
    fireEvent.click(within(second!).getByRole('checkbox', { name: 'Select this row' }));
    const bar = await screen.findByRole('toolbar', { name: '2 items selected' });
    expect(within(bar).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    fireEvent.click(within(bar).getByRole('button', { name: 'Unselect' }));
    await waitFor(() => expect(screen.queryByRole('toolbar', { name: /selected/ })).toBeNull());
  });

  it('is the table, with its pager and filter bar, above the small breakpoint; a row takes the focus and Enter opens it', async () => {
    phone = false;
    renderList();
    const table = await screen.findByRole('table');
    expect(screen.queryByRole('list', { name: 'Records' })).toBeNull();
    const row = (await within(table).findByText('EK-00003')).closest('tr')!;
    expect(row).toHaveAttribute('tabindex', '0');
    row.focus();
    fireEvent.keyDown(row, { key: 'Enter' });
    await waitFor(() => expect(screen.getByRole('status', { name: 'place' })).toHaveTextContent('/variants/3/show'));
  });
});

describe('the filter count', () => {
  it('counts the filters set, not those at the value the list opens with', async () => {
    const { activeFilterCount } = await import('../../src/list/FilterDrawer');
    const defaults = { stock: 'all', is_expired: false };
    expect(activeFilterCount({ stock: 'all', is_expired: false }, defaults)).toBe(0);
    expect(activeFilterCount({ stock: 'in', is_expired: false, q: 'EK', tags: [] }, defaults)).toBe(2);
    expect(activeFilterCount({ q: '' })).toBe(0);
  });
});

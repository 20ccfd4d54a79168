import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import {
  AdminContext,
  BulkDeleteButton,
  ReferenceManyField,
  ResourceContextProvider,
  memoryStore,
  useRecordContext,
  type DataProvider,
  type RaRecord,
} from 'react-admin';
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
    expect(await screen.findByRole('button', { name: 'Filters: 1 set' })).toBeInTheDocument();
    await waitFor(async () => expect(await cards()).toHaveLength(10));
    expect(screen.getByText('10 of 10')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Filters: 1 set' }));
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

describe('a tree of cards with actions, on a phone', () => {
  const categories: RaRecord[] = [
    { id: 1, name: 'Women', slug: 'women', children_count: 2, parent_id: null },
    { id: 2, name: 'Men', slug: 'men', children_count: 0, parent_id: null },
  ];
  const children: RaRecord[] = [
    { id: 11, name: 'Indian Wear', slug: 'women-indian-wear', children_count: 0, parent_id: 1 },
    { id: 12, name: 'Bags', slug: 'women-bags', children_count: 0, parent_id: 1 },
  ];
  const treeProvider = {
    getList: vi.fn(async (_resource: string, { filter }: { filter: Record<string, unknown> }) => {
      const rows = filter.parent_id === undefined ? categories : children.filter((row) => row.parent_id === filter.parent_id);
      return { data: rows, total: rows.length };
    }),
    getManyReference: vi.fn(async (_resource: string, { id }: { id: number }) => {
      const rows = children.filter((row) => row.parent_id === id);
      return { data: rows, total: rows.length };
    }),
  } as unknown as DataProvider;
  const edited = vi.fn();

  /** One level of the tree, as the category list's table: each row with children expands into the next level. */
  const Level = (): ReactElement => (
    <ConsoleDataTable rowClick={false} bulkActionButtons={false} expand={<Branch />} isRowExpandable={(record) => Number(record.children_count) > 0}>
      <ConsoleDataTable.Col source="name" />
      <ConsoleDataTable.Col source="slug" />
      <ConsoleDataTable.Col source="children_count" />
      <ConsoleDataTable.Col label="resources.categories.fields.actions" disableSort>
        <EditAction />
      </ConsoleDataTable.Col>
    </ConsoleDataTable>
  );
  const Branch = () => (
    <ReferenceManyField reference="categories" target="parent_id">
      <Level />
    </ReferenceManyField>
  );
  const EditAction = () => {
    const record = useRecordContext();
    return (
      <button type="button" onClick={() => edited(record?.id)}>
        Edit {String(record?.name)}
      </button>
    );
  };

  const renderTree = () =>
    render(
      <MemoryRouter initialEntries={['/categories']}>
        <AdminContext dataProvider={treeProvider} i18nProvider={i18nProvider} store={memoryStore()}>
          <ScreenPreloadContext value={async () => undefined}>
            <ResourceContextProvider value="categories">
              <ConsoleList disableSyncWithLocation>
                <Level />
              </ConsoleList>
            </ResourceContextProvider>
          </ScreenPreloadContext>
        </AdminContext>
      </MemoryRouter>,
    );

  it("opens a branch under its card with the card's toggle, its children as cards one level in", async () => {
    phone = true;
    renderTree();
    const toggle = await screen.findByRole('button', { name: 'Rows under Women' });
    expect(screen.queryByRole('button', { name: 'Rows under Men' })).toBeNull();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('women-indian-wear')).toBeNull();
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const branch = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(branch.tagName).toBe('LI');
    expect(await within(branch).findByText('women-indian-wear')).toBeInTheDocument();
    expect(within(branch).getByText('women-bags')).toBeInTheDocument();
    fireEvent.click(toggle);
    await waitFor(() => expect(screen.queryByText('women-indian-wear')).toBeNull());
  });

  it("keeps a card's actions in a tray its button opens, moving the focus into it, and Escape closes", async () => {
    phone = true;
    renderTree();
    const more = await screen.findByRole('button', { name: 'Actions: Men' });
    const tray = document.getElementById(more.getAttribute('aria-controls')!)!;
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(tray.closest('li')).not.toHaveClass('ConsoleCard-revealed');
    fireEvent.click(more);
    expect(more).toHaveAttribute('aria-expanded', 'true');
    expect(tray.closest('li')).toHaveClass('ConsoleCard-revealed');
    await waitFor(() => expect(within(tray).getByRole('button', { name: 'Edit Men' })).toHaveFocus());
    fireEvent.keyDown(within(tray).getByRole('button', { name: 'Edit Men' }), { key: 'Escape' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(more).toHaveFocus();
  });

  it('slides a card aside over its actions on a swipe to the left, back on one to the right; a tap is no swipe', async () => {
    phone = true;
    // jsdom lays nothing out: the tray is 120 px wide.
    const width = vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return this.classList.contains('ConsoleCard-tray') ? 120 : 0;
    });
    renderTree();
    const more = await screen.findByRole('button', { name: 'Actions: Men' });
    const card = more.closest('li')!;
    const face = card.querySelector<HTMLElement>('.ConsoleCard-face')!;
    const drag = (from: number, to: number, end: 'pointerUp' | 'pointerCancel' = 'pointerUp') => {
      const at = { pointerId: 7, isPrimary: true, button: 0, clientY: 20 };
      fireEvent.pointerDown(card, { ...at, clientX: from });
      fireEvent.pointerMove(card, { ...at, clientX: (from + to) / 2 });
      fireEvent.pointerMove(card, { ...at, clientX: to });
      fireEvent[end](card, { ...at, clientX: to });
    };
    // The face follows the finger while it moves.
    fireEvent.pointerDown(card, { pointerId: 7, isPrimary: true, button: 0, clientX: 300, clientY: 20 });
    fireEvent.pointerMove(card, { pointerId: 7, isPrimary: true, button: 0, clientX: 250, clientY: 22 });
    expect(face.style.transform).toBe('translateX(-50px)');
    fireEvent.pointerUp(card, { pointerId: 7, isPrimary: true, button: 0, clientX: 250, clientY: 22 });
    // Let go before half the tray: it closes again.
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(face.style.transform).toBe('');
    drag(300, 200);
    expect(more).toHaveAttribute('aria-expanded', 'true');
    expect(face.style.transform).toBe('translateX(-120px)');
    // The click the swipe ends with presses nothing.
    fireEvent.click(within(card).getByRole('button', { name: 'Edit Men' }));
    expect(edited).not.toHaveBeenCalled();
    fireEvent.click(within(card).getByRole('button', { name: 'Edit Men' }));
    expect(edited).toHaveBeenCalledWith(2);
    drag(100, 250);
    expect(more).toHaveAttribute('aria-expanded', 'false');
    // Mostly downwards is the page's scroll, not a swipe.
    fireEvent.pointerDown(card, { pointerId: 7, isPrimary: true, button: 0, clientX: 300, clientY: 20 });
    fireEvent.pointerMove(card, { pointerId: 7, isPrimary: true, button: 0, clientX: 285, clientY: 120 });
    fireEvent.pointerMove(card, { pointerId: 7, isPrimary: true, button: 0, clientX: 200, clientY: 140 });
    fireEvent.pointerUp(card, { pointerId: 7, isPrimary: true, button: 0, clientX: 200, clientY: 140 });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(face.style.transform).toBe('');
    width.mockRestore();
  });
});

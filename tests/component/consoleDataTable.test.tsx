import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { shortTimersRun } from '../setup/shortTimers';
import type { ReactNode } from 'react';
import { AdminContext, DataTable, ListContextProvider, ResourceContextProvider, TextField, memoryStore, useList, type DataTableProps, type Store } from 'react-admin';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { ConsoleDataTable } from '../../src/list/ConsoleDataTable';
import { i18nProvider } from '../../src/providers/i18nProvider';
import { ScreenPreloadContext } from '../../src/routes/screenPreload';

/** Loads the screens a row's click opens: the console's layout gives the registry's. */
const preloadScreen = vi.fn(async () => undefined);

const products = [
  { id: 1, title: 'Silk scarf', brand: { name: 'Fendi' }, stock: 8 },
  { id: 2, title: 'Banarasi lehenga', brand: { name: 'Good Earth' }, stock: 0 },
];

const Status = () => <span>{useLocation().pathname}</span>;

/** The product table with the columns of each kind (source, nested source, render, a field, children, right aligned): the console's, or react-admin's DataTable. */
const Table = ({ console: isConsole, ...props }: { console: boolean } & Partial<DataTableProps>) => {
  const list = useList({ data: products });
  const Root = isConsole ? ConsoleDataTable : DataTable;
  // Either column takes DataTable.Col's props.
  const Col = (isConsole ? ConsoleDataTable.Col : DataTable.Col) as typeof DataTable.Col;
  return (
    <ListContextProvider value={list}>
      <Root bulkActionButtons={false} {...props}>
        <Col source="title" />
        <Col source="brand.name" label="Brand" />
        <Col source="stock" align="right" render={(record: { stock: number }) => `${record.stock} left`} />
        <Col source="id" field={TextField} />
        <Col label="Title again">
          <TextField source="title" />
        </Col>
      </Root>
    </ListContextProvider>
  );
};

const renderTable = (table: ReactNode, store: Store = memoryStore()) =>
  render(
    <MemoryRouter initialEntries={['/products']}>
      <AdminContext i18nProvider={i18nProvider} store={store}>
        <ScreenPreloadContext value={preloadScreen}>
          <ResourceContextProvider value="products">
            {table}
            <Status />
          </ResourceContextProvider>
        </ScreenPreloadContext>
      </AdminContext>
    </MemoryRouter>,
  );

const rowsOf = async () => within(await screen.findByRole('table')).getAllByRole('row');
const bodyCells = async () => {
  const [, ...rows] = await rowsOf();
  return rows.map((row) => within(row).getAllByRole('cell'));
};
/** A cell's classes but emotion's (react-admin's cells carry MUI's generated one). */
const classesOf = (cell: HTMLElement) => [...cell.classList].filter((name) => !name.startsWith('css-') && !name.startsWith('PlainDataTable-'));

describe("the console's table", () => {
  it("shows what react-admin's DataTable shows, with the same class names, as plain cells", async () => {
    const { unmount } = renderTable(<Table console={false} />);
    const expectedHead = within((await rowsOf())[0]!).getAllByRole('columnheader').map((cell) => cell.textContent);
    const expected = (await bodyCells()).map((cells) => cells.map((cell) => ({ text: cell.textContent, classes: classesOf(cell) })));
    unmount();
    renderTable(<Table console />);
    expect(within((await rowsOf())[0]!).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(expectedHead);
    const cells = await bodyCells();
    expect(cells.map((row) => row.map((cell) => ({ text: cell.textContent, classes: classesOf(cell) })))).toEqual(expected);
    expect(cells[0]!.map((cell) => cell.textContent)).toEqual(['Silk scarf', 'Fendi', '8 left', '1', 'Silk scarf']);
    for (const cell of cells.flat()) expect(cell.className).not.toMatch(/css-/);
    expect(document.querySelector('tbody')).toHaveProperty('className', expect.stringContaining('PlainDataTable-body'));
  });

  it('sorts by a column on a click on its head', async () => {
    renderTable(<Table console />);
    const [titleHead] = within((await rowsOf())[0]!).getAllByRole('columnheader');
    fireEvent.click(within(titleHead!).getByRole('button'));
    await waitFor(async () => expect((await bodyCells())[0]![0]!.textContent).toBe('Banarasi lehenga'));
  });

  it("leaves out the columns the user hid, as react-admin's do", async () => {
    renderTable(<Table console />, memoryStore({ 'products.datatable': ['brand.name', 'stock'] }));
    expect((await bodyCells())[1]!.map((cell) => cell.textContent)).toEqual(['Banarasi lehenga', '2', 'Banarasi lehenga']);
  });

  it("opens the row's page on a click, from any of its cells", async () => {
    renderTable(<Table console rowClick="show" />);
    fireEvent.click(await screen.findByText('Good Earth'));
    await waitFor(() => expect(screen.getByText('/products/2/show')).toBeTruthy());
  });

  it.each([
    ['show', 'show'],
    ['edit', 'edit'],
    [false, undefined],
  ] as const)('loads, once the page is idle, the screen a row opens (rowClick %s)', async (rowClick, view) => {
    preloadScreen.mockClear();
    renderTable(<Table console rowClick={rowClick} />);
    await screen.findByText('Good Earth');
    if (view) await waitFor(() => expect(preloadScreen).toHaveBeenCalledWith('products', view));
    else {
      // jsdom has no requestIdleCallback: the idle work would have run from a timer.
      await shortTimersRun();
      expect(preloadScreen).not.toHaveBeenCalled();
    }
  });

  it("is react-admin's with bulk actions: a click where rows toggle their selection selects the row", async () => {
    const outerClick = vi.fn();
    renderTable(
      <div onClick={outerClick}>
        <Table console rowClick="toggleSelection" bulkActionButtons={<span />} />
      </div>,
    );
    await screen.findAllByLabelText('Select this row');
    const checkboxes = within(document.querySelector('tbody')!).getAllByRole('checkbox');
    expect(checkboxes).toHaveLength(2);
    fireEvent.click(screen.getByText('Banarasi lehenga', { selector: 'td' }));
    await waitFor(() => expect((checkboxes[1] as HTMLInputElement).checked).toBe(true));
    expect((checkboxes[0] as HTMLInputElement).checked).toBe(false);
    expect(outerClick).not.toHaveBeenCalled();
    expect(screen.getByText('/products')).toBeTruthy();
  });

  it("is react-admin's with bulk actions, its rows Tab stops: Enter on a row opens its record, Enter on its check box does not", async () => {
    renderTable(<Table console rowClick="show" bulkActionButtons={<span />} />);
    await screen.findAllByLabelText('Select this row');
    const row = screen.getByText('Banarasi lehenga', { selector: 'td' }).closest('tr')!;
    expect(row).toHaveAttribute('tabindex', '0');
    fireEvent.keyDown(within(row).getByRole('checkbox'), { key: 'Enter' });
    await shortTimersRun();
    expect(screen.getByText('/products')).toBeTruthy();
    row.focus();
    fireEvent.keyDown(row, { key: 'Enter' });
    await waitFor(() => expect(screen.getByText('/products/2/show')).toBeTruthy());
  });

  it("leaves a bulk table's rows out of Tab's way when a click on them opens nothing", async () => {
    renderTable(<Table console rowClick={false} bulkActionButtons={<span />} />);
    await screen.findAllByLabelText('Select this row');
    expect(screen.getByText('Banarasi lehenga', { selector: 'td' }).closest('tr')).not.toHaveAttribute('tabindex');
  });

  it("leaves a cell with its own styles (a body cell still) to react-admin's, and rows with expand panels", async () => {
    const { unmount } = renderTable(<TableWithStyledCell />);
    const [first] = await bodyCells();
    expect(first![0]!.className).toMatch(/PlainDataTable-cell/);
    expect(first![1]!.className).not.toMatch(/PlainDataTable-cell/);
    expect(first![1]!.className).toMatch(/css-/);
    expect(first![1]!.classList).toContain('MuiTableCell-body');
    expect(first![2]!.className).toMatch(/PlainDataTable-cell/);
    unmount();
    renderTable(<Table console expand={<p>More</p>} />);
    await screen.findAllByText('Silk scarf');
    expect(document.querySelector('tbody')!.className).not.toMatch(/PlainDataTable-body/);
  });
});

const TableWithStyledCell = () => {
  const list = useList({ data: products });
  return (
    <ListContextProvider value={list}>
      <ConsoleDataTable bulkActionButtons={false}>
        <ConsoleDataTable.Col source="title" />
        <ConsoleDataTable.Col source="stock" cellSx={() => ({ whiteSpace: 'nowrap' })} />
        <ConsoleDataTable.NumberCol source="id" />
      </ConsoleDataTable>
    </ListContextProvider>
  );
};

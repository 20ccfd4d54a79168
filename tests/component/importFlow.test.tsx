import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { AdminContext, ResourceContextProvider, memoryStore } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { ImportDetail } from '@domain/imports/imports';
import { dataProvider } from '../../src/providers/dataProvider';
import { i18nProvider } from '../../src/providers/i18nProvider';
import ImportCreate from '../../src/resources/imports/ImportCreate';
import ImportShow from '../../src/resources/imports/ImportShow';

const PATH = '*/svc/product/variant-imports';

const uploaded: ImportDetail = {
  id: 5,
  type: 'variants',
  status: 'uploaded',
  file_name: 'variants.csv',
  file_size: 2048,
  headers: ['Handle', 'Variant SKU', 'Notes', 'Variant Price', 'Variant Compare At Price'],
  mapping: { 0: 'product', 1: 'sku', 3: 'price', 4: 'mrp' },
  counts: null,
  imported: null,
  job_id: null,
  error: null,
  created_by: 1,
  created_by_name: 'Asha Rao',
  created_at: '2026-11-23T10:00:00Z',
  updated_at: '2026-11-23T10:00:00Z',
  finished_at: null,
  errors: [],
  unmatched: [],
  fields: [
    { name: 'sku', required: true },
    { name: 'product', required: true },
    { name: 'barcode', required: false },
    { name: 'mrp', required: true },
    { name: 'price', required: true },
  ],
};

const ready: ImportDetail = {
  ...uploaded,
  status: 'ready',
  job_id: 9,
  counts: { rows: 6, new: 2, updated: 1, unchanged: 0, errors: 3 },
  errors: [
    { row: 3, field: 'product', message: { key: 'server.import_unknown_product', params: { value: 'no-such-product' } }, value: 'no-such-product' },
    { row: 4, field: 'sku', message: { key: 'server.import_listed_twice', params: { row: 2 } } },
    { row: 5, field: 'price', message: { key: 'server.price_above_mrp' } },
  ],
};

let current: ImportDetail = uploaded;
const posted: { verb: string; body: unknown }[] = [];
const server = setupServer(
  http.get(`${PATH}/5`, () => HttpResponse.json(current)),
  http.get('*/svc/employee/api/v1/jobs/9', () =>
    HttpResponse.json({
      id: 9, type: 'variants.import', module: 'variants', status: current.status === 'importing' ? 'running' : 'done', done: 3, total: current.status === 'importing' ? 30 : 3,
      rate: current.status === 'importing' ? 1.5 : null, seconds_left: current.status === 'importing' ? 18 : null, result: null, error: null,
      created_by: 1, created_at: '2026-11-23T10:00:00Z', started_at: '2026-11-23T10:00:00Z', updated_at: '2026-11-23T10:01:00Z', finished_at: '2026-11-23T10:01:00Z',
    }),
  ),
  http.post(`${PATH}/5/:verb`, async ({ request, params }) => {
    posted.push({ verb: String(params.verb), body: await request.json() });
    const finished_at = '2026-11-23T10:01:00Z';
    if (params.verb === 'resolve') return HttpResponse.json({ entity: 'attributes', id: 4 });
    current =
      params.verb === 'validate'
        ? ready
        : params.verb === 'cancel'
          ? { ...current, status: 'cancelled', finished_at }
          : { ...ready, status: 'done', finished_at, imported: { rows: 3, new: 2, updated: 1, unchanged: 0, errors: 3 } };
    return HttpResponse.json(current);
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  server.resetHandlers();
  current = uploaded;
  posted.length = 0;
  await i18nProvider.changeLocale('en');
});
afterAll(() => server.close());

const renderAt = async (locale: 'en' | 'fr', path: string) => {
  await i18nProvider.changeLocale(locale);
  render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore({ locale })}>
        <ResourceContextProvider value="variant-imports">
          <Routes>
            <Route path="/variant-imports/create" element={<ImportCreate />} />
            <Route path="/variant-imports/:id/show" element={<ImportShow />} />
          </Routes>
        </ResourceContextProvider>
      </AdminContext>
    </MemoryRouter>,
  );
};

describe('an import’s screens', () => {
  it('shows the matched columns, each editable, keeps a required field mapped, and checks with the mapping to save', async () => {
    await renderAt('en', '/variant-imports/5/show');
    const user = userEvent.setup();
    expect(await screen.findByRole('combobox', { name: 'Handle' })).toHaveTextContent('Product handle (required)');
    expect(screen.getByRole('combobox', { name: 'Notes' })).toHaveTextContent('Left out');
    expect(screen.getByText('Asha Rao', { exact: false })).toBeInTheDocument();

    // Taking the price off leaves a required field unmapped: the check waits for it.
    await user.click(screen.getByRole('combobox', { name: 'Variant Price' }));
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Left out' }));
    expect(screen.getByText('Map a column to: Price (₹)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Check the file' })).toBeDisabled();

    // Giving the price to Notes moves it there.
    await user.click(screen.getByRole('combobox', { name: 'Notes' }));
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Price (₹) (required)' }));
    await user.click(screen.getByRole('checkbox', { name: 'Keep this mapping for the next files of this kind' }));
    await user.click(screen.getByRole('button', { name: 'Check the file' }));
    expect(await screen.findByTestId('count-new')).toHaveTextContent('2');
    expect(posted).toEqual([{ verb: 'validate', body: { mapping: { 0: 'product', 1: 'sku', 2: 'price', 4: 'mrp' }, save: true } }]);
    // Five selects opened and clicked through: slow on a loaded machine.
  }, 60_000);

  it('previews the dry run’s counts and its errors with row, column and message, in French, and confirms', async () => {
    current = ready;
    await renderAt('fr', '/variant-imports/5/show');
    const user = userEvent.setup();
    const counts = await screen.findByRole('group', { name: 'Essai' });
    expect(within(counts).getByTestId('count-new')).toHaveTextContent(/Nouvelles\s*2/);
    expect(within(counts).getByTestId('count-updated')).toHaveTextContent(/Modifiées\s*1/);
    expect(within(counts).getByTestId('count-unchanged')).toHaveTextContent(/Inchangées\s*0/);
    expect(within(counts).getByTestId('count-errors')).toHaveTextContent(/Erreurs\s*3/);
    const rows = within(screen.getByRole('table', { name: 'Lignes en erreur' })).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      ['3', 'Handle', 'no-such-product', "Aucun produit n'a l'identifiant ou le titre no-such-product"],
      ['4', 'Variant SKU', '(vide)', expect.stringContaining('2')],
      ['5', 'Variant Price', '(vide)', expect.any(String)],
    ]);
    expect(screen.getByRole('button', { name: 'Télécharger le rapport d’erreurs' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Importer les lignes valides' }));
    expect(await screen.findByText('Import terminé')).toBeInTheDocument();
    expect(await screen.findByText('3 sur 3')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Écrites' })).getByTestId('count-new')).toHaveTextContent(/2/);
    expect(posted.map((post) => post.verb)).toEqual(['confirm']);
  });

  it('lists each value that matched nothing with the rows it holds up, creates one, and checks the file again', async () => {
    current = {
      ...ready,
      unmatched: [
        { field: 'colour', value: 'Aubergine', rows: 7, first_rows: [5, 6, 8, 9, 11], resolvable: true },
        { field: 'product', value: 'Robe Éclat', rows: 1, first_rows: [3], resolvable: false },
      ],
    };
    server.use(http.get('*/svc/product/attributes', () => HttpResponse.json([{ id: 4, name: 'Colour', code: 'colour', values: ['Black', 'Emerald'] }], { headers: { 'Content-Range': 'attributes 0-0/1' } })));
    await renderAt('en', '/variant-imports/5/show');
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Values that match nothing' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getAllByRole('cell').slice(0, 3).map((cell) => cell.textContent)).toEqual(['Colour', 'Aubergine', '7 rows: 5, 6, 8, 9, 11, …']);
    expect(rows[1]).toHaveTextContent('Correct it in the file, or import the product first');
    await user.click(within(rows[0]!).getByRole('combobox', { name: 'Or map to' }));
    expect(within(screen.getByRole('listbox')).getAllByRole('option').map((option) => option.textContent)).toEqual(['Black', 'Emerald']);
    await user.keyboard('{Escape}');
    await user.click(within(rows[0]!).getByRole('button', { name: 'Create "Aubergine"' }));
    expect(await within(rows[0]!).findByText('Created')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Check the file again' }));
    await screen.findByRole('button', { name: 'Import the valid rows' });
    expect(posted).toEqual([
      { verb: 'resolve', body: { field: 'colour', value: 'Aubergine', create: true } },
      { verb: 'validate', body: { mapping: ready.mapping } },
    ]);
  }, 60_000);

  it('shows an import under way with its pace, and cancels the import', async () => {
    current = { ...ready, status: 'importing' };
    await renderAt('en', '/variant-imports/5/show');
    const user = userEvent.setup();
    expect(await screen.findByText('1.5 rows a second')).toBeInTheDocument();
    expect(screen.getByText('about 18 s left')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Progress' })).toHaveAttribute('aria-valuenow', '10');
    expect(screen.queryByRole('button', { name: 'Cancel job' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel the import' }));
    expect(await screen.findByText('This import was cancelled.')).toBeInTheDocument();
    expect(posted.map((post) => post.verb)).toEqual(['cancel']);
  });

  it('takes a dropped file and shows its refusal from the server, and the size limit before sending a file over it', async () => {
    server.use(
      http.post(PATH, () =>
        HttpResponse.json(
          {
            isSuccess: false,
            error: {
              code: 'invalid_input',
              message: 'The file holds a header but no rows',
              fields: { file: 'The file holds a header but no rows' },
              i18n: { message: { key: 'server.import_header_only' }, fields: { file: { key: 'server.import_header_only' } } },
            },
          },
          { status: 400 },
        ),
      ),
    );
    await renderAt('fr', '/variant-imports/create');
    const user = userEvent.setup();
    expect(await screen.findByText(/jusqu’à 50 Mo et 200\s000 lignes/)).toBeInTheDocument();
    // Dropped on the zone, as the picker would give it.
    fireEvent.drop(screen.getByTestId('import-drop-zone'), { dataTransfer: { files: [new File(['Handle,Variant SKU\n'], 'header.csv', { type: 'text/csv' })] } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Le fichier contient un en-tête mais aucune ligne');

    const huge = new File(['x'], 'huge.csv', { type: 'text/csv' });
    Object.defineProperty(huge, 'size', { value: 51 * 1024 * 1024 });
    await user.upload(document.querySelector('input[type="file"]') as HTMLInputElement, huge);
    expect(await screen.findByRole('alert')).toHaveTextContent('50 Mo');
  });
});

import { afterAll, beforeAll, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { AdminContext, RecordContextProvider, ResourceContextProvider, memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { dataProvider } from '../../src/providers/dataProvider';
import { i18nProvider } from '../../src/providers/i18nProvider';
import { ShelfPlace } from '../../src/resources/shelves/ShelfPlace';

const warehouse = { id: 4, name: 'Bhiwandi DC', code: 'BHW' };
const server = setupServer(
  http.get('*/svc/product/warehouses', () => HttpResponse.json([warehouse], { headers: { 'Content-Range': 'warehouses 0-0/1' } })),
  http.get('*/svc/product/warehouses/4', () => HttpResponse.json(warehouse)),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

it('names the shelf’s warehouse and rack, each a link to its page', async () => {
  render(
    <MemoryRouter>
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
        <ResourceContextProvider value="shelves">
          <RecordContextProvider value={{ id: 31, code: 'A-01', rack_id: 7, rack_code: 'R1', warehouse_id: 4 }}>
            <ShelfPlace />
          </RecordContextProvider>
        </ResourceContextProvider>
      </AdminContext>
    </MemoryRouter>,
  );
  expect(await screen.findByRole('link', { name: 'Bhiwandi DC' })).toHaveAttribute('href', '/apps/warehouse/4');
  expect(screen.getByRole('link', { name: 'R1' })).toHaveAttribute('href', '/apps/4/racks/7');
  expect(screen.getByText('Warehouse')).toBeVisible();
  expect(screen.getByText('Rack')).toBeVisible();
});

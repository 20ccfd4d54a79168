import type { Page } from './fixtures';
import { api } from './api';

/** A GET of the API as the signed-in staff member. */
export const apiGet = <T,>(page: Page, path: string) => api<T>(page, 'GET', path);

/** A seeded customer with a default address (one in ten has none). */
export const customerWithAddress = async (page: Page) => {
  const customers = await apiGet<{ id: number }[]>(page, '/svc/customer/customers?range=[0,4]&sort=["id","ASC"]');
  for (const { id } of customers) {
    const customer = await apiGet<{ id: number; email: string; addresses: { line1: string }[] }>(page, `/svc/customer/customers/${id}`);
    if (customer.addresses.length) return customer;
  }
  throw new Error('no seeded customer with an address');
};

/** A warehouse named after `word` with one shelf holding `quantity` pieces of the variant, made through the warehouse API. */
export const stockedWarehouse = async (page: Page, word: string, variantId: number, quantity = 5) => {
  const warehouse = await api<{ id: number; name: string }>(page, 'POST', '/svc/product/warehouses', { name: `Hub ${word}`, code: word, pincode: '400001', city: 'Mumbai' });
  const rack = await api<{ id: number }>(page, 'POST', '/svc/product/racks', { warehouse_id: warehouse.id, code: 'R1' });
  const [shelf] = await api<{ id: number; code: string }[]>(page, 'POST', '/svc/product/shelves/bulk', { rack_id: rack.id, prefix: 'X-', first: 1, last: 1, digits: 2 });
  const document = await api<{ id: number }>(page, 'POST', '/svc/product/inbound-documents', { warehouse_id: warehouse.id, reference: word, lines: [{ variant_id: variantId, shelf_id: shelf!.id, quantity }] });
  await api(page, 'POST', `/svc/product/inbound-documents/${document.id}/receive`);
  return { warehouse, shelf: shelf! };
};

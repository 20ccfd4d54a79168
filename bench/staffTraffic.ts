import type { Request } from 'autocannon';
import { sql } from 'drizzle-orm';
import type { Database } from '../server/db/client';
import { products, variants } from '../server/db/schema';
import { openStockedCarts } from '../server/db/seed/openCarts';

/**
 * A staff member's traffic for the mixed load bench: one cycle of ten requests a connection repeats
 * (autocannon's `requests`): lists, record pages, an edit, a checkout, and one cycle in IMPORT_EVERY an
 * import's upload and dry run (whose job the server's queue then runs).
 */
const IMPORT_EVERY = 25;
const CUSTOMERS = '/svc/customer/customers';
const PRODUCTS = '/svc/product/products';
const VARIANTS = '/svc/product/variants';
const CUSTOMER_IMPORTS = '/svc/customer/customer-imports';
const VARIANT_DEFAULTS = { category: 'all', stock: 'all', product_status: 'all', is_expired: false };
const BOUNDARY = '----bench-load-boundary';

const list = (path: string, query: Record<string, unknown>) =>
  `${path}?${new URLSearchParams(Object.entries(query).map(([key, value]): [string, string] => [key, JSON.stringify(value)]))}`;

/** What the traffic works on: open carts to place, customers to edit, products and variants to show. */
export interface TrafficData {
  warehouseId: number;
  cartIds: number[];
  productIds: number[];
  variantIds: number[];
}

/** CARTS open carts of one piece each, on 20 variants stocked (plenty) in a warehouse of the bench's own. */
export const prepareTraffic = async (db: Database, cartCount: number): Promise<TrafficData> => {
  const { warehouseId, cartIds } = await openStockedCarts(db, { code: `LOAD-${Date.now().toString(36).toUpperCase()}`, name: 'Bench', count: cartCount, variantCount: 20 });
  const productIds = (await db.select({ id: products.id }).from(products).orderBy(sql`random()`).limit(200)).map((row) => row.id);
  const variantIds = (await db.select({ id: variants.id }).from(variants).orderBy(sql`random()`).limit(200)).map((row) => row.id);
  return { warehouseId, cartIds, productIds, variantIds };
};

/** A small customer file (20 rows), unique by `serial`, as the import screen uploads it. */
const importBody = (serial: number) => {
  const rows = Array.from({ length: 20 }, (_, index) => `Load,Bench ${serial}-${index},load.${serial}.${index}@example.com,bench,1 MG Road,Bengaluru,KA,560001`);
  const csv = ['First Name,Last Name,Email,Tags,Address1,City,Province Code,Zip', ...rows].join('\n');
  return `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="load-${serial}.csv"\r\nContent-Type: text/csv\r\n\r\n${csv}\r\n--${BOUNDARY}--\r\n`;
};

type Customer = Record<string, unknown> & { id: number };
type Context = { importId?: number; mapping?: unknown };

/**
 * The cycle. `customers` are full records (as the show route answers them) the edits PUT back with a new
 * last name; `run` tells runs apart (idempotency keys, import files).
 */
export const trafficRequests = (data: TrafficData, customers: Customer[], run: string): Request[] => {
  let cart = 0;
  let serial = 0;
  let cycle = 0;
  const pick = <T>(from: T[]) => from[Math.floor(Math.random() * from.length)]!;
  const json = { 'content-type': 'application/json' };
  const get = (path: () => string): Request => ({ method: 'GET', setupRequest: (request) => ({ ...request, path: path() }) });
  return [
    get(() => list(CUSTOMERS, { range: [0, 24], sort: ['created_at', 'DESC'] })),
    get(() => list(VARIANTS, { range: [0, 24], sort: ['id', 'DESC'], filter: VARIANT_DEFAULTS })),
    get(() => `${CUSTOMERS}/${pick(customers).id}`),
    get(() => `${PRODUCTS}/${pick(data.productIds)}`),
    get(() => list('/svc/order/orders', { range: [0, 24], sort: ['id', 'DESC'] })),
    {
      method: 'PUT',
      setupRequest: (request) => {
        const customer = pick(customers);
        return { ...request, path: `${CUSTOMERS}/${customer.id}`, headers: { ...request.headers, ...json }, body: JSON.stringify({ ...customer, last_name: `Edited ${run}-${serial++}` }) };
      },
    },
    {
      method: 'POST',
      setupRequest: (request) => {
        const cartId = data.cartIds[cart++ % data.cartIds.length]!;
        return { ...request, path: `/svc/cart/carts/${cartId}/place`, headers: { ...request.headers, ...json }, body: JSON.stringify({ idempotency_key: `load-${run}-${cartId}`, warehouse_id: data.warehouseId }) };
      },
    },
    get(() => list(PRODUCTS, { range: [0, 24], sort: ['id', 'DESC'] })),
    {
      // One cycle in IMPORT_EVERY uploads a file; the others search the customers.
      method: 'POST',
      setupRequest: (request) => {
        if (++cycle % IMPORT_EVERY)
          return { ...request, method: 'GET', path: list(CUSTOMERS, { range: [0, 24], filter: { q: 'priya' } }), body: undefined };
        return { ...request, path: CUSTOMER_IMPORTS, headers: { ...request.headers, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` }, body: importBody(serial++) };
      },
      onResponse: (status, body, context: Context) => {
        if (status !== 201) return;
        const uploaded = JSON.parse(body) as { id: number; mapping: unknown };
        context.importId = uploaded.id;
        context.mapping = uploaded.mapping;
      },
    },
    {
      // The dry run of the file just uploaded, else a variant's page.
      method: 'GET',
      setupRequest: (request, context: Context) =>
        context.importId
          ? { ...request, method: 'POST', path: `${CUSTOMER_IMPORTS}/${context.importId}/validate`, headers: { ...request.headers, ...json }, body: JSON.stringify({ mapping: context.mapping }) }
          : { ...request, path: `${VARIANTS}/${pick(data.variantIds)}` },
    },
  ];
};

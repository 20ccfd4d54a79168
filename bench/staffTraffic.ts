import type { Request } from 'autocannon';
import { sql } from 'drizzle-orm';
import type { Database } from '../server/db/client';
import { products, variants } from '../server/db/schema';
import { openStockedCarts } from '../server/db/seed/openCarts';

/**
 * A staff member's traffic for the mixed load bench: a cycle of ten kinds of request (lists, record
 * pages, an edit, a checkout, and one turn in IMPORT_EVERY an import's upload, dry-run by a later request,
 * whose job the server's queue then runs).
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
/** A connection's own state (autocannon's context): what it asked last, for the tally. */
type Context = { label?: string };
type Kind = (typeof KINDS)[number];
/** The cycle after the static customers list, handed out in turn across all connections. */
const KINDS = ['variants', 'customer', 'product', 'orders', 'edit', 'checkout', 'products', 'searchOrUpload', 'dryRunOrVariant'] as const;

/** The answers by kind of request (`checkout`, `upload`, ...) and status. */
export type Tally = Record<string, Record<string, number>>;

/**
 * The traffic: autocannon's `requests`, and a tally of answers by kind and status the bench reads and
 * clears between steps. `customers` are full records (as the show route answers them) the edits PUT back
 * with a new last name; `run` tells runs apart (idempotency keys, import files).
 *
 * autocannon starts every connection at the first request of `requests` and keeps that request's bytes
 * on the shared request object: a dynamic first request would be built once and sent by every connection
 * (a checkout's key replayed), and a cycle walked by each connection from its start over-weighs the first
 * requests when a step gives each connection only a few. So the first request is static (the customers
 * list) and every later one takes the next kind of one cycle shared by all connections: the mix is the
 * cycle's at any concurrency, and each checkout takes a cart and a key no other request has.
 */
export const trafficRequests = (data: TrafficData, customers: Customer[], run: string) => {
  let cart = 0;
  let serial = 0;
  let turn = 0;
  let searches = 0;
  /** Imports uploaded and not yet dry-run: the next dry-run turn takes one. */
  const uploaded: { id: number; mapping: unknown }[] = [];
  const tally: Tally = {};
  const count = (kind: string, status: number) => {
    const byStatus = (tally[kind] ??= {});
    byStatus[status] = (byStatus[status] ?? 0) + 1;
  };
  const pick = <T>(from: T[]) => from[Math.floor(Math.random() * from.length)]!;
  const json = { 'content-type': 'application/json' };
  const nonce = `${run}-${process.pid}-${Date.now().toString(36)}`;
  let cartsRunOut = false;

  const build = (kind: Kind, request: Request, context: Context): Request => {
    context.label = kind;
    switch (kind) {
      case 'variants':
        return { ...request, method: 'GET', path: list(VARIANTS, { range: [0, 24], sort: ['id', 'DESC'], filter: VARIANT_DEFAULTS }) };
      case 'customer':
        return { ...request, method: 'GET', path: `${CUSTOMERS}/${pick(customers).id}` };
      case 'product':
        return { ...request, method: 'GET', path: `${PRODUCTS}/${pick(data.productIds)}` };
      case 'orders':
        return { ...request, method: 'GET', path: list('/svc/order/orders', { range: [0, 24], sort: ['id', 'DESC'] }) };
      case 'edit': {
        const customer = pick(customers);
        return { ...request, method: 'PUT', path: `${CUSTOMERS}/${customer.id}`, headers: { ...request.headers, ...json }, body: JSON.stringify({ ...customer, last_name: `Edited ${run}-${serial++}` }) };
      }
      case 'checkout': {
        // Each cart once, each key once: a placement is always real work (201), never a replay (200).
        const cartId = data.cartIds[cart++];
        if (cartId === undefined) {
          cartsRunOut = true;
          return build('variants', request, context);
        }
        return { ...request, method: 'POST', path: `/svc/cart/carts/${cartId}/place`, headers: { ...request.headers, ...json }, body: JSON.stringify({ idempotency_key: `load-${nonce}-${cartId}`, warehouse_id: data.warehouseId }) };
      }
      case 'products':
        return { ...request, method: 'GET', path: list(PRODUCTS, { range: [0, 24], sort: ['id', 'DESC'] }) };
      case 'searchOrUpload':
        // One turn in IMPORT_EVERY uploads a small customer file; the others search the customers.
        context.label = searches % IMPORT_EVERY === IMPORT_EVERY - 1 ? 'upload' : 'search';
        if (++searches % IMPORT_EVERY) return { ...request, method: 'GET', path: list(CUSTOMERS, { range: [0, 24], filter: { q: 'priya' } }) };
        return { ...request, method: 'POST', path: CUSTOMER_IMPORTS, headers: { ...request.headers, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` }, body: importBody(serial++) };
      case 'dryRunOrVariant': {
        // The dry run of a file uploaded earlier, else a variant's page.
        const upload = uploaded.shift();
        context.label = upload ? 'dryRun' : 'variant';
        if (!upload) return { ...request, method: 'GET', path: `${VARIANTS}/${pick(data.variantIds)}` };
        return { ...request, method: 'POST', path: `${CUSTOMER_IMPORTS}/${upload.id}/validate`, headers: { ...request.headers, ...json }, body: JSON.stringify({ mapping: upload.mapping }) };
      }
    }
  };

  const customersList: Request = {
    method: 'GET',
    path: list(CUSTOMERS, { range: [0, 24], sort: ['created_at', 'DESC'] }),
    onResponse: (status) => count('customers', status),
  };
  const next: Request = {
    setupRequest: (request, context: Context) => build(KINDS[turn++ % KINDS.length]!, request, context),
    onResponse: (status, body, context: Context) => {
      count(context.label ?? 'unknown', status);
      if (context.label !== 'upload' || status !== 201) return;
      const answer = JSON.parse(body) as { id: number; mapping: unknown };
      uploaded.push({ id: answer.id, mapping: answer.mapping });
    },
  };
  const requests: Request[] = [customersList, ...KINDS.map(() => next)];
  return {
    requests,
    /** The answers since the last call, by kind and status; clears them. */
    takeTally: () => {
      const taken = structuredClone(tally);
      for (const kind of Object.keys(tally)) delete tally[kind];
      return taken;
    },
    cartsUsed: () => Math.min(cart, data.cartIds.length),
    cartsRunOut: () => cartsRunOut,
  };
};

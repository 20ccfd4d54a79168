import { existsSync, readdirSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { SECRET_VALUE } from '@domain/history';
import { employees, imports, jobs } from '../../server/db/schema';
import { multipart } from './mediaApi';
import { collectionUrl, createIn, PRODUCT_API, uniqueWord } from './catalogueApi';
import type { PlainResource } from './plainResources';
import { createEmployee, EMPLOYEE_API, newEmployee } from './employeeApi';
import { CUSTOMERS, createCustomerIn, newCustomer } from './customerApi';
import type { TestServer } from './harness';
import { cartWriteCases, orderWriteCases, returnWriteCases } from './historyWritesOrders';
import { STOCK_CASES, STOCK_RESOURCES } from './historyWritesStock';
import { cmsCases } from './cmsHistoryCases';
import { promotionResources, promotionWriteCases } from './historyWritesPromotions';
import { profileWriteCases } from './historyWritesProfile';
import { notificationCases } from './notificationHistoryCases';
import { raffleCases } from './raffleHistoryCases';

/**
 * The write routes of every base, each with a call that succeeds and one that fails, for the History
 * walk (history.test.ts). A write route added without an entry here fails that test.
 */

type Row = Record<string, unknown>;
type Call = Pick<InjectOptions, 'url' | 'payload' | 'headers'> & { url: string };

/** The History row a successful call must leave. `changes` is compared exactly unless `partial`. */
export interface ExpectedRow {
  entity: string;
  entity_id: number;
  action: string;
  changes: Record<string, [unknown, unknown]>;
  /** Creates and deletes record every field with a value: the listed ones are checked. */
  partial?: boolean;
}

export interface WriteCase {
  /** "METHOD /svc/... pattern" as registered. */
  route: string;
  /** Prepares what it needs, makes the call, and tells the row it expects from the answer. */
  succeeds: (server: TestServer, token: string) => Promise<{ call: Call; expect: (answer: Row) => ExpectedRow }>;
  /** A call refused with a 4xx, which must leave no row. */
  fails: (server: TestServer, token: string) => Promise<Call>;
}

const MISSING = 999999999;

/** Every field a create sent, as the record holds it: [null, value]; a delete the reverse. */
const created = (sent: Row, answer: Row) => Object.fromEntries(Object.keys(sent).map((key): [string, [unknown, unknown]] => [key, [null, answer[key]]]));
const deleted = (sent: Row, record: Row) => Object.fromEntries(Object.keys(sent).map((key): [string, [unknown, unknown]] => [key, [record[key], null]]));

export interface ProductResource {
  name: string;
  /** A valid create payload, unique by its word. */
  create: (word: string, server: TestServer, token: string) => Row | Promise<Row>;
  /** A field the update changes, and its new value. */
  change: [string, unknown];
  /** The update takes the whole record (the taxonomy's schemas) rather than the changed fields. */
  fullUpdate?: boolean;
  replaceable?: boolean;
}

const named = (prefix: string) => (word: string) => ({ name: `${prefix} ${word}`, slug: `${prefix.toLowerCase()}-${word}` });

const productOf = async (server: TestServer, token: string) => {
  const word = uniqueWord('hp');
  return createIn(server, token, 'products', { title: `Kurta ${word}`, slug: `kurta-${word}` });
};

const PRODUCT_RESOURCES: ProductResource[] = [
  { name: 'brands', create: named('Brand'), change: ['name', 'Renamed brand'], fullUpdate: true, replaceable: true },
  { name: 'designers', create: named('Designer'), change: ['name', 'Renamed designer'], fullUpdate: true, replaceable: true },
  { name: 'categories', create: named('Category'), change: ['name', 'Renamed category'], fullUpdate: true, replaceable: true },
  { name: 'conditions', create: (w) => ({ name: `Grade ${w}`, code: `H_${w.toUpperCase()}` }), change: ['name', 'Renamed grade'], fullUpdate: true, replaceable: true },
  { name: 'stores', create: (w) => ({ name: `Store ${w}`, code: `ST-${w.toUpperCase()}` }), change: ['name', 'Renamed store'], fullUpdate: true, replaceable: true },
  { name: 'attributes', create: (w) => ({ name: `Fit ${w}`, code: w, values: ['Slim', 'Boxy'] }), change: ['name', 'Renamed fit'], fullUpdate: true, replaceable: true },
  { name: 'urls', create: (w) => ({ path: `/history/${w}`, target_type: 'page' }), change: ['is_active', false], fullUpdate: true, replaceable: true },
  { name: 'collections', create: (w) => ({ title: `Edit ${w}`, slug: `edit-${w}` }), change: ['title', 'Renamed edit'], fullUpdate: true, replaceable: true },
  { name: 'products', create: (w) => ({ title: `Saree ${w}`, slug: `saree-${w}` }), change: ['title', 'Renamed saree'] },
  {
    name: 'variants',
    create: async (w, server, token) => ({ product_id: (await productOf(server, token)).id, sku: `SKU-${w.toUpperCase()}`, mrp: 1000, price: 900 }),
    change: ['price', 800],
  },
];

/** The plain lists \`npm run new:resource\` made (tests/server/resources/): renamed, replaced like the taxonomy's. */
const scaffolded = new URL('./resources/', import.meta.url);
const SCAFFOLDED_RESOURCES: ProductResource[] = (
  await Promise.all(
    (existsSync(scaffolded) ? readdirSync(scaffolded) : [])
      .filter((file) => file.endsWith('.cases.ts'))
      .map(async (file) => ((await import(new URL(file, scaffolded).href)) as { resource: PlainResource }).resource),
  )
).map((resource) => ({ name: resource.resource, create: resource.valid, change: [resource.search, `Renamed ${uniqueWord('r')}`], fullUpdate: true, replaceable: true }));

const productCases = (resource: ProductResource): WriteCase[] => {
  const path = collectionUrl(resource.name);
  const route = (method: string, suffix = '') => `${method} ${path}${suffix}`;
  const make = async (server: TestServer, token: string) => {
    const sent = await resource.create(uniqueWord('h'), server, token);
    return { sent, record: await createIn(server, token, resource.name, sent) };
  };
  const cases: WriteCase[] = [
    {
      route: route('POST'),
      succeeds: async (server, token) => {
        const sent = await resource.create(uniqueWord('h'), server, token);
        return {
          call: { url: path, payload: sent },
          expect: (answer) => ({ entity: resource.name, entity_id: answer.id as number, action: 'create', changes: created(sent, answer), partial: true }),
        };
      },
      fails: async () => ({ url: path, payload: {} }),
    },
    {
      route: route('PUT', '/:id'),
      succeeds: async (server, token) => {
        const { sent, record } = await make(server, token);
        const [field, value] = resource.change;
        const payload = resource.fullUpdate ? { ...sent, [field]: value } : { [field]: value };
        return {
          call: { url: `${path}/${record.id}`, payload },
          expect: (answer) => ({ entity: resource.name, entity_id: record.id, action: 'update', changes: { [field]: [record[field], answer[field]] } }),
        };
      },
      fails: async (server, token) => {
        const { sent } = await make(server, token);
        return { url: `${path}/${MISSING}`, payload: sent };
      },
    },
    {
      route: route('DELETE', '/:id'),
      succeeds: async (server, token) => {
        const { sent, record } = await make(server, token);
        return {
          call: { url: `${path}/${record.id}` },
          expect: () => ({ entity: resource.name, entity_id: record.id, action: 'delete', changes: deleted(sent, record), partial: true }),
        };
      },
      fails: async () => ({ url: `${path}/${MISSING}` }),
    },
  ];
  if (resource.replaceable) {
    cases.push({
      route: route('POST', '/:id/replace'),
      succeeds: async (server, token) => {
        const { sent, record } = await make(server, token);
        const { record: replacement } = await make(server, token);
        return {
          call: { url: `${path}/${record.id}/replace`, payload: { replacement_id: replacement.id } },
          expect: () => ({ entity: resource.name, entity_id: record.id, action: 'replace', changes: deleted(sent, record), partial: true }),
        };
      },
      fails: async (server, token) => {
        const { record } = await make(server, token);
        return { url: `${path}/${record.id}/replace`, payload: { replacement_id: record.id } };
      },
    });
  }
  return cases;
};

const manualCollectionWithProducts = async (server: TestServer, token: string, count: number) => {
  const word = uniqueWord('hc');
  const collection = await createIn(server, token, 'collections', { title: `Picks ${word}`, slug: `picks-${word}` });
  const members = [];
  for (let i = 0; i < count; i++) {
    const product = await productOf(server, token);
    members.push(await createIn(server, token, 'collection-products', { collection_id: collection.id, product_id: product.id }));
  }
  return { collection, members };
};

const COLLECTION_PRODUCTS = `${PRODUCT_API}/collection-products`;

const collectionProductCases: WriteCase[] = [
  {
    route: `POST ${COLLECTION_PRODUCTS}`,
    succeeds: async (server, token) => {
      const { collection } = await manualCollectionWithProducts(server, token, 0);
      const product = await productOf(server, token);
      return {
        call: { url: COLLECTION_PRODUCTS, payload: { collection_id: collection.id, product_id: product.id } },
        expect: () => ({ entity: 'collections', entity_id: collection.id, action: 'add_product', changes: { product_id: [null, product.id] }, partial: true }),
      };
    },
    fails: async (server, token) => {
      const { collection } = await manualCollectionWithProducts(server, token, 0);
      return { url: COLLECTION_PRODUCTS, payload: { collection_id: collection.id, product_id: MISSING } };
    },
  },
  {
    route: `PUT ${COLLECTION_PRODUCTS}/:id`,
    succeeds: async (server, token) => {
      const { collection, members } = await manualCollectionWithProducts(server, token, 2);
      return {
        call: { url: `${COLLECTION_PRODUCTS}/${members[1]!.id}`, payload: { position: 0 } },
        expect: () => ({ entity: 'collections', entity_id: collection.id, action: 'move_product', changes: { position: [1, 0] } }),
      };
    },
    fails: async (server, token) => {
      const { members } = await manualCollectionWithProducts(server, token, 1);
      return { url: `${COLLECTION_PRODUCTS}/${members[0]!.id}`, payload: { position: -1 } };
    },
  },
  {
    route: `DELETE ${COLLECTION_PRODUCTS}/:id`,
    succeeds: async (server, token) => {
      const { collection, members } = await manualCollectionWithProducts(server, token, 1);
      const member = members[0]!;
      return {
        call: { url: `${COLLECTION_PRODUCTS}/${member.id}` },
        expect: () => ({ entity: 'collections', entity_id: collection.id, action: 'remove_product', changes: { product_id: [member.product_id, null] }, partial: true }),
      };
    },
    fails: async () => ({ url: `${COLLECTION_PRODUCTS}/${MISSING}` }),
  },
];

/** A variant in the given state of review, priced 900. */
const variantIn = async (server: TestServer, token: string, status: 'draft' | 'in_review') => {
  const product = await productOf(server, token);
  const word = uniqueWord('hv').toUpperCase();
  const variant = await createIn(server, token, 'variants', { product_id: product.id, sku: `REV-${word}`, mrp: 1000, price: 900 });
  if (status === 'in_review') await server.request(token, { method: 'POST', url: `${PRODUCT_API}/variants/${variant.id}/submit`, payload: {} });
  return variant;
};

const QUEUE = `${PRODUCT_API}/in-review-variants`;

/** One variant moved from one status to another by a named action, alone (`:id`) or in a bulk call. */
const statusAction = (
  path: string,
  name: string,
  from: 'draft' | 'in_review',
  to: string,
  extra: Row,
  refusedFrom: 'draft' | 'in_review',
): WriteCase[] => [
  {
    route: `POST ${path}/:id/${name}`,
    succeeds: async (server, token) => {
      const variant = await variantIn(server, token, from);
      return {
        call: { url: `${path}/${variant.id}/${name}`, payload: extra },
        expect: () => ({ entity: 'variants', entity_id: variant.id, action: name, changes: { status: [from, to] } }),
      };
    },
    fails: async (server, token) => ({ url: `${path}/${(await variantIn(server, token, refusedFrom)).id}/${name}`, payload: extra }),
  },
  {
    route: `POST ${path}/${name}`,
    succeeds: async (server, token) => {
      const variant = await variantIn(server, token, from);
      return {
        call: { url: `${path}/${name}`, payload: { ids: [variant.id], ...extra } },
        expect: () => ({ entity: 'variants', entity_id: variant.id, action: name, changes: { status: [from, to] } }),
      };
    },
    fails: async () => ({ url: `${path}/${name}`, payload: { ids: [], ...extra } }),
  },
];

const reviewCases: WriteCase[] = [
  ...statusAction(QUEUE, 'approve', 'in_review', 'approved', {}, 'draft'),
  ...statusAction(QUEUE, 'reject', 'in_review', 'rejected', { reason: 'Photos are blurred' }, 'draft'),
  ...statusAction(`${PRODUCT_API}/variants`, 'submit', 'draft', 'in_review', {}, 'in_review'),
  {
    route: `PUT ${QUEUE}/:id`,
    succeeds: async (server, token) => {
      const variant = await variantIn(server, token, 'in_review');
      return {
        call: { url: `${QUEUE}/${variant.id}`, payload: { price: 700 } },
        expect: () => ({ entity: 'variants', entity_id: variant.id, action: 'update', changes: { price: [900, 700] } }),
      };
    },
    // A draft is not in the queue.
    fails: async (server, token) => ({ url: `${QUEUE}/${(await variantIn(server, token, 'draft')).id}`, payload: { price: 700 } }),
  },
];

const EMPLOYEE = `${EMPLOYEE_API}/employee`;

/** One PATCH part of a fresh employee: what it sends, and the changes it must record. */
const partCase = (
  part: string,
  sent: Row,
  changes: (employee: Row) => ExpectedRow['changes'],
  refused: Row,
  prepare?: (server: TestServer, id: number) => Promise<void>,
): WriteCase => ({
  route: `PATCH ${EMPLOYEE}/${part}`,
  succeeds: async (server, token) => {
    const employee = await createEmployee(server, token);
    await prepare?.(server, employee.id);
    return {
      call: { url: `${EMPLOYEE}/${part}`, payload: { employee_id: employee.id, ...sent } },
      expect: () => ({ entity: 'employees', entity_id: employee.id, action: part, changes: changes(employee) }),
    };
  },
  fails: async (server, token) => ({ url: `${EMPLOYEE}/${part}`, payload: { employee_id: (await createEmployee(server, token)).id, ...refused } }),
});

const SECRET: [string, string] = [SECRET_VALUE, SECRET_VALUE];
const PROFILE_IMAGE = '/svc/media/api/v1/media/0123456789abcdef0123456789abcdef';

const employeeCases: WriteCase[] = [
  {
    route: `POST ${EMPLOYEE}`,
    succeeds: async () => {
      const payload = newEmployee();
      return {
        call: { url: EMPLOYEE, payload },
        expect: (answer) => {
          const id = (answer.body as Row).id as number;
          return { entity: 'employees', entity_id: id, action: 'create', changes: { email: [null, payload.email], password: SECRET }, partial: true };
        },
      };
    },
    fails: async () => ({ url: EMPLOYEE, payload: {} }),
  },
  partCase('account', { first_name: 'Renamed' }, () => ({ first_name: ['Zoya', 'Renamed'] }), { mobile: '12' }),
  partCase('information', { dob: '1990-01-02' }, () => ({ dob: [null, '1990-01-02'] }), { dob: 'soon' }),
  partCase('address', { city: 'Pune' }, () => ({ city: [null, 'Pune'] }), { pincode: 'abc' }),
  partCase(
    'bank-details',
    { bank_holder: 'Zoya F', bank_account_number: '123456789012' },
    () => ({ bank_holder: [null, 'Zoya F'], bank_account_number: SECRET }),
    { bank_pan: 'nope' },
  ),
  partCase('password', { password: 'Another#20261' }, () => ({ password: SECRET }), { password: 'short' }),
  partCase('profile-image', { profile_image: null }, () => ({ profile_image: [PROFILE_IMAGE, null] }), { profile_image: PROFILE_IMAGE }, async (server, id) => {
    // Set directly: the route only takes uploaded media, and this one was never uploaded.
    await server.database.db.update(employees).set({ profile_image: PROFILE_IMAGE }).where(eq(employees.id, id));
  }),
  {
    route: `POST ${EMPLOYEE}/disable`,
    succeeds: async (server, token) => {
      const employee = await createEmployee(server, token);
      return {
        call: { url: `${EMPLOYEE}/disable`, payload: { employee_id: employee.id } },
        expect: () => ({ entity: 'employees', entity_id: employee.id, action: 'disable', changes: { status: ['active', 'disabled'] } }),
      };
    },
    fails: async () => ({ url: `${EMPLOYEE}/disable`, payload: { employee_id: MISSING } }),
  },
  {
    route: `POST ${EMPLOYEE}/enable`,
    succeeds: async (server, token) => {
      const employee = await createEmployee(server, token);
      await server.request(token, { method: 'POST', url: `${EMPLOYEE}/disable`, payload: { employee_id: employee.id } });
      return {
        call: { url: `${EMPLOYEE}/enable`, payload: { employee_id: employee.id } },
        expect: () => ({ entity: 'employees', entity_id: employee.id, action: 'enable', changes: { status: ['disabled', 'active'] } }),
      };
    },
    fails: async () => ({ url: `${EMPLOYEE}/enable`, payload: { employee_id: MISSING } }),
  },
];

const ROLES = `${EMPLOYEE_API}/roles`;

const newRole = async (server: TestServer, token: string) => {
  const name = uniqueWord('role');
  const response = await server.request(token, { method: 'POST', url: ROLES, payload: { name } });
  return response.json().body as { id: number; name: string };
};

const roleCases: WriteCase[] = [
  {
    route: `POST ${ROLES}`,
    succeeds: async () => {
      const name = uniqueWord('role');
      return {
        call: { url: ROLES, payload: { name } },
        expect: (answer) => ({ entity: 'roles', entity_id: (answer.body as Row).id as number, action: 'create', changes: { name: [null, name] }, partial: true }),
      };
    },
    fails: async () => ({ url: ROLES, payload: {} }),
  },
  {
    route: `PATCH ${ROLES}/:id`,
    succeeds: async (server, token) => {
      const role = await newRole(server, token);
      return {
        call: { url: `${ROLES}/${role.id}`, payload: { description: 'Buys stock' } },
        expect: () => ({ entity: 'roles', entity_id: role.id, action: 'update', changes: { description: [null, 'Buys stock'] } }),
      };
    },
    fails: async () => ({ url: `${ROLES}/${MISSING}`, payload: { description: 'Buys stock' } }),
  },
  {
    route: `DELETE ${ROLES}/:id`,
    succeeds: async (server, token) => {
      const role = await newRole(server, token);
      return {
        call: { url: `${ROLES}/${role.id}` },
        expect: () => ({ entity: 'roles', entity_id: role.id, action: 'delete', changes: { name: [role.name, null] }, partial: true }),
      };
    },
    fails: async () => ({ url: `${ROLES}/${MISSING}` }),
  },
  {
    route: `POST ${EMPLOYEE_API}/access_control/create`,
    succeeds: async (server, token) => {
      const role = await newRole(server, token);
      return {
        call: { url: `${EMPLOYEE_API}/access_control/create`, payload: { role_id: role.id, permissions: [{ module: 'brands', actions: ['list', 'show'] }] } },
        expect: () => ({ entity: 'roles', entity_id: role.id, action: 'permissions', changes: { brands: [null, ['list', 'show']] } }),
      };
    },
    fails: async (server, token) => ({
      url: `${EMPLOYEE_API}/access_control/create`,
      payload: { role_id: (await newRole(server, token)).id, permissions: [{ module: 'nowhere', actions: ['list'] }] },
    }),
  },
];

/** A job row in `status`, as the runner leaves them (its type's module decides who controls it). */
const jobIn = async (server: TestServer, status: 'queued' | 'failed' | 'done') =>
  (await server.database.db.insert(jobs).values({ type: 'history.walk', module: 'products', params: {}, status }).returning())[0]!;

const jobMove = (action: 'cancel' | 'resume', from: 'queued' | 'failed', to: string, refusedFrom: 'queued' | 'done'): WriteCase => ({
  route: `POST ${EMPLOYEE_API}/jobs/:id/${action}`,
  succeeds: async (server) => {
    const job = await jobIn(server, from);
    return {
      call: { url: `${EMPLOYEE_API}/jobs/${job.id}/${action}` },
      expect: () => ({ entity: 'jobs', entity_id: job.id, action, changes: { status: [from, to] }, partial: true }),
    };
  },
  fails: async (server) => ({ url: `${EMPLOYEE_API}/jobs/${(await jobIn(server, refusedFrom)).id}/${action}` }),
});

const jobCases: WriteCase[] = [jobMove('cancel', 'queued', 'cancelled', 'done'), jobMove('resume', 'failed', 'queued', 'queued')];

/** The import resources, each with a small file its mapping takes. */
const IMPORTS = [
  { resource: 'variant-imports', api: PRODUCT_API, header: 'sku,product,price,mrp', row: () => `H-${uniqueWord('imp')},kurta,100,200` },
  { resource: 'product-imports', api: PRODUCT_API, header: 'handle,title', row: () => `h-${uniqueWord('imp')},Kurta` },
  { resource: 'customer-imports', api: '/svc/customer', header: 'email,first_name', row: () => `${uniqueWord('imp')}@example.in,Asha` },
];
type ImportResource = (typeof IMPORTS)[number];
const importsPath = (kind: { resource: string; api: string }) => `${kind.api}/${kind.resource}`;
const importFile = (kind: ImportResource) => multipart('i.csv', 'text/csv', Buffer.from(`${kind.header}\n${kind.row()}\n`));
/** An import row in `status`, as the pipeline leaves them. */
const importIn = async (server: TestServer, token: string, kind: ImportResource, status: 'uploaded' | 'ready' | 'done') => {
  const uploaded = (await server.request(token, { method: 'POST', url: importsPath(kind), ...importFile(kind) })).json() as { id: number };
  await server.database.db.update(imports).set({ status }).where(eq(imports.id, uploaded.id));
  return uploaded;
};
const importMove = (kind: ImportResource, verb: string, from: 'uploaded' | 'ready', to: string, payload?: Row): WriteCase => ({
  route: `POST ${importsPath(kind)}/:id/${verb}`,
  succeeds: async (server, token) => {
    const record = await importIn(server, token, kind, from);
    return {
      call: { url: `${importsPath(kind)}/${record.id}/${verb}`, payload },
      expect: () => ({ entity: kind.resource, entity_id: record.id, action: verb, changes: { status: [from, to] }, partial: true }),
    };
  },
  // A finished import moves no more.
  fails: async (server, token) => ({ url: `${importsPath(kind)}/${(await importIn(server, token, kind, 'done')).id}/${verb}`, payload }),
});
const importCases: WriteCase[] = IMPORTS.flatMap((kind) => [
  {
    route: `POST ${importsPath(kind)}`,
    succeeds: async () => ({
      call: { url: importsPath(kind), ...importFile(kind) },
      expect: (answer) => ({ entity: kind.resource, entity_id: answer.id as number, action: 'create', changes: { status: [null, 'uploaded'] }, partial: true }),
    }),
    fails: async () => ({ url: importsPath(kind), ...multipart('i.csv', 'text/csv', Buffer.from(`${kind.header}\n`)) }),
  },
  importMove(kind, 'validate', 'uploaded', 'validating', { mapping: Object.fromEntries(kind.header.split(',').map((field, column) => [column, field])) }),
  importMove(kind, 'confirm', 'ready', 'importing'),
  importMove(kind, 'cancel', 'uploaded', 'cancelled'),
]);

/** A value a variant sheet's preview found unmatched, created as a condition. */
const variantImports = IMPORTS[0]!;
importCases.push({
  route: `POST ${importsPath(variantImports)}/:id/resolve`,
  succeeds: async (server, token) => {
    const record = await importIn(server, token, variantImports, 'ready');
    const name = `Comme neuf ${uniqueWord('res')}`;
    return {
      call: { url: `${importsPath(variantImports)}/${record.id}/resolve`, payload: { field: 'condition', value: name, create: true } },
      expect: (answer) => ({ entity: 'conditions', entity_id: answer.id as number, action: 'create', changes: { name: [null, name] }, partial: true }),
    };
  },
  fails: async (server, token) => ({ url: `${importsPath(variantImports)}/${(await importIn(server, token, variantImports, 'done')).id}/resolve`, payload: { field: 'condition', value: 'Late', create: true } }),
});

/** Customers: the record with its addresses; History names the changed fields. */
const customerCases: WriteCase[] = [
  {
    route: `POST ${CUSTOMERS}`,
    succeeds: async () => {
      const sent = newCustomer(uniqueWord('hcu'));
      return {
        call: { url: CUSTOMERS, payload: sent },
        expect: (answer) => ({ entity: 'customers', entity_id: answer.id as number, action: 'create', changes: created(sent, answer), partial: true }),
      };
    },
    fails: async () => ({ url: CUSTOMERS, payload: newCustomer(uniqueWord('hcu'), { email: 'nope' }) }),
  },
  {
    route: `PUT ${CUSTOMERS}/:id`,
    succeeds: async (server, token) => {
      const record = await createCustomerIn(server, token, newCustomer(uniqueWord('hcu')));
      return {
        call: { url: `${CUSTOMERS}/${record.id}`, payload: { ...record, first_name: 'Renamed' } },
        expect: () => ({ entity: 'customers', entity_id: record.id, action: 'update', changes: { first_name: [record.first_name, 'Renamed'] } }),
      };
    },
    fails: async () => ({ url: `${CUSTOMERS}/${MISSING}`, payload: newCustomer(uniqueWord('hcu')) }),
  },
  {
    route: `DELETE ${CUSTOMERS}/:id`,
    succeeds: async (server, token) => {
      const sent = newCustomer(uniqueWord('hcu'), { addresses: [] });
      const record = await createCustomerIn(server, token, sent);
      return {
        call: { url: `${CUSTOMERS}/${record.id}` },
        expect: () => ({ entity: 'customers', entity_id: record.id, action: 'delete', changes: { email: [record.email, null] }, partial: true }),
      };
    },
    fails: async () => ({ url: `${CUSTOMERS}/${MISSING}` }),
  },
];

export const WRITE_CASES: WriteCase[] = [
  ...[...PRODUCT_RESOURCES, ...STOCK_RESOURCES, ...SCAFFOLDED_RESOURCES, ...promotionResources].flatMap(productCases),
  ...STOCK_CASES,
  ...collectionProductCases,
  ...reviewCases,
  ...employeeCases,
  ...roleCases,
  ...jobCases,
  ...importCases,
  ...orderWriteCases,
  ...cartWriteCases,
  ...returnWriteCases,
  ...customerCases,
  ...cmsCases,
  ...promotionWriteCases,
  ...profileWriteCases,
  ...notificationCases,
  ...raffleCases,
];

/** Write routes that change no record of a resource: sessions, the upload of a file and a discount's preview. */
export const NOT_RECORDS = [
  'POST /svc/employee/api/v1/token/generate',
  'POST /svc/employee/api/v1/token/refresh',
  'POST /svc/employee/api/v1/employee/login/email',
  'POST /svc/employee/api/v1/employee/login/oidc',
  'POST /svc/employee/api/v1/employee/logout',
  'POST /svc/media/api/v1/media',
  'POST /svc/cart/discounts/preview',
];

import { expect, it } from 'vitest';
import fc from 'fast-check';
import { eq, getTableColumns, getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { InjectOptions } from 'fastify';
import { hashPassword } from '../../server/auth/passwords';
import type { RegisteredApiRoute } from '../../server/auth/access';
import * as schema from '../../server/db/schema';
import { DEMO_ACCOUNTS } from '../../server/db/seed/accounts';
import { describeEachDatabase, type TestServer } from './harness';
import { concreteUrl } from './routes';

/**
 * Fuzzing the whole route table as the seeded super admin (so requests get past access control):
 * hostile bodies, filters, ids and uploads never get a 500, and a refused write leaves the
 * database as it was. About 1,000 requests per database by default; FUZZ_RUNS=20000 for a longer
 * run, FUZZ_SEED to replay one.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 1000);
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);

/** Tables a refused request may legitimately write: the audit trail and sessions. */
const UNTRACKED_TABLES = new Set(['audit_events', 'refresh_tokens', 'server_settings']);
const TABLES = (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable));
const TRACKED = TABLES.filter((table) => !UNTRACKED_TABLES.has(getTableName(table)));

/** One query: every tracked table's row count and a hash of its rows. */
const snapshotQuery = sql.raw(
  `select ${TRACKED.map((table) => {
    const name = getTableName(table);
    return `(select count(*) || ':' || coalesce(sum(hashtext(t::text)::bigint), 0) from "${name}" t) as "${name}"`;
  }).join(', ')}`,
);

const snapshot = async (server: TestServer): Promise<Record<string, unknown>> => {
  const result = (await server.database.db.execute(snapshotQuery)) as unknown as { rows?: Record<string, unknown>[] } | Record<string, unknown>[];
  return (Array.isArray(result) ? result[0] : result.rows?.[0]) ?? {};
};

/**
 * The first transaction id not yet used: every write to a table commits under a new one, so while it
 * stays the same no table changed and the snapshot above (a scan of every table) can be spared.
 */
const writeMark = async (server: TestServer) => {
  const result = (await server.database.db.execute(sql`select pg_snapshot_xmax(pg_current_snapshot())::text as mark`)) as unknown as
    | { rows?: { mark: string }[] }
    | { mark: string }[];
  return (Array.isArray(result) ? result[0] : result.rows?.[0])?.mark;
};

const changedTables = (before: Record<string, unknown>, after: Record<string, unknown>) =>
  Object.keys(after).filter((name) => before[name] !== after[name]);

// ---- values ----

/** Every column name of the schema, and the fields, filters and keys the routes read besides. */
const KEYS = [
  ...new Set([
    ...TABLES.flatMap((table) => Object.keys(getTableColumns(table))),
    ...['rules', 'match', 'conditions', 'field', 'operator', 'value', 'ids', 'reason', 'permissions', 'module', 'actions'],
    ...['password', 'current_password', 'employee_id', 'replacement_id', 'token', 'id_token', 'nonce', 'q', 'category'],
    ...['stock', 'warehouse_id', 'variant_status', 'product_status', 'is_expired', 'root', 'created_at_gte', 'price_lte'],
    ...['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty'],
  ]),
];

const HOSTILE_TEXT = [
  'a\u0000b', '\u0000', 'bell\u0007', 'line\nbreak', 'tab\there', '\u007f', '', ' ', 'x'.repeat(10_001), '0x3', '1e1', ' 3', '3.0',
  'NaN', 'Infinity', 'true', 'maybe', 'null', '%00', "'; drop table products; --", '\\', '\ud800', '😀', 'All', '[]', '{}',
];
const DATES = [
  '0000-01-01', '0000-01-01T00:00:00Z', '+275760-09-13T00:00:00.000Z', '-271821-04-20T00:00:00.000Z', '9999-12-31T23:59:59Z',
  '1899-12-31', '2201-01-01', '2024-02-30', '2024-13-01', '1970-01-01T00:00:00Z', '2026-01-01T00:00:00+05:30', '2026-01-01', 'yesterday',
];
const NUMBERS = [0, -1, 1, 2, 3, 5, 2_147_483_647, 2_147_483_648, -2_147_483_649, 2 ** 53, -(2 ** 53), 1e308, -1e308, 0.5, 1e-7, 99_999_999_999];
const PLAUSIBLE = [
  'draft', 'published', 'manual', 'rule', 'all', 'any', 'equals', 'contains', 'brand_id', 'tag', 'price', 'INR', 'in_stock',
  'out_of_stock', 'approved', 'pending', 'products', 'brands', 'list', 'edit', 'Silk saree', 'silk-saree', 'SKU-123', 'Asha',
  'someone@example.com', '9876543210', '560001', 'female', 'Password123', 'brand', '/sale', 'https://example.com/x.png',
];

const scalar = fc.oneof(
  fc.constantFrom(...HOSTILE_TEXT),
  fc.constantFrom(...DATES),
  fc.constantFrom(...NUMBERS),
  fc.constantFrom(...PLAUSIBLE),
  fc.constantFrom(true, false, null),
  fc.string({ maxLength: 20 }),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Values the database or the server's code could choke on, in the shapes a field expects or not. */
/** What PostgreSQL cannot store or the server once choked on: NUL, years it cannot hold, numbers beyond int4, wrong words. */
const DANGEROUS = ['a\u0000b', '\u0000', '0000-01-01T00:00:00Z', '+275760-09-13T00:00:00.000Z', '0000-01-01', 2_147_483_648, 1e308, 'maybe', 'abc'];
const hostileScalar = fc.oneof(
  { weight: 2, arbitrary: fc.constantFrom(...DANGEROUS) },
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_TEXT, ...DATES, ...NUMBERS, true, false, null) },
);
const hostile = fc.oneof(
  { weight: 6, arbitrary: hostileScalar },
  { weight: 1, arbitrary: fc.array(hostileScalar, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.constantFrom({}, { a: 1 }, [[]]) },
);

const key = fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...KEYS) }, { weight: 1, arbitrary: fc.string({ maxLength: 8 }) });

/** Objects built with fromEntries keep `__proto__` as an own key, as JSON.parse would. */
const objectOf = (value: fc.Arbitrary<unknown>) =>
  fc.array(fc.tuple(key, value), { maxLength: 6 }).map((entries) => Object.fromEntries(entries));

const { value: jsonValue } = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    scalar,
    fc.array(tie('value'), { maxLength: 4 }),
    objectOf(tie('value')),
  ),
}));

/** Valid bodies of the write routes (by the end of their URL), for hostile values to replace one field of: deep code runs. */
const VALID_BODIES: [RegExp, Record<string, unknown>][] = [
  [/\/(brands|designers)$/, { name: 'Fuzz', slug: 'fuzz-x', description: 'x', logo: null, country: 'IN' }],
  [/\/conditions$/, { name: 'Fuzz', code: 'FUZZ_X', description: 'x', position: 1 }],
  [/\/attributes$/, { name: 'Fuzz', code: 'fuzz_x', type: 'select', values: ['a', 'b'] }],
  [/\/stores$/, { name: 'Fuzz', code: 'FUZZ-X', city: 'Pune', pincode: '411001', phone: '+91 98765 43210' }],
  [/\/categories$/, { name: 'Fuzz', slug: 'fuzz-x', parent_id: 1, position: 0 }],
  [/\/urls$/, { path: '/fuzz-x', target_type: 'brand', target_id: 1 }],
  [/\/collections$/, { title: 'Fuzz', slug: 'fuzz-x', type: 'rule', rules: { match: 'all', conditions: [{ field: 'brand_id', operator: 'equals', value: 1 }] }, published_from: '2026-01-01T00:00:00Z' }],
  [/\/collection-products$/, { collection_id: 1, product_id: 1, position: 0 }],
  [/\/products$/, { title: 'Fuzz', slug: 'fuzz-x', brand_id: 1, category_id: 1, tags: ['a'], attributes: {}, status: 'draft', images: [] }],
  [/\/variants$/, { product_id: 1, sku: 'FUZZ-1', mrp: 1000, price: 900, cost: 0, size: 'M', expires_at: '2027-01-01T00:00:00Z' }],
  [/\/(approve|reject|submit)$/, { ids: [1, 2], reason: 'Not good enough' }],
  [/\/replace$/, { replacement_id: 2 }],
  [/\/employee$/, { first_name: 'Fuzz', last_name: 'Er', email: 'fuzz@example.com', mobile: '9876543210', role_id: 2, password: 'Fuzzing123', dob: '1990-01-01' }],
  [/\/employee\/(account|information|address|bank-details|password|profile-image)$/, { employee_id: 2, first_name: 'Fuzz', last_name: 'Er', email: 'fuzz2@example.com', mobile: '9876543210', role_id: 2, dob: '1990-01-01', joining_date: '2020-01-01', city: 'Pune', bank_pan: 'ABCDE1234F' }],
  [/\/employee\/(enable|disable)$/, { employee_id: 2 }],
  [/\/roles$/, { name: 'fuzz', description: 'x' }],
  [/\/access_control\/create$/, { role_id: 2, permissions: [{ module: 'brands', actions: ['list'] }] }],
  [/\/(login\/email|token\/generate)$/, { email: 'nobody@example.com', password: 'Wrong12345' }],
];
const validBodyOf = (url: string) => VALID_BODIES.find(([pattern]) => pattern.test(url.replace(/\/:[a-z_]+$/, '')))?.[1];

/** Hostile values of the kind a field holds, so they get past its type check and reach deeper code. */
const hostileLike = (value: unknown): fc.Arbitrary<unknown> => {
  if (typeof value === 'number') return fc.oneof(fc.constantFrom(...NUMBERS), hostile);
  if (typeof value === 'string' && /^[0-9]{4}-/.test(value)) return fc.oneof(fc.constantFrom(...DATES), hostile);
  if (typeof value === 'string') return fc.oneof(fc.constantFrom(...HOSTILE_TEXT).map((text) => `${value}${text}`), hostile);
  if (Array.isArray(value)) return fc.oneof(fc.array(hostileLike(value[0] ?? ''), { maxLength: 3 }), hostile);
  return hostile;
};

/** Names that must be unique get a fresh number, so a valid body is not refused as taken before its hostile field is seen. */
const freshNames = (body: Record<string, unknown>, serial: number): Record<string, unknown> =>
  JSON.parse(JSON.stringify(body).replace(/(fuzz|FUZZ)([-_@]?)(x|X|1)?\b/g, (_match, word: string, separator: string) => `${word}${separator || ''}${serial}`));

/** A valid body with one field (its own or another) given a hostile value, sometimes inside rules. */
const mutated = (url: string) => {
  const valid = validBodyOf(url);
  if (!valid) return objectOf(jsonValue);
  const ownField = fc.constantFrom(...Object.keys(valid)).chain((field) => fc.tuple(fc.constant(field), hostileLike(valid[field])));
  const change = fc.oneof({ weight: 4, arbitrary: ownField }, { weight: 1, arbitrary: fc.tuple(key, jsonValue) });
  const ruleChange = fc.tuple(fc.constantFrom('field', 'operator', 'value', 'match'), fc.oneof(hostile, fc.constantFrom(2_147_483_648, 'tag', 'price', 'contains')));
  return fc.tuple(change, ruleChange, fc.boolean(), fc.nat(10_000_000)).map(([[field, value], [ruleKey, ruleValue], inRules, serial]) => {
    const body: Record<string, unknown> = Object.fromEntries([...Object.entries(freshNames(valid, serial)), [field, value]]);
    if (inRules && valid.rules)
      body.rules =
        ruleKey === 'match'
          ? { match: ruleValue, conditions: [{ field: 'tag', operator: 'equals', value: 'a' }] }
          : { match: 'all', conditions: [{ field: 'brand_id', operator: 'equals', value: 1, [ruleKey]: ruleValue }] };
    return body;
  });
};

/** A body for a route: mostly a mutated valid one, else keys a route reads, sometimes not an object at all. */
const bodyFor = (url: string) =>
  fc.oneof({ weight: 6, arbitrary: mutated(url) }, { weight: 2, arbitrary: objectOf(jsonValue) }, { weight: 1, arbitrary: jsonValue });

const deep = (depth: number, open: string, close: string) => open.repeat(depth) + close.repeat(depth);
const RAW_BODIES = [
  deep(33, '[', ']'), deep(5000, '[', ']'), deep(40, '{"a":', '}').replace(/:}/, ':1}'), '{"a":', '{"__proto__":{"x":1}}',
  '{"constructor":{"prototype":{"x":1}}}', 'not json', '', 'null', '[1,2', '{"a":"\\u0000"}', '"\\ud800"',
];

const HOSTILE_IDS = ['1', '2', '3', '5', '0', '-1', '0x3', '%203', '3.0', '1e1', '99999999999999999999', '2147483648', 'abc', '%00', '1%00'];

/** The filters the list routes read beyond their columns, and columns of many types. */
const FILTER_KEYS = [
  ...['q', 'status', 'brand_id', 'category', 'stock', 'warehouse_id', 'variant_status', 'product_status', 'erp_status', 'is_expired'],
  ...['root', 'created_at', 'created_at_gte', 'updated_at_lte', 'expires_at_lte', 'published_from_gte', 'price', 'price_gte', 'tags'],
  ...['attributes', 'is_active', 'id', 'parent_id', 'type', 'role_id', 'dob', 'dob_gte', 'position', 'sku', 'target_id', 'collection_id'],
];
const filterKey = fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...FILTER_KEYS) }, { weight: 1, arbitrary: key });
const filterValue = fc.oneof({ weight: 3, arbitrary: hostile }, { weight: 1, arbitrary: scalar }, { weight: 1, arbitrary: objectOf(scalar) });
const filterObject = fc.array(fc.tuple(filterKey, filterValue), { minLength: 1, maxLength: 3 }).map((entries) => Object.fromEntries(entries));
const listQuery = fc.record(
  {
    filter: fc.oneof({ weight: 5, arbitrary: filterObject.map((filter) => JSON.stringify(filter)) }, { weight: 1, arbitrary: fc.constantFrom(...HOSTILE_TEXT) }),
    sort: fc.oneof(
      fc.tuple(fc.constantFrom(...KEYS), fc.constantFrom('ASC', 'DESC', 'up')).map((sort) => JSON.stringify(sort)),
      fc.constantFrom(...HOSTILE_TEXT),
    ),
    range: fc.oneof(
      fc.tuple(fc.constantFrom(...NUMBERS), fc.constantFrom(...NUMBERS)).map((range) => JSON.stringify(range)),
      fc.constantFrom(...HOSTILE_TEXT),
    ),
    q: fc.constantFrom(...HOSTILE_TEXT),
  },
  { requiredKeys: [] },
);

const boundary = 'fuzzboundary';
const part = (headers: string, content: string) => `--${boundary}\r\n${headers}\r\n\r\n${content}\r\n`;
const PNG = '\x89PNG\r\n\x1a\n' + '\0'.repeat(16);
const MULTIPART: { contentType: string; payload: string }[] = [
  { contentType: 'multipart/form-data', payload: part('Content-Disposition: form-data; name="file"; filename="a.png"', PNG) },
  { contentType: `multipart/form-data; boundary=${boundary}`, payload: `--${boundary}\r\nContent-Disposition: form-data; name="file"` },
  { contentType: `multipart/form-data; boundary=${boundary}`, payload: part('Content-Disposition: form-data; name="file"; filename="a.png"', PNG) },
  { contentType: `multipart/form-data; boundary=${boundary}`, payload: part('Garbage header without colon', 'x') + `--${boundary}--` },
  { contentType: `multipart/form-data; boundary=${boundary}`, payload: part('Content-Disposition: form-data; name="note"', 'x') + `--${boundary}--` },
  { contentType: `multipart/form-data; boundary=other`, payload: part('Content-Disposition: form-data; name="file"; filename="a"', PNG) + `--${boundary}--` },
  { contentType: `multipart/form-data; boundary=${boundary}`, payload: '' },
  { contentType: `multipart/form-data; boundary=${boundary}`, payload: part('Content-Disposition: form-data; name="__proto__"', 'x') + `--${boundary}--` },
  {
    contentType: `multipart/form-data; boundary=${boundary}`,
    payload:
      part('Content-Disposition: form-data; name="file"; filename="a.png"', PNG) +
      part('Content-Disposition: form-data; name="file"; filename="b.png"', PNG) +
      `--${boundary}--`,
  },
  { contentType: 'text/plain', payload: 'hello' },
  { contentType: 'application/x-www-form-urlencoded', payload: 'a=1&b=%00' },
];

interface FuzzCase {
  route: RegisteredApiRoute;
  id: string;
  query: Record<string, string>;
  payload: { kind: 'json'; body: unknown } | { kind: 'raw'; contentType: string; payload: string } | { kind: 'none' };
}

/** Routes whose inputs reach deep code (writes with a valid body to start from, lists) come up more often. */
const routeOf = (routes: RegisteredApiRoute[]) => {
  const targeted = routes.filter((route) => validBodyOf(route.url) || (route.method === 'GET' && !route.url.includes(':')));
  return fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...targeted) }, { weight: 1, arbitrary: fc.constantFrom(...routes) });
};

const fuzzCase = (routes: RegisteredApiRoute[]): fc.Arbitrary<FuzzCase> =>
  routeOf(routes).chain((route) => fc.record({
    route: fc.constant(route),
    id: fc.oneof(fc.constantFrom('1', '2', '3'), fc.constantFrom(...HOSTILE_IDS)),
    query: listQuery,
    payload: fc.oneof(
      { weight: 8, arbitrary: bodyFor(route.url).map((value) => ({ kind: 'json' as const, body: value })) },
      { weight: 1, arbitrary: fc.constantFrom(...RAW_BODIES).map((payload) => ({ kind: 'raw' as const, contentType: 'application/json', payload })) },
      {
        weight: route.url.includes('/media') ? 12 : 1,
        arbitrary: fc.constantFrom(...MULTIPART).map((multipart) => ({ kind: 'raw' as const, ...multipart })),
      },
      { weight: 1, arbitrary: fc.constant({ kind: 'none' as const }) },
    ),
  }));

const injectOptions = ({ route, id, query, payload }: FuzzCase): InjectOptions => {
  const url = concreteUrl(route.url, id);
  const method = route.method as InjectOptions['method'];
  if (route.method === 'GET') return { method, url, query };
  if (payload.kind === 'json') return { method, url, payload: JSON.stringify(payload.body), headers: { 'content-type': 'application/json' } };
  if (payload.kind === 'raw') return { method, url, payload: payload.payload, headers: { 'content-type': payload.contentType } };
  return { method, url };
};

/** Puts the super admin back as seeded, whatever the fuzz did to it (password, status, role, flag). */
const restoreAdmin = async (server: TestServer, adminId: number, roleId: number) => {
  await server.database.db
    .update(schema.employees)
    .set({ email: DEMO_ACCOUNTS.admin.email, status: 'active', is_super_admin: true, role_id: roleId, password_hash: await hashPassword(DEMO_ACCOUNTS.admin.password) })
    .where(eq(schema.employees.id, adminId));
  return server.tokenFor('admin');
};

describeEachDatabase('fuzzing every route as a super admin', (server) => {
  it(`never answers 500 and never half-writes a refused request (${RUNS} requests, seed ${SEED})`, async () => {
    const { db } = server().database;
    const [admin] = await db.select().from(schema.employees).where(eq(schema.employees.email, DEMO_ACCOUNTS.admin.email));
    // The sign-out route would only end the fuzzing session; every other route is fuzzed.
    const routes = server().app.apiRoutes.filter((route) => route.method !== 'HEAD' && !route.url.endsWith('/logout'));
    let token = await server().tokenFor('admin');
    const failures: string[] = [];
    let mark = await writeMark(server());
    let before = await snapshot(server());
    let statuses: Record<number, number> = {};
    for (const sample of fc.sample(fuzzCase(routes), { numRuns: RUNS, seed: SEED })) {
      const options = injectOptions(sample);
      const response = await server().request(token, options);
      statuses = { ...statuses, [response.statusCode]: (statuses[response.statusCode] ?? 0) + 1 };
      const described = () => `${options.method} ${options.url} ${JSON.stringify(options.query ?? '')} ${String(options.payload ?? '').slice(0, 300)}`;
      if (response.statusCode >= 500) failures.push(`${response.statusCode} ${described()} -> ${response.body.slice(0, 200)}`);
      // A GET may write when it succeeds (the first download of an invoice issues its number), never when refused.
      const written = await writeMark(server());
      if (written === mark) continue;
      mark = written;
      const after = await snapshot(server());
      const changed = changedTables(before, after);
      if (response.statusCode >= 400 && changed.length) failures.push(`${response.statusCode} wrote ${changed.join(', ')}: ${described()}`);
      before = after;
      if (response.statusCode === 401 || response.statusCode === 403) {
        token = await restoreAdmin(server(), admin!.id, admin!.role_id);
        mark = await writeMark(server());
        before = await snapshot(server());
      }
    }
    console.log(`fuzz [${server().kind}] seed ${SEED}: statuses ${JSON.stringify(statuses)}`);
    expect(failures.slice(0, 40)).toEqual([]);
  }, 600_000);
});

import type { FastifyInstance } from 'fastify';
import { sql, type SQL } from 'drizzle-orm';
import { foldedName } from '@domain/foldedName';
import { canDo } from '@domain/permissions';
import { SEARCH_KINDS, searchQuerySchema, type SearchHit, type SearchKind, type SearchRank } from '@domain/profile';
import { getResource, type ResourceName } from '@domain/resources';
import { customers, employees, orders, products, variants } from '../../db/schema';
import { staffOf, type StaffContext } from '../../auth/access';
import { escapeLike, prefixQuery } from '../../http/search';
import { rowsOf } from '../../http/listTotal';
import { ok } from '../../http/envelope';
import type { Database } from '../../db/client';
import type { ServiceContext } from '../../context';
import { z } from 'zod';
import { envelope } from '../../openapi/common';

const hitsAnswer = envelope(z.object({ q: z.string(), hits: z.array(z.object({ kind: z.enum(SEARCH_KINDS), id: z.number().int(), title: z.string(), detail: z.string(), rank: z.union([z.literal(0), z.literal(1), z.literal(2)]) })) }));

/** Which resource's list permission lets an employee find a kind of record. */
const KIND_RESOURCE: Record<SearchKind, ResourceName> = {
  order: 'orders',
  invoice: 'orders',
  variant: 'variants',
  product: 'products',
  customer: 'customers',
  employee: 'employees',
};
/** Among equal ranks: codes before names. */
const KIND_ORDER: SearchKind[] = ['order', 'invoice', 'variant', 'customer', 'product', 'employee'];

/**
 * A code (one token with a digit: an order or invoice number, a SKU, a barcode, a phone) is looked up by
 * the codes' btrees alone: as words or trigrams its digits would read large parts of the GIN indexes.
 */
const isCode = (q: string) => /\d/.test(q) && !/\s/.test(q);

/** The first text after every text that starts with `prefix`, for a range scan on a text_pattern_ops index. */
const afterPrefix = (prefix: string) => {
  const chars = [...prefix];
  const last = chars.pop()!;
  return chars.join('') + String.fromCodePoint(last.codePointAt(0)! + 1);
};

/**
 * `column` starts with `prefix`, as a range (`~>=~`, `~<~`) so that a bound parameter still uses the index;
 * the branches order by `using ~<~`, the index's own order, so their LIMIT stops the scan early.
 */
const startsWith = (column: SQL, prefix: string) => sql`${column} ~>=~ ${prefix} and ${column} ~<~ ${afterPrefix(prefix)}`;

const rankOf = (column: SQL, exact: string) => sql`case when ${column} = ${exact} then 0 else 1 end`;

interface Branch {
  kind: SearchKind;
  select: SQL;
}

/**
 * The branches of one statement (PGlite serves one query at a time): each reads an index in order
 * (exact and prefix on a text_pattern_ops btree) or a GIN index (words), each with its own limit.
 */
const branches = (q: string, limit: number): Branch[] => {
  const lower = q.toLowerCase();
  const folded = foldedName(q);
  const words = isCode(q) ? undefined : prefixQuery(q);
  const digits = /^\d+$/.test(q) ? q : undefined;
  const list: (Branch | false | undefined)[] = [];
  const number = sql`lower(${orders.number})`;
  list.push({
    kind: 'order',
    select: sql`select 'order' as kind, ${orders.id} as id, ${orders.number} as title, ${orders.customer_name} as detail, ${rankOf(number, lower)} as rank
      from ${orders} where ${startsWith(number, lower)} order by ${number} using ~<~ limit ${limit}`,
  });
  // "1234" is SO-0001234.
  if (digits && digits.length <= 7)
    list.push({
      kind: 'order',
      select: sql`select 'order', ${orders.id}, ${orders.number}, ${orders.customer_name}, 0 from ${orders}
        where ${orders.number} = ${`SO-${digits.padStart(7, '0')}`}`,
    });
  const invoice = sql`lower(${orders.invoice_number})`;
  list.push({
    kind: 'invoice',
    select: sql`select 'invoice', ${orders.id}, ${orders.invoice_number}, ${orders.number}, ${rankOf(invoice, lower)}
      from ${orders} where ${startsWith(invoice, lower)} order by ${invoice} using ~<~ limit ${limit}`,
  });
  const sku = sql`lower(${variants.sku})`;
  const barcode = sql`lower(${variants.barcode})`;
  list.push({
    kind: 'variant',
    select: sql`select 'variant', ${variants.id}, ${variants.sku}, coalesce(${variants.barcode}, ''), ${rankOf(sku, lower)}
      from ${variants} where ${startsWith(sku, lower)} order by ${sku} using ~<~ limit ${limit}`,
  });
  list.push({
    kind: 'variant',
    select: sql`select 'variant', ${variants.id}, ${variants.sku}, coalesce(${variants.barcode}, ''), ${rankOf(barcode, lower)}
      from ${variants} where ${startsWith(barcode, lower)} order by ${barcode} using ~<~ limit ${limit}`,
  });
  const title = sql`folded(${products.title})`;
  if (folded)
    list.push({
      kind: 'product',
      select: sql`select 'product', ${products.id}, ${products.title}, ${products.slug}, ${rankOf(title, folded)}
        from ${products} where ${startsWith(title, folded)} order by ${title} using ~<~ limit ${limit}`,
    });
  if (words)
    list.push({
      kind: 'product',
      select: sql`select 'product', ${products.id}, ${products.title}, ${products.slug}, 2 from ${products}
        where ${products.search} @@ to_tsquery('simple', ${words}) limit ${limit}`,
    });
  const name = sql`(${customers.first_name} || ' ' || ${customers.last_name})`;
  list.push({
    kind: 'customer',
    select: sql`select 'customer', ${customers.id}, ${name}, ${customers.email}, ${rankOf(sql`${customers.email}`, lower)}
      from ${customers} where ${startsWith(sql`${customers.email}`, lower)} order by ${customers.email} using ~<~ limit ${limit}`,
  });
  // Mobiles are stored as +91…; staff type the ten digits.
  const mobile = digits ? `+91${digits}` : q;
  list.push({
    kind: 'customer',
    select: sql`select 'customer', ${customers.id}, ${name}, coalesce(${customers.mobile}, ''), ${rankOf(sql`${customers.mobile}`, mobile)}
      from ${customers} where ${startsWith(sql`${customers.mobile}`, mobile)} order by ${customers.mobile} using ~<~ limit ${limit}`,
  });
  if (words)
    list.push({
      kind: 'customer',
      select: sql`select 'customer', ${customers.id}, ${name}, ${customers.email}, case when lower(${name}) = ${lower} then 0 else 2 end
        from ${customers} where ${customers.search} @@ to_tsquery('simple', ${words}) limit ${limit}`,
    });
  const employeeName = sql`(${employees.first_name} || ' ' || ${employees.last_name})`;
  list.push({
    kind: 'employee',
    select: sql`select 'employee', ${employees.id}, ${employeeName}, ${employees.email},
        case when lower(${employees.email}) = ${lower} or lower(${employeeName}) = ${lower} then 0
             when lower(${employees.search_text}) like ${`${escapeLike(lower)}%`} then 1 else 2 end
      from ${employees} where ${employees.search_text} ilike ${`%${escapeLike(q)}%`} limit ${limit}`,
  });
  return list.filter((branch): branch is Branch => Boolean(branch));
};

/** Best first: rank, then codes before names, then the shorter text (closer to what was typed). */
const compareHits = (a: SearchHit, b: SearchHit) =>
  a.rank - b.rank || KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind) || a.title.length - b.title.length || a.id - b.id;

/** The records an employee may open that match `q`, best first, each once. */
export const globalSearch = async (db: Database, staff: StaffContext, q: string, limit: number): Promise<SearchHit[]> => {
  const allowed = branches(q, limit).filter(({ kind }) => canDo(staff, getResource(KIND_RESOURCE[kind]).module, 'list'));
  if (!allowed.length) return [];
  const union = sql.join(
    allowed.map(({ select }) => sql`(${select})`),
    sql` union all `,
  );
  const statement = sql`select kind, id, title, detail, rank from (${union}) as hits(kind, id, title, detail, rank)`;
  const rows = rowsOf<{ kind: SearchKind; id: number; title: string; detail: string; rank: number }>(await db.execute(statement));
  const best = new Map<string, SearchHit>();
  for (const row of rows) {
    const hit: SearchHit = { kind: row.kind, id: Number(row.id), title: String(row.title), detail: String(row.detail ?? ''), rank: Number(row.rank) as SearchRank };
    const key = `${hit.kind}:${hit.id}`;
    const known = best.get(key);
    if (!known || hit.rank < known.rank) best.set(key, hit);
  }
  return [...best.values()].sort(compareHits).slice(0, limit);
};

/** GET /svc/search/global?q=: for any signed-in employee; what they find is what their role may list. */
export const registerGlobalSearch = (app: FastifyInstance, { db }: ServiceContext) => {
  app.get('/global', { config: { access: { authenticated: true } }, schema: { summary: 'Records matching q that the staff member may list, best first', querystring: searchQuerySchema, response: { 200: hitsAnswer } } }, async (request) => {
    const { q, limit } = searchQuerySchema.parse(request.query);
    return ok({ q, hits: await globalSearch(db, staffOf(request), q, limit) });
  });
};

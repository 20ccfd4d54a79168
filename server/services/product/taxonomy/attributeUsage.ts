import { count, inArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { attributes, products } from '../../../db/schema';
import type { ServerMessage } from '@domain/serverMessages';
import { HttpError, type FieldMessages } from '../../../http/errors';
import type { RecordUser } from './usage';

type Row = Record<string, unknown>;

/*
 * Products keep attribute values as text keyed by the attribute's code ({"material": "Silk"}), not by
 * a foreign key: these checks stand in for one. Both lookups are served by the products_attributes
 * GIN index (`?` for a code, `@>` for a code and value).
 */

/** Products holding a value of the attribute with this code. */
export const hasAttribute = (code: string) => sql`${products.attributes} ? ${code}`;
/** Products holding this value of the attribute with this code. */
export const hasValue = (code: string, value: string) => sql`${products.attributes} @> ${JSON.stringify({ [code]: value })}::jsonb`;

const codesOf = async (tx: Executor, ids: number[]) =>
  new Map((await tx.select({ id: attributes.id, code: attributes.code }).from(attributes).where(inArray(attributes.id, ids))).map((row) => [row.id, row.code]));

const productsWith = async (tx: Executor, code: string) =>
  (await tx.select({ n: count() }).from(products).where(hasAttribute(code)))[0]?.n ?? 0;

/**
 * Products that hold a value of the attribute: they block its deletion, and a replacement takes
 * their values under its own code (a product that already has a value for the replacement keeps it).
 */
export const attributeProductsUser: RecordUser = {
  name: 'products',
  count: async (tx, id) => {
    const code = (await codesOf(tx, [id])).get(id);
    return code === undefined ? 0 : productsWith(tx, code);
  },
  reassign: async (tx, from, to) => {
    const codes = await codesOf(tx, [from, to]);
    const fromCode = codes.get(from)!;
    const toCode = codes.get(to)!;
    await tx
      .update(products)
      .set({ attributes: sql`jsonb_build_object(${toCode}::text, ${products.attributes} -> ${fromCode}::text) || (${products.attributes} - ${fromCode}::text)` })
      .where(hasAttribute(fromCode));
  },
};

/** How many products use each of `values` under `code`; values nobody uses are left out. */
const productsPerValue = async (tx: Executor, code: string, values: string[]) => {
  const value = sql<string>`${products.attributes} ->> ${code}::text`;
  const rows = await tx
    .select({ value, n: count() })
    .from(products)
    .where(or(...values.map((one) => hasValue(code, one))))
    // By position: the code is a parameter, and a second one would not count as the same expression.
    .groupBy(sql`1`);
  return rows.sort((a, b) => values.indexOf(a.value) - values.indexOf(b.value));
};

/**
 * A registerCrud `beforeWrite` for attributes: the code and the values that products use stay, so no
 * product is left holding a value of nothing. Refused changes name how many products are concerned.
 */
export const keepAttributeUsage = async (tx: Executor, values: Row, existing: Row | undefined): Promise<Row> => {
  if (!existing) return values;
  const code = existing.code as string;
  const fields: FieldMessages = {};
  if (values.code !== undefined && values.code !== code) {
    const n = await productsWith(tx, code);
    if (n > 0) fields.code = { key: 'server.attribute_code_used', params: { smart_count: n } };
  }
  const kept = new Set((values.values as string[] | undefined) ?? (existing.values as string[]));
  const removed = (existing.values as string[]).filter((value) => !kept.has(value));
  if (removed.length > 0) {
    const used = await productsPerValue(tx, code, removed);
    if (used.length > 0) {
      const uses: ServerMessage[] = used.map(({ value, n }) => ({ key: 'server.products_use_value', params: { smart_count: n, value } }));
      fields.values = { key: 'server.attribute_values_used', params: { smart_count: used.length, uses } };
    }
  }
  // The first refusal stands for the error; each field shows its own.
  const [first] = Object.values(fields);
  if (first) throw new HttpError(409, 'in_use', first, fields);
  return values;
};

import { and, eq, getTableColumns, inArray, ne, notInArray, sql, type SQL } from 'drizzle-orm';
import type { CustomerAddressInput, CustomerInput } from '@domain/customers';
import type { Executor } from '../../db/client';
import { customerAddresses, customers } from '../../db/schema';
import { conflict, notFound } from '../../http/errors';
import { recordChange } from '../../history/recordChange';
import { z } from 'zod';
import { rowSchema, selectionSchema } from '../../openapi/tableRow';

type Row = Record<string, unknown>;

/** The customer columns an answer carries: all but what search reads (derived by the database). */
export const { search: _search, search_contact: _searchContact, ...customerColumns } = getTableColumns(customers);

/**
 * Worked out from orders, never typed by staff: zero until orders exist (the orders issue replaces
 * these with sums over the customer's orders). Sortable in the list.
 */
export const derivedColumns: Record<string, SQL> = {
  orders_count: sql<number>`(0)::int`,
  total_spent: sql<number>`(0)::int`,
};

/** An address as the form edits it and History records it. */
export const addressFields = {
  id: customerAddresses.id,
  name: customerAddresses.name,
  phone: customerAddresses.phone,
  line1: customerAddresses.line1,
  line2: customerAddresses.line2,
  city: customerAddresses.city,
  state: customerAddresses.state,
  pincode: customerAddresses.pincode,
  country: customerAddresses.country,
  is_default_shipping: customerAddresses.is_default_shipping,
  is_default_billing: customerAddresses.is_default_billing,
};

const addressJson = sql.join(
  Object.entries(addressFields).map(([name, column]) => sql`${sql.raw(`'${name}'`)}, ${column}`),
  sql`, `,
);

/** The customer's addresses in their order, as JSON: the one answer carries them (the list does not). */
export const addressesColumn: SQL = sql`(select coalesce(json_agg(json_build_object(${addressJson}) order by ${customerAddresses.position}, ${customerAddresses.id}), '[]'::json) from ${customerAddresses} where ${customerAddresses.customer_id} = ${customers.id})`;

/** One customer as `readCustomer` reads it: its columns, derived values and addresses. */
export const customerAnswer = rowSchema(customers, {
  extra: { orders_count: z.number().int(), total_spent: z.number().int(), addresses: z.array(selectionSchema(addressFields)) },
});

const parsedJson = (value: unknown) => (typeof value === 'string' ? (JSON.parse(value) as unknown) : value);

/** One customer as the show and edit pages read it, with its derived values and addresses. */
export const readCustomer = async (executor: Executor, id: number): Promise<Row | undefined> => {
  const [row] = await executor
    // Nested as registerCrud does: a bare column at the top of a one-table selection is left unqualified.
    .select({ ...customerColumns, ...derivedColumns, addresses: sql`${addressesColumn}` })
    .from(customers)
    .where(eq(customers.id, id));
  return row && { ...row, addresses: parsedJson(row.addresses) };
};

/** 409 at the email when another customer has it (stored lowercase, so equal text is the same address). */
export const refuseTakenEmail = async (tx: Executor, email: string, ownId?: number) => {
  const [other] = await tx
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(sql`lower(${customers.email})`, email.toLowerCase()), ownId === undefined ? undefined : ne(customers.id, ownId)))
    .limit(1);
  if (other) throw conflict({ key: 'server.customer_email_taken' }, { email: { key: 'server.customer_email_taken' } });
};

const addressValues = (customerId: number, address: CustomerAddressInput, position: number, actor: number | null) => {
  const { id: _id, ...fields } = address;
  return { ...fields, phone: fields.phone ?? null, customer_id: customerId, position, created_by: actor };
};

/**
 * Makes the customer's addresses the given list: listed ids of its own are updated, others inserted,
 * unlisted ones deleted. Defaults are cleared first, so moving a default never meets the unique index.
 */
export const replaceAddresses = async (tx: Executor, actor: number | null, customerId: number, addresses: CustomerAddressInput[]) => {
  const own = await tx.select({ id: customerAddresses.id }).from(customerAddresses).where(eq(customerAddresses.customer_id, customerId));
  const ownIds = new Set(own.map(({ id }) => id));
  const kept = addresses.flatMap((address) => (address.id !== undefined && ownIds.has(address.id) ? [address.id] : []));
  await tx
    .delete(customerAddresses)
    .where(and(eq(customerAddresses.customer_id, customerId), kept.length ? notInArray(customerAddresses.id, kept) : undefined));
  if (kept.length)
    await tx
      .update(customerAddresses)
      .set({ is_default_shipping: false, is_default_billing: false })
      .where(inArray(customerAddresses.id, kept));
  const inserted = [];
  for (const [position, address] of addresses.entries()) {
    const values = addressValues(customerId, address, position, actor);
    if (address.id !== undefined && ownIds.has(address.id)) {
      const { created_by: _createdBy, ...changed } = values;
      await tx.update(customerAddresses).set({ ...changed, updated_at: new Date() }).where(eq(customerAddresses.id, address.id));
    } else inserted.push(values);
  }
  if (inserted.length) await tx.insert(customerAddresses).values(inserted);
};

/** The History of a customer holds its addresses as one field: they are edited on its form. */
const snapshot = async (tx: Executor, id: number) => {
  const row = await readCustomer(tx, id);
  if (!row) return undefined;
  const { orders_count: _orders, total_spent: _spent, ...stored } = row;
  return stored;
};

const customerValues = ({ addresses: _addresses, ...values }: CustomerInput) => values;

/** Creates a customer with its addresses and History, in the caller's transaction; answers the record. */
export const createCustomer = async (tx: Executor, actor: number | null, input: CustomerInput): Promise<Row> => {
  await refuseTakenEmail(tx, input.email);
  const [created] = await tx
    .insert(customers)
    .values({ ...customerValues(input), created_by: actor })
    .returning({ id: customers.id });
  const id = created!.id;
  await replaceAddresses(tx, actor, id, input.addresses);
  await recordChange(tx, actor, 'customers', id, undefined, await snapshot(tx, id));
  return (await readCustomer(tx, id))!;
};

/** Replaces a customer's fields and addresses with the form's, with History; answers the record. */
export const updateCustomer = async (tx: Executor, actor: number | null, id: number, input: CustomerInput): Promise<Row> => {
  const [locked] = await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, id)).for('update');
  if (!locked) throw notFound();
  const before = await snapshot(tx, id);
  await refuseTakenEmail(tx, input.email, id);
  await tx
    .update(customers)
    .set({ ...customerValues(input), updated_at: new Date() })
    .where(eq(customers.id, id));
  await replaceAddresses(tx, actor, id, input.addresses);
  await recordChange(tx, actor, 'customers', id, before, await snapshot(tx, id));
  return (await readCustomer(tx, id))!;
};

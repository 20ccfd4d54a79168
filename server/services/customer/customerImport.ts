import { eq, inArray, sql } from 'drizzle-orm';
import { customerSchema, type CustomerAddressInput, type CustomerInput } from '@domain/customers';
import { booleanOf, paiseOf, textOf } from '@domain/imports/cells';
import { countryCodeOf } from '@domain/countryCodes';
import type { ImportRowError } from '@domain/imports/imports';
import type { HistoryOrigin } from '@domain/history';
import { indianStateName } from '@domain/indianStates';
import { messageOfIssue } from '@domain/schemaMessages';
import type { Executor } from '../../db/client';
import { customerAddresses, customers } from '../../db/schema';
import { recordChanges } from '../../history/recordChange';
import { insertMany } from '../../db/insertMany';
import { isOneOf } from '../../db/oneOf';
import type { ImportDefinition, PreparedRow } from '../../imports/definition';
import { differs, distinct, firstPerField } from '../../imports/prepareHelpers';
import { addressFields, customerColumns } from './customerRecord';
import { everyLabel } from '@domain/imports/fieldLabels';

type Row = Record<string, unknown>;
type Cells = Partial<Record<string, string>>;
type CustomerFields = Omit<CustomerInput, 'addresses'>;

/** A name refused where only a full name column gave it is that column's refusal. */
const nameField = (field: string, cells: Cells) => ((field === 'first_name' || field === 'last_name') && !(field in cells) && 'full_name' in cells ? 'full_name' : field);
type AddressData = Omit<CustomerAddressInput, 'id'>;

/** What a customer import writes: the form's fields, those whose column the file has, and its one address. */
interface CustomerData {
  email: string;
  fields: CustomerFields;
  /** Fields the file has a column for: an update changes only these (a missing column keeps what is stored). */
  given: (keyof CustomerFields)[];
  address: AddressData | null;
}

/** The customer fields a column fills, and the address fields, by import field name. */
const CUSTOMER_FIELDS = [
  'email',
  'first_name',
  'last_name',
  'mobile',
  'gender',
  'date_of_birth',
  'marketing_opt_in',
  'tags',
  'company',
  'note',
  'tax_exempt',
  'prior_total_spent',
  'prior_orders_count',
] as const;
const ADDRESS_FIELDS = {
  address_line1: 'line1',
  address_line2: 'line2',
  city: 'city',
  state: 'state',
  pincode: 'pincode',
  country: 'country',
  address_phone: 'phone',
} as const satisfies Record<string, keyof AddressData>;
const FIELD_OF_ADDRESS_PATH = Object.fromEntries(Object.entries(ADDRESS_FIELDS).map(([field, path]) => [path, field]));
const COMPARED_ADDRESS = ['line1', 'line2', 'city', 'state', 'pincode', 'country'] as const;

/** 31/12/1990, 31-12-1990 or 31.12.1990 (the day first, as written in India) -> 1990-12-31; other text as it is. */
const isoDateOf = (cell: string | undefined) => {
  const text = textOf(cell);
  const match = text?.match(/^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/);
  return match ? `${match[3]}-${match[2]!.padStart(2, '0')}-${match[1]!.padStart(2, '0')}` : text;
};

const addressOf = (cells: Cells) => {
  if (!Object.keys(ADDRESS_FIELDS).some((field) => textOf(cells[field]))) return undefined;
  const state = textOf(cells.state);
  return {
    line1: textOf(cells.address_line1),
    line2: textOf(cells.address_line2),
    city: textOf(cells.city),
    state: state && indianStateName(state),
    pincode: textOf(cells.pincode)?.replace(/\s/g, ''),
    country: countryCodeOf(textOf(cells.country)),
    phone: textOf(cells.address_phone),
    is_default_shipping: true,
    is_default_billing: true,
  };
};

/** "123 MG Road" and "123 mg road " are one address. */
const addressKey = (address: object) =>
  COMPARED_ADDRESS.map((field) => String((address as Row)[field] ?? '').trim().toLowerCase()).join('\u001f');

/** The fields of `data` an update would change on `stored`. */
const changedFields = (stored: Row, data: CustomerData) => data.given.filter((field) => differs(stored, data.fields, [field]));

/** As the shared email schema keys it (composed, lowercased), so a batch's lookup finds what the schema will compare. */
const emailKey = (cells: Cells) => textOf(cells.email)?.normalize('NFC').toLowerCase();

/** "Asha Rao" -> Asha, Rao; "Anand Kumar Rao" -> Anand Kumar, Rao: a full name's last word is the last name. */
const splitName = (cell: string | undefined) => {
  const words = textOf(cell)?.split(/\s+/) ?? [];
  return { first: words.length > 1 ? words.slice(0, -1).join(' ') : words[0], last: words.length > 1 ? words.at(-1) : undefined };
};

/** A count as written in a sheet ("12", "1,204") -> the number; the text itself when it is no whole number. */
const countOf = (cell: string | undefined): number | string | undefined => {
  const text = textOf(cell)?.replace(/[,\s]/g, '');
  if (!text) return undefined;
  return /^\d{1,9}$/.test(text) ? Number(text) : cell;
};

/** The fields a file fills: a full name column fills the first and last names when no column of their own does. */
const givenFields = (cells: Cells) => {
  const named = 'full_name' in cells ? (['first_name', 'last_name'] as const) : [];
  return CUSTOMER_FIELDS.filter((field) => field in cells || named.some((name) => name === field));
};
/** What the unique index holds (emails are stored lowercase): a batch's lookups go through it, not the trigram index. */
const emailKeyColumn = sql`lower(${customers.email})`;

/**
 * Customers by email (lowercased): a Shopify customer export maps with no manual step. The mobile is
 * stored as E.164 (+91 without a country code); the default address is added when the customer does
 * not have it yet, and is the customer's default only when it is their first.
 */
export const customerImport: ImportDefinition<CustomerData> = {
  type: 'customers',
  keyField: 'email',
  labels: everyLabel('customers'),
  // Aliases: the headers of Shopify's customer export (2024 and the older one) and of WooCommerce's
  // (Analytics > Customers, and the Customer/Order CSV Export's customer file), most specific first.
  fields: [
    { name: 'email', required: true, aliases: ['Email', 'E-mail', 'Email address', 'Customer email', 'billing_email'] },
    { name: 'first_name', required: true, orFrom: 'full_name', aliases: ['First Name', 'Given name', 'billing_first_name'] },
    { name: 'last_name', aliases: ['Last Name', 'Surname', 'Family name', 'billing_last_name'] },
    { name: 'full_name', aliases: ['Name', 'Full name', 'Customer name'] },
    { name: 'mobile', aliases: ['Phone', 'Mobile', 'Mobile number', 'Phone number', 'billing_phone'] },
    { name: 'gender', aliases: ['Gender', 'Sex'] },
    { name: 'date_of_birth', aliases: ['Date of birth', 'Birthday', 'Birth date', 'DOB'] },
    { name: 'marketing_opt_in', aliases: ['Accepts Email Marketing', 'Accepts Marketing', 'Marketing opt-in', 'Newsletter'] },
    { name: 'tags', aliases: ['Tags'] },
    { name: 'company', aliases: ['Default Address Company', 'Company', 'billing_company', 'Company name'] },
    { name: 'note', aliases: ['Note', 'Notes', 'Customer note'] },
    { name: 'tax_exempt', aliases: ['Tax Exempt'] },
    { name: 'prior_total_spent', aliases: ['Total Spent', 'Total spend', 'total_spent', 'Lifetime value'] },
    { name: 'prior_orders_count', aliases: ['Total Orders', 'Orders', 'order_count', 'Orders count'] },
    { name: 'address_line1', aliases: ['Default Address Address1', 'Address1', 'billing_address_1', 'Address line 1', 'Address'] },
    { name: 'address_line2', proposedWith: 'address_line1', aliases: ['Default Address Address2', 'Address2', 'billing_address_2', 'Address line 2'] },
    { name: 'city', proposedWith: 'address_line1', aliases: ['Default Address City', 'City', 'billing_city'] },
    {
      name: 'state',
      proposedWith: 'address_line1',
      aliases: ['Default Address Province Code', 'Province Code', 'billing_state_code', 'billing_state', 'Province', 'State', 'Region'],
    },
    { name: 'pincode', proposedWith: 'address_line1', aliases: ['Default Address Zip', 'Zip', 'billing_postcode', 'Pincode', 'PIN code', 'Postal code'] },
    {
      name: 'country',
      proposedWith: 'address_line1',
      aliases: ['Default Address Country Code', 'Country Code', 'billing_country', 'Country / Region', 'Country'],
    },
    { name: 'address_phone', proposedWith: 'address_line1', aliases: ['Default Address Phone'] },
  ],

  async prepare(tx, records) {
    const emails = distinct(records.map(({ cells }) => emailKey(cells)));
    const stored = emails.length ? await tx.select(customerColumns).from(customers).where(isOneOf(emailKeyColumn, emails)) : [];
    const byEmail = new Map(stored.map((row) => [row.email, row]));
    const storedAddresses = await addressesOf(tx, stored.map(({ id }) => id));
    return records.map(({ row, cells }): PreparedRow<CustomerData> => {
      const address = addressOf(cells);
      const fullName = splitName(cells.full_name);
      const result = customerSchema.safeParse({
        email: textOf(cells.email),
        first_name: textOf(cells.first_name) ?? fullName.first,
        last_name: textOf(cells.last_name) ?? fullName.last,
        mobile: textOf(cells.mobile),
        gender: textOf(cells.gender)?.toLowerCase(),
        date_of_birth: isoDateOf(cells.date_of_birth),
        marketing_opt_in: booleanOf(cells.marketing_opt_in),
        tags: distinct((cells.tags ?? '').split(',').map((tag) => textOf(tag))),
        company: textOf(cells.company),
        note: textOf(cells.note),
        tax_exempt: booleanOf(cells.tax_exempt),
        prior_total_spent: paiseOf(cells.prior_total_spent),
        prior_orders_count: countOf(cells.prior_orders_count),
        addresses: address ? [address] : [],
      });
      if (!result.success) {
        const errors: ImportRowError[] = result.error.issues.map((issue) => {
          const [first, , inner] = issue.path.map(String);
          const field = first === 'addresses' ? (FIELD_OF_ADDRESS_PATH[inner ?? ''] ?? 'address_line1') : nameField(first ?? 'email', cells);
          return { row, field, message: messageOfIssue(issue) };
        });
        return { row, errors: firstPerField(errors) };
      }
      const { addresses, ...fields } = result.data;
      const { id: _id, ...parsedAddress } = addresses[0] ?? { id: undefined };
      const data: CustomerData = {
        email: fields.email,
        fields,
        given: givenFields(cells),
        address: addresses[0] ? (parsedAddress as AddressData) : null,
      };
      const known = byEmail.get(data.email);
      const hasAddress = !data.address || (storedAddresses.get(known?.id ?? 0) ?? []).some((other) => addressKey(other) === addressKey(data.address!));
      const outcome = !known ? 'new' : changedFields(known, data).length || !hasAddress ? 'updated' : 'unchanged';
      return { row, key: data.email, outcome, data };
    });
  },

  write: (tx, actor, rows, origins) => writeCustomers(tx, actor, rows, origins),
};

type StoredAddress = Row & { id: number };

/** The addresses of these customers in their order, by customer id, as the form holds them. */
const addressesOf = async (tx: Executor, ids: number[]) => {
  const byCustomer = new Map<number, StoredAddress[]>();
  if (!ids.length) return byCustomer;
  const rows = await tx
    .select({ ...addressFields, customer_id: customerAddresses.customer_id })
    .from(customerAddresses)
    .where(inArray(customerAddresses.customer_id, ids))
    .orderBy(customerAddresses.customer_id, customerAddresses.position, customerAddresses.id);
  for (const { customer_id, ...address } of rows) byCustomer.set(customer_id, [...(byCustomer.get(customer_id) ?? []), address]);
  return byCustomer;
};

const insertAddress = async (tx: Executor, actor: number | null, customerId: number, address: AddressData, position: number) => {
  const [inserted] = await tx
    .insert(customerAddresses)
    .values({
      ...address,
      phone: address.phone ?? null,
      customer_id: customerId,
      position,
      is_default_shipping: position === 0,
      is_default_billing: position === 0,
      created_by: actor,
    })
    .returning(addressFields);
  return inserted as StoredAddress;
};

/** An address as the form edits it and History records it, from what was inserted and its new id. */
const addressImage = (address: AddressData, id: number) =>
  Object.fromEntries(Object.keys(addressFields).map((field) => [field, field === 'id' ? id : ((address as Row)[field] ?? null)]));

/**
 * An import batch's write: new customers inserted in one statement (an email taken by now, by another
 * import or a second run, is passed over and compared below), with their addresses; customers that
 * exist locked by email, updated field by field, missing addresses added; one History row per customer
 * created or changed. Inserts answer only their ids: the rest is what was written (defaults included,
 * as the form's schema fills them).
 */
const writeCustomers = async (tx: Executor, actor: number | null, rows: CustomerData[], origins: readonly HistoryOrigin[]) => {
  if (!rows.length) return { new: 0, updated: 0, unchanged: 0 };
  // Rows are built with their own properties first and the spread last: V8 copies a spread object fast,
  // but each property added after it grows the copy's property store, which an import pays per row.
  const changes: { id: number; before?: Row; after?: Row; origin?: HistoryOrigin }[] = [];
  const originOf = new Map(rows.map((row, index) => [row.email, origins[index]]));

  const created = await insertMany(
    tx,
    customers,
    rows.map(({ fields }) => ({ created_by: actor, ...fields })),
    { returning: ['id', 'email'], skipTaken: emailKeyColumn },
  );
  const idOfCreated = new Map(created.map(({ id, email }) => [email as string, id as number]));
  const creates = rows.flatMap((data) => (idOfCreated.has(data.email) ? [{ data, id: idOfCreated.get(data.email)! }] : []));
  const withAddress = creates.filter(({ data }) => data.address);
  const addressIds = await insertMany(
    tx,
    customerAddresses,
    withAddress.map(({ data, id }) => ({ customer_id: id, position: 0, created_by: actor, ...data.address, phone: data.address!.phone ?? null })),
    { returning: ['id'] },
  );
  const addressOfCustomer = new Map(withAddress.map(({ data, id }, index) => [id, addressImage(data.address!, addressIds[index]!.id as number)]));
  for (const { data, id } of creates) {
    const address = addressOfCustomer.get(id);
    changes.push({ id, after: { id, created_by: actor, addresses: address ? [address] : [], ...data.fields }, origin: originOf.get(data.email) });
  }

  const existing = rows.filter(({ email }) => !idOfCreated.has(email));
  const stored = existing.length
    ? await tx
        .select(customerColumns)
        .from(customers)
        .where(isOneOf(emailKeyColumn, existing.map(({ email }) => email)))
        .for('update')
    : [];
  const byEmail = new Map(stored.map((row) => [row.email, row as Row & { id: number }]));
  const addresses = await addressesOf(tx, stored.map(({ id }) => id));
  let updated = 0;
  for (const data of existing) {
    const before = byEmail.get(data.email);
    if (!before) continue;
    const own = addresses.get(before.id) ?? [];
    const fields = changedFields(before, data);
    const addAddress = data.address && !own.some((address) => addressKey(address) === addressKey(data.address!));
    if (!fields.length && !addAddress) continue;
    const [after] = fields.length
      ? await tx
          .update(customers)
          .set({ ...Object.fromEntries(fields.map((field) => [field, data.fields[field]])), updated_at: sql`now()` })
          .where(eq(customers.id, before.id))
          .returning(customerColumns)
      : [before];
    const added = addAddress ? [await insertAddress(tx, actor, before.id, data.address!, own.length)] : [];
    changes.push({ id: before.id, before: { ...before, addresses: own }, after: { ...after, addresses: [...own, ...added] }, origin: originOf.get(data.email) });
    updated += 1;
  }

  await recordChanges(tx, actor, 'customers', changes);
  return { new: created.length, updated, unchanged: rows.length - created.length - updated };
};

import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { CUSTOMER_GENDERS, CUSTOMER_STATUSES } from '@domain/customers';
import { entityColumns, partOf } from './columns';
import { tsvector } from './tsvector';

/** Customers (DESIGN section 4): who orders; one per email address, whatever its letter case. */
export const customers = pgTable(
  'customers',
  {
    ...entityColumns(),
    first_name: text('first_name').notNull(),
    last_name: text('last_name').notNull().default(''),
    /** Stored lowercase (the schemas lowercase it; the check holds every writer to it). */
    email: text('email').notNull(),
    /** E.164, e.g. +919876543210. */
    mobile: text('mobile'),
    gender: text('gender', { enum: CUSTOMER_GENDERS }),
    date_of_birth: date('date_of_birth', { mode: 'string' }),
    status: text('status', { enum: CUSTOMER_STATUSES }).notNull().default('active'),
    blocked_reason: text('blocked_reason').notNull().default(''),
    marketing_opt_in: boolean('marketing_opt_in').notNull().default(false),
    tags: text('tags').array().notNull().default([]),
    company: text('company').notNull().default(''),
    /** Staff's notes on the customer, kept as text (exports neutralise a note that looks like a formula). */
    note: text('note').notNull().default(''),
    tax_exempt: boolean('tax_exempt').notNull().default(false),
    /** A registered business's GSTIN, copied to its orders for their invoices. */
    gstin: text('gstin').notNull().default(''),
    /** What the customer spent (paise) and ordered at the store they came from, as its export said. */
    prior_total_spent: bigint('prior_total_spent', { mode: 'number' }).notNull().default(0),
    prior_orders_count: integer('prior_orders_count').notNull().default(0),
    /** `q` searches this: the name's words and the email's, each as a prefix (server/http/search.ts). */
    search: tsvector('search').generatedAlwaysAs(
      sql`to_tsvector('simple'::regconfig, first_name || ' ' || last_name || ' ' || translate(email, '@.', '  '))`,
    ),
    /**
     * `q` matches any part of this: the email's name (before the @; the domain's words are in `search`) and
     * the mobile number. One trigram index on both costs an import about half what one on the whole email
     * and another on the mobile did.
     */
    search_contact: text('search_contact').generatedAlwaysAs(sql`split_part(email, '@', 1) || ' ' || coalesce(mobile, '')`),
  },
  (t) => [
    uniqueIndex('customers_email_lower').on(sql`lower(${t.email})`),
    check('customers_email_lowercase', sql`${t.email} = lower(${t.email})`),
    index('customers_search').using('gin', t.search),
    index('customers_search_contact').using('gin', t.search_contact.op('gin_trgm_ops')),
    index('customers_tags').using('gin', t.tags),
    // The global search's exact and prefix matches (emails are stored lowercase).
    index('customers_email_pattern').on(sql`${t.email} text_pattern_ops`),
    index('customers_mobile_pattern').on(sql`${t.mobile} text_pattern_ops`),
    index('customers_status').on(t.status, t.created_at, t.id),
    index('customers_created_at').on(t.created_at, t.id),
  ],
);

/** A customer's addresses: at most one default for shipping and one for billing (partial unique indexes). */
export const customerAddresses = pgTable(
  'customer_addresses',
  {
    ...entityColumns(),
    customer_id: partOf('customer_id', () => customers.id),
    /** Order on the customer's record, from 0. */
    position: integer('position').notNull().default(0),
    name: text('name').notNull().default(''),
    phone: text('phone'),
    line1: text('line1').notNull(),
    line2: text('line2').notNull().default(''),
    city: text('city').notNull(),
    state: text('state').notNull(),
    pincode: text('pincode').notNull(),
    country: text('country').notNull().default('IN'),
    is_default_shipping: boolean('is_default_shipping').notNull().default(false),
    is_default_billing: boolean('is_default_billing').notNull().default(false),
  },
  (t) => [
    index('customer_addresses_customer').on(t.customer_id, t.position),
    uniqueIndex('customer_addresses_default_shipping').on(t.customer_id).where(sql`${t.is_default_shipping}`),
    uniqueIndex('customer_addresses_default_billing').on(t.customer_id).where(sql`${t.is_default_billing}`),
  ],
);

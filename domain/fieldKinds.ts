/**
 * What kind of value each field of a resource holds, so that History, timelines and exports write it
 * as a person reads it (domain/fieldText.ts): money in rupees, a reference by its record's name, an
 * address as text, a fixed value by its label, a moment in the business's time zone, yes or no.
 * Fields named alike across resources are described once (SHARED_KINDS); a resource's own table adds
 * or overrides. A field left out is shown as it is (text, number), booleans and moments as found.
 */
export type FieldKind =
  /** Minor units (paise) of the resource's currency (INR). */
  | { kind: 'money' }
  /** The id of a record of `resource` (a row of domain/resources.ts). */
  | { kind: 'reference'; resource: string }
  /** An address object ({ line1, city, ... }) or a list of them. */
  | { kind: 'address' }
  /** One of fixed values (or a list of them), labelled by the message `<labels>.<value>`. */
  | { kind: 'enum'; labels: string }
  /** A moment (ISO 8601), read in the business's time zone. */
  | { kind: 'date' }
  /** A calendar day (YYYY-MM-DD): no time zone moves it. */
  | { kind: 'day' }
  | { kind: 'boolean' }
  /** A notification's audience (domain/notifications.ts): who, by segment or by name. */
  | { kind: 'audience' }
  /** A list of lines (a steal's variants): each names its record by its one reference field, and its other fields by `<labels>.<field>`. */
  | { kind: 'lines'; labels: string; fields: Readonly<Record<string, FieldKind>> };

/** The business works in India: its days start at midnight there (an order of 1 November stays on 1 November). */
export const BUSINESS_TIME_ZONE = 'Asia/Kolkata';
/** The currency money fields are kept in. */
export const BUSINESS_CURRENCY = 'INR';

const money = { kind: 'money' } as const;
const address = { kind: 'address' } as const;
const date = { kind: 'date' } as const;
const day = { kind: 'day' } as const;
const ref = (resource: string) => ({ kind: 'reference', resource }) as const;
const choice = (labels: string) => ({ kind: 'enum', labels }) as const;

/** Field names that mean the same in every resource that has them. */
const SHARED_KINDS: Readonly<Record<string, FieldKind>> = {
  warehouse_id: ref('warehouses'),
  from_warehouse_id: ref('warehouses'),
  to_warehouse_id: ref('warehouses'),
  counterpart_warehouse_id: ref('warehouses'),
  store_id: ref('stores'),
  customer_id: ref('customers'),
  product_id: ref('products'),
  variant_id: ref('variants'),
  new_variant_id: ref('variants'),
  brand_id: ref('brands'),
  designer_id: ref('designers'),
  category_id: ref('categories'),
  condition_id: ref('conditions'),
  collection_id: ref('collections'),
  container_id: ref('containers'),
  employee_id: ref('employees'),
  role_id: ref('roles'),
  order_id: ref('orders'),
  credit_note_id: ref('credit-notes'),
  return_id: ref('return-orders'),
  exchange_id: ref('exchange-orders'),
  shelf_id: ref('shelves'),
  restock_shelf_id: ref('shelves'),
  billing_address: address,
  shipping_address: address,
  addresses: address,
  amount: money,
  balance: money,
  paid: money,
  refunded: money,
  refund: money,
  difference: money,
  total: money,
  subtotal: money,
  tax: money,
  cgst: money,
  sgst: money,
  igst: money,
  shipping: money,
  unit_price: money,
  new_unit_price: money,
  mrp: money,
  price: money,
  cost: money,
  total_spent: money,
  prior_total_spent: money,
  date_of_birth: day,
};

const ORDER_KINDS: Record<string, FieldKind> = {
  discount: money,
  status: choice('resources.orders.status'),
  payment_status: choice('resources.orders.payment_status'),
  method: choice('resources.orders.payment_methods'),
  payment_method: choice('resources.orders.payment_methods'),
  channel: choice('resources.orders.channel'),
  refund_method: choice('resources.return-orders.refund_methods'),
};

/** Each resource's own kinds (its History's entity name, as recordChange writes it). */
const RESOURCE_KINDS: Readonly<Record<string, Readonly<Record<string, FieldKind>>>> = {
  orders: ORDER_KINDS,
  'offline-orders': ORDER_KINDS,
  // A label run's History (action `labels`, domain/labels.ts) names its format.
  variants: { status: choice('catalogue.variant_status'), erp_status: choice('catalogue.erp_status'), format: choice('labels.formats'), sheet: choice('labels.sheets') },
  'in-review-variants': { status: choice('catalogue.variant_status'), erp_status: choice('catalogue.erp_status') },
  products: { status: choice('catalogue.product_status') },
  customers: { status: choice('resources.customers.status'), gender: choice('resources.customers.gender') },
  employees: { status: choice('resources.employees.status') },
  'credit-notes': { status: choice('resources.credit-notes.status') },
  categories: { parent_id: ref('categories') },
  raffles: { eligibility: choice('resources.raffles.eligibility'), drawn_by: ref('employees') },
  'raffle-entries': { status: choice('resources.raffle-entries.status'), raffle_id: ref('raffles') },
  notifications: { audience: { kind: 'audience' }, state: choice('resources.notifications.states'), channels: choice('resources.notifications.channels') },
  scripts: { placement: choice('resources.scripts.placements'), pages: choice('resources.scripts.pages') },
  steals: { variants: { kind: 'lines', labels: 'resources.steals.fields', fields: { variant_id: ref('variants'), price: money } } },
};

const MOMENT_SUFFIX = /_at$/;

/** The kind of `field` in `resource`'s records: its own, else the shared one, else a moment by its name (`…_at`). */
export const fieldKind = (resource: string, field: string): FieldKind | undefined =>
  RESOURCE_KINDS[resource]?.[field] ?? SHARED_KINDS[field] ?? (MOMENT_SUFFIX.test(field) ? date : undefined);

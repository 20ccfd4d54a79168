import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { z } from './zod';
import { emailAddress } from './email';
import { INT4_MAX, calendarDate, lineText, multiLineText, optionalText, recordId } from './bounds';
import { CUSTOMER_GENDERS, CUSTOMER_STATUSES } from './customerValues';
import { customIssue, fieldLabels, schemaMessage } from './schemaMessages';
import { gstinField } from './gst/fields';

/** The customer of DESIGN section 4, shared by the console's form, the server and the customer import. */
export * from './customerValues';

export const MAX_ADDRESSES = 20;
export const MAX_CUSTOMER_TAGS = 30;
export const MAX_NOTE_LENGTH = 5000;
export const BLOCK_REASON_MIN = 3;
export const INDIAN_PINCODE = /^[1-9][0-9]{5}$/;

const label = fieldLabels('customers');

/** Empty inputs arrive as '' or null; both mean "no value". */
const emptyAsNull = (value: unknown) => (value === '' || value === undefined ? null : value);

const requiredText = (field: string, max: number) => {
  const enter = schemaMessage('server.enter_the', { field: label(field) });
  return lineText(enter)
    .trim()
    .min(1, enter)
    .max(max, schemaMessage('server.too_long_at_most', { field: label(field), max }));
};
const optionalLine = (field: string, max: number) =>
  optionalText(lineText().trim().max(max, schemaMessage('server.too_long_at_most', { field: label(field), max })));

/** +91 and ten digits from 2-9 on, and those ten digits alone: valid Indian numbers by libphonenumber's metadata (a unit test holds it). */
export const INDIAN_E164 = /^\+91[2-9]\d{9}$/;
export const INDIAN_NATIONAL = /^[2-9]\d{9}$/;

/**
 * A mobile number as E.164 ("+919876543210"); without a country code it is Indian. Spaces, dashes,
 * a leading 0 and the apostrophe spreadsheets put before a "+" are read past. Undefined when invalid.
 */
export const normaliseMobile = (text: string): string | undefined => {
  const trimmed = text.trim().replace(/^'/, '');
  // The shapes nearly every number comes in, answered without a parse (an import reads 100,000, at
  // about 6 µs a parse): the library's metadata takes any ten digits from 2-9 on as an Indian number.
  if (INDIAN_E164.test(trimmed)) return trimmed;
  if (INDIAN_NATIONAL.test(trimmed)) return `+91${trimmed}`;
  const phone = parsePhoneNumberFromString(trimmed, 'IN');
  return phone?.isValid() ? phone.number : undefined;
};

const ENTER_MOBILE = schemaMessage('server.enter_customer_mobile');
const mobile = () =>
  z.preprocess(
    emptyAsNull,
    z
      .string({ message: ENTER_MOBILE })
      // One parse a number (an import reads 100,000): refusing from the transform, not a refine before it.
      .transform((text, context) => {
        const normalised = normaliseMobile(text);
        if (normalised === undefined) context.addIssue({ code: 'custom', message: ENTER_MOBILE });
        return normalised ?? z.NEVER;
      })
      .nullable(),
  );

const ENTER_EMAIL = schemaMessage('server.enter_email');
/** Stored lowercase: one customer per address whatever its letter case. */
export const customerEmail = () => emailAddress(ENTER_EMAIL);

const today = () => new Date().toISOString().slice(0, 10);
const dateOfBirth = () =>
  z.preprocess(
    emptyAsNull,
    calendarDate(schemaMessage('server.enter_as_date', { field: label('date_of_birth') }))
      .refine((date) => date <= today(), schemaMessage('server.birth_date_in_future'))
      .nullable(),
  );

const tags = () =>
  z
    .array(lineText().trim().min(1).max(40, schemaMessage('server.keep_under', { max: 40 })))
    .max(MAX_CUSTOMER_TAGS, schemaMessage('server.at_most_tags', { max: MAX_CUSTOMER_TAGS }))
    .transform((list) => [...new Map(list.map((tag) => [tag.toLowerCase(), tag])).values()])
    .default([]);

export const customerAddressSchema = z
  .object({
    /** An address the customer already has; none for a new one. */
    id: recordId().optional(),
    name: optionalLine('address_name', 120),
    phone: mobile().optional(),
    line1: requiredText('line1', 200),
    line2: optionalLine('line2', 200),
    city: requiredText('city', 80),
    state: requiredText('state', 80),
    pincode: requiredText('pincode', 12),
    country: z.preprocess(
      (value) => emptyAsNull(value) ?? 'IN',
      z
        .string()
        .trim()
        .toUpperCase()
        .regex(/^[A-Z]{2}$/, schemaMessage('server.enter_country_code')),
    ),
    is_default_shipping: z.boolean().default(false),
    is_default_billing: z.boolean().default(false),
  })
  .superRefine((address, context) => {
    if (address.country === 'IN' && !INDIAN_PINCODE.test(address.pincode))
      context.addIssue({ ...customIssue('server.pincode_invalid'), path: ['pincode'] });
  });
export type CustomerAddressInput = z.output<typeof customerAddressSchema>;

type DefaultFlag = 'is_default_shipping' | 'is_default_billing';
const DEFAULT_FLAGS: [DefaultFlag, 'server.one_default_shipping' | 'server.one_default_billing'][] = [
  ['is_default_shipping', 'server.one_default_shipping'],
  ['is_default_billing', 'server.one_default_billing'],
];

/**
 * Several addresses, exactly one the default for shipping and one for billing: a second default is
 * refused at its checkbox; with none marked, the first address is the default.
 */
const addresses = () =>
  z
    .array(customerAddressSchema)
    .max(MAX_ADDRESSES, schemaMessage('server.at_most_addresses', { max: MAX_ADDRESSES }))
    .superRefine((list, context) => {
      for (const [flag, message] of DEFAULT_FLAGS) {
        const marked = list.flatMap((address, index) => (address[flag] ? [index] : []));
        for (const index of marked.slice(1)) context.addIssue({ ...customIssue(message), path: [index, flag] });
      }
    })
    .transform((list) =>
      list.map((address, index) => {
        const withDefaults = { ...address };
        for (const [flag] of DEFAULT_FLAGS) if (index === 0 && !list.some((other) => other[flag])) withDefaults[flag] = true;
        return withDefaults;
      }),
    )
    .default([]);

/** A figure carried over from the store the customer came from: a whole number, zero or more (money in paise). */
const priorFigure = (field: string, max: number) => {
  const message = schemaMessage('server.enter_zero_or_more', { field: label(field) });
  return z.preprocess(emptyAsNull, z.number({ message }).int(message).min(0, message).max(max, message).nullable()).transform((value) => value ?? 0);
};

const customerFields = z.object({
  first_name: requiredText('first_name', 80),
  last_name: optionalLine('last_name', 80),
  email: customerEmail(),
  mobile: mobile().optional(),
  gender: z.preprocess(emptyAsNull, z.enum(CUSTOMER_GENDERS, { message: schemaMessage('server.choose_gender') }).nullable()).optional(),
  date_of_birth: dateOfBirth().optional(),
  status: z.enum(CUSTOMER_STATUSES).default('active'),
  blocked_reason: optionalText(multiLineText().trim().max(500, schemaMessage('server.keep_under', { max: 500 }))),
  marketing_opt_in: z.boolean().default(false),
  tags: tags(),
  company: optionalLine('company', 120),
  note: optionalText(multiLineText().trim().max(MAX_NOTE_LENGTH, schemaMessage('server.keep_under', { max: MAX_NOTE_LENGTH }))),
  tax_exempt: z.boolean().default(false),
  gstin: gstinField(),
  prior_total_spent: priorFigure('prior_total_spent', Number.MAX_SAFE_INTEGER),
  prior_orders_count: priorFigure('prior_orders_count', INT4_MAX),
  addresses: addresses(),
});

/**
 * The customer form's payload, for create and edit alike (the form sends the whole record): a blocked
 * customer needs the reason; an active one keeps none.
 */
export const customerSchema = customerFields
  .superRefine((customer, context) => {
    if (customer.status === 'blocked' && customer.blocked_reason.length < BLOCK_REASON_MIN)
      context.addIssue({ ...customIssue('server.give_block_reason', { min: BLOCK_REASON_MIN }), path: ['blocked_reason'] });
  })
  .transform((customer) => ({
    ...customer,
    mobile: customer.mobile ?? null,
    gender: customer.gender ?? null,
    date_of_birth: customer.date_of_birth ?? null,
    blocked_reason: customer.status === 'blocked' ? customer.blocked_reason : '',
  }));
export type CustomerInput = z.output<typeof customerSchema>;

/** Read-only values the server works out from orders (zero until orders exist); never sent by a form. */
export const CUSTOMER_DERIVED_FIELDS = ['orders_count', 'total_spent'] as const;

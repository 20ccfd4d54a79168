import { BUSINESS_CURRENCY, BUSINESS_TIME_ZONE, fieldKind, type FieldKind } from './fieldKinds';

/**
 * A field's value as a person reads it (History, timelines) or as a spreadsheet takes it (CSV
 * exports), by the field's kind (domain/fieldKinds.ts). Both sides format through here.
 */

/** Day, month, year, hours and minutes in the language's order and clock (20/11/2026, 4:47 pm; 20/11/2026 16:47). */
export const DATE_TIME_OPTIONS: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit', day: '2-digit', hour: 'numeric', minute: '2-digit' };

/** Whole rupees without decimals (₹86,596), paise when there are some (₹57,928.12). */
export const MONEY_OPTIONS: Intl.NumberFormatOptions = { style: 'currency', currency: BUSINESS_CURRENCY, minimumFractionDigits: 2, trailingZeroDisplay: 'stripIfInteger' };

const formats = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();
const kept = <F extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => F): F => {
  let format = formats.get(key) as F | undefined;
  if (!format) formats.set(key, (format = make()));
  return format;
};

/** Minor units as money in the reader's locale (₹1,234.50 in en-IN, 1 234,50 ₹ in fr-FR). */
export const formatMoney = (minor: number, locale: string) => kept(`money ${locale}`, () => new Intl.NumberFormat(locale, MONEY_OPTIONS)).format(minor / 100);

const asDate = (value: unknown): Date | undefined => {
  const date = value instanceof Date ? value : typeof value === 'string' || typeof value === 'number' ? new Date(value) : undefined;
  return date && !Number.isNaN(date.getTime()) ? date : undefined;
};

/** A moment in the reader's format, on the business's clock: 1 November 00:30 in India is never 31 October. */
export const formatMoment = (value: unknown, locale: string): string | undefined => {
  const date = asDate(value);
  return date && kept(`moment ${locale}`, () => new Intl.DateTimeFormat(locale, { ...DATE_TIME_OPTIONS, timeZone: BUSINESS_TIME_ZONE })).format(date);
};

/** A calendar day (2026-11-01) in the reader's format, moved by no time zone. */
const formatDay = (value: unknown, locale: string): string | undefined => {
  const date = asDate(value);
  return date && kept(`day ${locale}`, () => new Intl.DateTimeFormat(locale, { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'UTC' })).format(date);
};

const ISO_MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const looksLikeAddress = (value: unknown) => isPlainObject(value) && ('line1' in value || 'address_line1' in value) && 'city' in value;

/** A country code (IN) by its name in the reader's language (India, Inde); the code where Intl knows none. */
const countryName = (code: string, locale: string | undefined) => {
  if (!locale || !/^[A-Z]{2}$/.test(code)) return code;
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
};

/**
 * An address on one line, its parts in the order a letter has them ("Asha Menon, 12 MG Road, Pune,
 * Maharashtra 411001, India"); without a locale (a CSV cell) the country stays a code.
 */
export const formatAddress = (value: unknown, locale?: string): string => {
  if (Array.isArray(value)) return value.map((one) => formatAddress(one, locale)).filter(Boolean).join('; ');
  if (!isPlainObject(value)) return value == null ? '' : String(value);
  const part = (key: string) => (typeof value[key] === 'string' || typeof value[key] === 'number' ? String(value[key]).trim() : '');
  const region = [part('state'), part('pincode')].filter(Boolean).join(' ');
  return [part('name'), part('line1') || part('address_line1'), part('line2') || part('address_line2'), part('city'), region, countryName(part('country'), locale), part('mobile')]
    .filter(Boolean)
    .join(', ');
};

/** The message texts a reader sees; react-admin's translate has this shape (`%{name}` filled from options). */
export type Translate = (key: string, options?: { _?: string; [name: string]: unknown }) => string;

export interface FieldTextContext {
  /** The Intl locale (en-IN, fr-FR, ...). */
  locale: string;
  translate: Translate;
  /** The name of a referenced record, when it is known. */
  referenceName?: (resource: string, id: number) => string | undefined;
}

/** One value as a person reads it; a reference also says which record, for a link to it. */
export interface FieldText {
  text: string;
  reference?: { resource: string; id: number };
  /** Records a value names after a lead text (a notification's chosen customers), for the console to name and link. */
  references?: { lead: string; resource: string; ids: number[] };
  /** A list of lines (a steal's variants): each its record, for the console to name and link, and its other fields as text. */
  lines?: { reference?: { resource: string; id: number }; text: string }[];
}

/** What no value reads as. */
export const NO_VALUE = '—';

const plainText = (value: unknown, context: FieldTextContext): string => {
  if (typeof value === 'boolean') return context.translate(value ? 'ra.boolean.true' : 'ra.boolean.false');
  if (typeof value === 'string' && ISO_MOMENT.test(value)) return formatMoment(value, context.locale) ?? value;
  if (typeof value === 'number') return new Intl.NumberFormat(context.locale).format(value);
  if (Array.isArray(value)) return value.map((item) => plainText(item, context)).join(', ');
  if (looksLikeAddress(value)) return formatAddress(value, context.locale);
  if (isPlainObject(value))
    return Object.entries(value)
      .map(([key, item]) => `${key.replace(/_/g, ' ')}: ${item == null ? NO_VALUE : plainText(item, context)}`)
      .join(', ');
  return String(value);
};

const NOTIFICATIONS = 'resources.notifications';
const listed = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);

/**
 * A notification's audience as a person reads it: "All customers", "A segment: Customer tags: vip;
 * Cities: Pune; 2 to 5 orders", or the chosen customers by name.
 */
const audienceText = (audience: Record<string, unknown>, context: FieldTextContext): FieldText => {
  const { translate } = context;
  const kind = String(audience.kind);
  const lead = translate(`${NOTIFICATIONS}.audiences.${kind}`, { _: kind });
  if (kind === 'customers') {
    const ids = (Array.isArray(audience.customer_ids) ? audience.customer_ids : []).filter((id): id is number => typeof id === 'number');
    const names = ids.map((id) => context.referenceName?.('customers', id) ?? `#${id}`);
    return { text: `${lead}: ${names.join(', ')}`, references: { lead, resource: 'customers', ids } };
  }
  if (kind !== 'segment') return { text: lead };
  const count = (value: unknown) => (typeof value === 'number' ? new Intl.NumberFormat(context.locale).format(value) : undefined);
  const [min, max] = [count(audience.orders_min), count(audience.orders_max)];
  const parts = [
    ...(['tags', 'cities'] as const).flatMap((field) => {
      const values = listed(audience[field]);
      return values.length ? [`${translate(`${NOTIFICATIONS}.fields.audience.${field}`, { _: field })}: ${values.join(', ')}`] : [];
    }),
    ...(min && max ? [translate(`${NOTIFICATIONS}.audience_orders.between`, { min, max })] : []),
    ...(min && !max ? [translate(`${NOTIFICATIONS}.audience_orders.at_least`, { min })] : []),
    ...(max && !min ? [translate(`${NOTIFICATIONS}.audience_orders.at_most`, { max })] : []),
  ];
  return { text: parts.length ? `${lead}: ${parts.join('; ')}` : lead };
};

/** Lines (a steal's variants) as a person reads them: "ANK-0001-S (Steal price: ₹1,499, Cap: 1); …". */
const linesText = (value: unknown[], kind: Extract<FieldKind, { kind: 'lines' }>, context: FieldTextContext): FieldText => {
  const lines = value.filter(isPlainObject).map((line) => {
    const entries = Object.entries(line);
    const [referenceField, referenceId] = entries.find(([field, id]) => kind.fields[field]?.kind === 'reference' && typeof id === 'number') ?? [];
    const referenceKind = referenceField ? kind.fields[referenceField] : undefined;
    const reference = referenceKind?.kind === 'reference' ? { resource: referenceKind.resource, id: referenceId as number } : undefined;
    const text = entries
      .filter(([field]) => field !== referenceField)
      .map(([field, item]) => `${context.translate(`${kind.labels}.${field}`, { _: field.replace(/_/g, ' ') })}: ${kindText(item, kind.fields[field], context).text}`)
      .join(', ');
    return { reference, text };
  });
  const named = (line: (typeof lines)[number]) =>
    line.reference ? `${context.referenceName?.(line.reference.resource, line.reference.id) ?? `#${line.reference.id}`} (${line.text})` : line.text;
  return { text: lines.map(named).join('; ') || NO_VALUE, lines };
};

/** `value` of a field of kind `kind` as a person reads it, in the context's language. */
export const kindText = (value: unknown, kind: FieldKind | undefined, context: FieldTextContext): FieldText => {
  if (value === null || value === undefined || value === '') return { text: NO_VALUE };
  switch (kind?.kind) {
    case 'money':
      if (typeof value === 'number') return { text: formatMoney(value, context.locale) };
      break;
    case 'reference':
      if (typeof value === 'number') return { text: context.referenceName?.(kind.resource, value) ?? `#${value}`, reference: { resource: kind.resource, id: value } };
      break;
    case 'address':
      return { text: formatAddress(value, context.locale) };
    case 'enum':
      if (typeof value === 'string') return { text: context.translate(`${kind.labels}.${value}`, { _: value }) };
      if (Array.isArray(value)) return { text: value.map((one) => context.translate(`${kind.labels}.${String(one)}`, { _: String(one) })).join(', ') || NO_VALUE };
      break;
    case 'audience':
      if (isPlainObject(value)) return audienceText(value, context);
      break;
    case 'lines':
      if (Array.isArray(value)) return linesText(value, kind, context);
      break;
    case 'date':
      return { text: formatMoment(value, context.locale) ?? String(value) };
    case 'day':
      return { text: formatDay(value, context.locale) ?? String(value) };
    case 'boolean':
      break;
  }
  return { text: plainText(value, context) };
};

/** A field of `resource` as a person reads it. */
export const fieldText = (resource: string, field: string, value: unknown, context: FieldTextContext): FieldText =>
  kindText(value, fieldKind(resource, field), context);

/** A moment as a spreadsheet reads it, on the business's clock ("2026-11-01 00:30"). */
const localCell = (value: unknown): string => {
  const date = asDate(value);
  if (!date) return '';
  const parts = Object.fromEntries(
    kept('cell', () => new Intl.DateTimeFormat('en-CA', { timeZone: BUSINESS_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }))
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
};

/** The unit a CSV column's header carries for its kind: money's currency, a moment's time zone. */
export const kindUnit = (kind: FieldKind | undefined): string | undefined =>
  kind?.kind === 'money' ? BUSINESS_CURRENCY : kind?.kind === 'date' ? BUSINESS_TIME_ZONE : undefined;

/** A CSV column's header: the field's name, as the imports read it back, with its unit ("total (INR)", "placed_at (Asia/Kolkata)"). */
export const csvHeader = (resource: string, field: string): string => {
  const unit = kindUnit(fieldKind(resource, field));
  return unit ? `${field} (${unit})` : field;
};

/** A CSV cell of kind `kind`: rupees with two decimals ("1234.50"), local times, yes / no (as the imports read them), lists comma-separated. */
export const kindCell = (value: unknown, kind: FieldKind | undefined): string | number => {
  if (value === null || value === undefined) return '';
  switch (kind?.kind) {
    case 'money':
      return typeof value === 'number' ? (value / 100).toFixed(2) : '';
    case 'date':
      return localCell(value);
    case 'address':
      return formatAddress(value);
    default:
      if (typeof value === 'boolean') return value ? 'yes' : 'no';
      if (Array.isArray(value)) return value.join(', ');
      if (value instanceof Date) return localCell(value);
      return typeof value === 'number' ? value : String(value);
  }
};

import type { RaRecord } from 'react-admin';

/** One (attribute, value) row of the product form; the product keeps `{code: value}`. */
export interface AttributeRow {
  code: string;
  value: string;
}

type AttributeValues = Record<string, string>;

/** The record as the product form edits it: its attribute values as rows. */
export const toFormRecord = (record: Partial<RaRecord> | undefined): Partial<RaRecord> => ({
  ...record,
  attributes: Object.entries((record?.attributes ?? {}) as AttributeValues).map(([code, value]): AttributeRow => ({ code, value })),
});

/** The form's data as the server takes it: the rows back to `{code: value}`. */
export const toProductPayload = (data: RaRecord): RaRecord => ({
  ...data,
  attributes: Object.fromEntries(((data.attributes ?? []) as AttributeRow[]).map(({ code, value }) => [code, value])),
});

const REQUIRED = { message: 'ra.validation.required', args: {} };

/**
 * The rows' own checks, which the product schema cannot make on `{code: value}`: each row names an
 * attribute and a value, and no attribute twice (the product would keep only the last).
 */
export const attributeRowErrors = (values: Record<string, unknown>) => {
  const rows = (values.attributes ?? []) as Partial<AttributeRow>[];
  const missing = rows.map((row) => ({ ...(row.code ? {} : { code: REQUIRED }), ...(row.value ? {} : { value: REQUIRED }) }));
  if (missing.some((row) => Object.keys(row).length)) return { attributes: missing };
  const codes = rows.map((row) => row.code);
  return new Set(codes).size < codes.length ? { attributes: { message: 'resources.products.attribute_twice', args: {} } } : {};
};

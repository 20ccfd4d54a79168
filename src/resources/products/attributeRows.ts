import type { RaRecord } from 'react-admin';

/** One (attribute, value) row of the product form; the product keeps `{code: value}`. */
export interface AttributeRow {
  code: string;
  value: string;
}

type AttributeValues = Record<string, string>;

/** The record as the product form edits it: its attribute values as rows. */
export const toFormRecord = (record: Partial<RaRecord> | undefined): Partial<RaRecord> | undefined =>
  record && {
    ...record,
    attributes: Object.entries((record.attributes ?? {}) as AttributeValues).map(([code, value]): AttributeRow => ({ code, value })),
  };

/** The form's data as the server takes it: the rows back to `{code: value}`. */
export const toProductPayload = (data: RaRecord): RaRecord => ({
  ...data,
  attributes: Object.fromEntries(((data.attributes ?? []) as AttributeRow[]).map(({ code, value }) => [code, value])),
});

/** Rows setting the same attribute twice: the product would keep only the last. */
export const repeatedAttribute = (rows: AttributeRow[] | undefined) => {
  const codes = (rows ?? []).map((row) => row.code).filter(Boolean);
  return new Set(codes).size < codes.length ? 'resources.products.attribute_twice' : undefined;
};

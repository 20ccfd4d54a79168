/** A field an import fills, with the headers other systems' exports give it. */
export interface ImportField<Name extends string = string> {
  name: Name;
  required?: boolean;
  /** Headers of common exports (Shopify's customer and product CSVs, ...), matched like labels. */
  aliases?: readonly string[];
}

/** Which column of the file fills which field: column index -> field name. */
export type ColumnMapping<Name extends string = string> = Partial<Record<number, Name>>;

/**
 * A header reduced to what identifies it: lower case, accents dropped, every run of punctuation or
 * spaces one space ("Date de naissance", "date_de_naissance" and "DATE DE NAISSANCE" match).
 */
export const normaliseHeader = (header: string): string =>
  header
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/**
 * Maps the file's headers to fields: a header matches a field by its name, one of its aliases or one
 * of `labels` (the field's labels in every language the console speaks). Each field takes the first
 * column that matches it; a column matching nothing is left out.
 */
export const matchColumns = <Name extends string>(
  headers: readonly string[],
  fields: readonly ImportField<Name>[],
  labels: Partial<Record<Name, readonly string[]>> = {},
): ColumnMapping<Name> => {
  const fieldOf = new Map<string, Name>();
  for (const field of fields) {
    for (const header of [field.name, ...(field.aliases ?? []), ...(labels[field.name] ?? [])]) {
      const key = normaliseHeader(header);
      if (key && !fieldOf.has(key)) fieldOf.set(key, field.name);
    }
  }
  const mapping: ColumnMapping<Name> = {};
  const taken = new Set<Name>();
  headers.forEach((header, column) => {
    const field = fieldOf.get(normaliseHeader(header));
    if (field && !taken.has(field)) {
      mapping[column] = field;
      taken.add(field);
    }
  });
  return mapping;
};

/** The required fields no column fills. */
export const missingFields = <Name extends string>(mapping: ColumnMapping<Name>, fields: readonly ImportField<Name>[]): Name[] => {
  const mapped = new Set(Object.values(mapping));
  return fields.filter((field) => field.required && !mapped.has(field.name)).map((field) => field.name);
};

/** One record as field -> cell text, by a mapping. */
export const recordFields = <Name extends string>(record: readonly string[], mapping: ColumnMapping<Name>): Partial<Record<Name, string>> => {
  const values: Partial<Record<Name, string>> = {};
  for (const [column, field] of Object.entries(mapping) as [string, Name][]) values[field] = record[Number(column)] ?? '';
  return values;
};

/** A field an import fills, with the headers other systems' exports give it. */
export interface ImportField<Name extends string = string> {
  name: Name;
  required?: boolean;
  /**
   * Headers of common exports (Shopify's and WooCommerce's customer CSVs, ...), the most specific
   * first: a column matching an earlier one wins the field over a column matching a later one
   * ("Country Code" over "Country").
   */
  aliases?: readonly string[];
  /** Another field whose column meets `required` for this one (a full name for the first name). */
  orFrom?: Name;
  /** Proposed only when a column fills this field too (a city without its street would refuse every row). */
  proposedWith?: Name;
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
 * Maps the file's headers to fields: a header matches a field by its exact name (`prior_total_spent`),
 * one of its aliases, one of `labels` (the field's labels in every language the console speaks) or
 * its name as words, in that order of preference. The best match is given first, a column and a field each once; a column matching
 * nothing, or only fields already taken, is left out.
 */
export const matchColumns = <Name extends string>(
  headers: readonly string[],
  fields: readonly ImportField<Name>[],
  labels: Partial<Record<Name, readonly string[]>> = {},
): ColumnMapping<Name> => {
  // Normalised header -> the fields it names, each with its rank (how far down the field's list).
  const namedBy = new Map<string, { field: Name; rank: number }[]>();
  for (const field of fields) {
    const seen = new Set<string>();
    [...(field.aliases ?? []), ...(labels[field.name] ?? []), field.name].forEach((header, rank) => {
      const key = normaliseHeader(header);
      if (!key || seen.has(key)) return;
      seen.add(key);
      namedBy.set(key, [...(namedBy.get(key) ?? []), { field: field.name, rank }]);
    });
  }
  // A header that is a field's own name, as the console's export writes it, names that field first;
  // the name as words ("Country") comes last.
  const byName = new Set<string>(fields.map((field) => field.name));
  // The export adds a column's unit to its name ("total_spent (INR)").
  const ownName = (header: string) => header.replace(/\s*\([^()]*\)$/, '');
  const candidates = headers.flatMap((header, column) => [
    ...(byName.has(ownName(header)) ? [{ field: ownName(header) as Name, rank: -1, column }] : []),
    ...(namedBy.get(normaliseHeader(header)) ?? []).map((match) => ({ ...match, column })),
  ]);
  candidates.sort((one, other) => one.rank - other.rank || one.column - other.column);
  const mapping: ColumnMapping<Name> = {};
  const taken = new Set<Name>();
  for (const { field, column } of candidates) {
    if (mapping[column] !== undefined || taken.has(field)) continue;
    mapping[column] = field;
    taken.add(field);
  }
  const proposedWith = new Map(fields.map((field) => [field.name, field.proposedWith]));
  for (const [column, field] of Object.entries(mapping) as [string, Name][]) {
    const needed = proposedWith.get(field);
    if (needed && !taken.has(needed)) delete mapping[Number(column)];
  }
  return mapping;
};

/** The required fields no column fills (nor the column of the field that stands in for one). */
export const missingFields = <Name extends string>(
  mapping: ColumnMapping<Name> | Record<string, string>,
  fields: readonly Pick<ImportField<Name>, 'name' | 'required' | 'orFrom'>[],
): Name[] => {
  const mapped = new Set<string>(Object.values(mapping).filter((field): field is string => field !== undefined));
  return fields.filter((field) => field.required && !mapped.has(field.name) && !(field.orFrom && mapped.has(field.orFrom))).map((field) => field.name);
};

/** One record as field -> cell text, by a mapping. */
export const recordFields = <Name extends string>(record: readonly string[], mapping: ColumnMapping<Name>): Partial<Record<Name, string>> => {
  const values: Partial<Record<Name, string>> = {};
  for (const [column, field] of Object.entries(mapping) as [string, Name][]) values[field] = record[Number(column)] ?? '';
  return values;
};

/** A mapping kept for an import type: normalised header -> field name, '' for a column left out. */
export type KeptMapping = Record<string, string>;

/** Every column's choice by its header, "left out" included, for the type's next files. */
export const keptMappingOf = (headers: readonly string[], mapping: Record<string, string>): KeptMapping =>
  Object.fromEntries(headers.map((header, column) => [normaliseHeader(header), mapping[String(column)] ?? '']).filter(([key]) => key));

/**
 * The proposed mapping with a kept one applied: a header the kept mapping knows takes its choice
 * (left out included), and a field it gives to a column is taken from any other column.
 */
export const withKeptMapping = <Name extends string>(proposed: ColumnMapping<Name>, headers: readonly string[], kept: KeptMapping | undefined): ColumnMapping<Name> => {
  if (!kept) return proposed;
  const mapping: ColumnMapping<Name> = { ...proposed };
  const known = headers.map((header) => kept[normaliseHeader(header)]);
  const given = new Set<string>(known.filter((choice): choice is string => Boolean(choice)));
  headers.forEach((_header, column) => {
    const choice = known[column];
    if (choice === undefined) {
      if (mapping[column] !== undefined && given.has(mapping[column])) delete mapping[column];
    } else if (choice) mapping[column] = choice as Name;
    else delete mapping[column];
  });
  return mapping;
};

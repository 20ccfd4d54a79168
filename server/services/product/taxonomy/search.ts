import type { SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { documentOf, textSearch } from '../../../http/search';

/**
 * `q` on a taxonomy list: words of any of the columns (a document computed on the fly; these tables
 * hold hundreds of rows), or a substring of the first one, the name, which has a trigram index.
 */
export const taxonomySearch =
  (name: PgColumn, ...others: PgColumn[]) =>
  (q: unknown): SQL | undefined =>
    textSearch(q, { document: documentOf(name, ...others), substring: [name] });

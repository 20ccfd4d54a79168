import { customType } from 'drizzle-orm/pg-core';

/** A PostgreSQL full-text document, for generated search columns (see server/http/search.ts). */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

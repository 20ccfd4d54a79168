import { ilike, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * The `q` of every list: full-text search on a tsvector document (GIN index) OR a substring match
 * on short identifying columns (GIN trigram index, e.g. SKUs and titles). Runs the same on PGlite
 * and PostgreSQL; the 'simple' configuration keeps brand, designer and Indian words unstemmed.
 */
export interface SearchTarget {
  /** A tsvector: a generated column, or `documentOf(...)` for small tables without one. */
  document?: SQL | PgColumn;
  /** Text columns matched as substrings; give them a gin_trgm_ops index on big tables. */
  substring?: PgColumn[];
}

const MAX_WORDS = 8;

/** "Silk sar" -> "silk:* & sar:*": every word must match, each as a prefix (search as you type). */
export const prefixQuery = (q: string): string | undefined => {
  const words = q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.length ? words.slice(0, MAX_WORDS).map((word) => `${word}:*`).join(' & ') : undefined;
};

/** Text matched literally inside a LIKE pattern. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The condition for a `q`; undefined when q is blank (no filtering). */
export const textSearch = (q: unknown, target: SearchTarget): SQL | undefined => {
  const text = String(q ?? '').trim().slice(0, 200);
  if (!text) return undefined;
  const query = prefixQuery(text);
  const conditions = [
    query && target.document ? sql`${target.document} @@ to_tsquery('simple', ${query})` : undefined,
    ...(target.substring ?? []).map((column) => ilike(column, `%${escapeLike(text)}%`)),
  ].filter((condition): condition is SQL => condition !== undefined);
  return conditions.length ? or(...conditions) : sql`false`;
};

/** A tsvector computed on the fly from text columns, for tables small enough not to need a stored one. */
export const documentOf = (...columns: PgColumn[]): SQL =>
  sql`to_tsvector('simple', concat_ws(' ', ${sql.join(columns, sql`, `)}))`;

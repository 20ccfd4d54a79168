import { and, eq, ne, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { isExternalAddress } from '@domain/storefrontPaths';
import type { UrlTargetType } from '@domain/taxonomy';
import type { Executor } from '../../../db/client';
import { brands, categories, collections, designers, products, urls } from '../../../db/schema';
import type { ServerMessage } from '@domain/serverMessages';
import { refusedAt } from '../../../http/errors';

type Row = Record<string, unknown>;

/** Longer chains are refused: every hop costs the shopper a round trip. */
const MAX_REDIRECT_HOPS = 10;

const TARGET_TABLES: Record<Exclude<UrlTargetType, 'page'>, PgTable & { id: PgColumn }> = {
  product: products,
  category: categories,
  collection: collections,
  brand: brands,
  designer: designers,
};

const refuse = (field: string, message: ServerMessage) => refusedAt(422, 'invalid_url', field, message);

const checkTarget = async (tx: Executor, type: UrlTargetType, id: number | null) => {
  if (type === 'page' || id === null) return;
  const table = TARGET_TABLES[type];
  const [found] = await tx.select({ id: table.id }).from(table).where(eq(table.id, id));
  if (!found) throw refuse('target_id', { key: 'server.target_missing', params: { id } });
};

/**
 * Follows the redirects from the URL being saved, seeing it with its new values. A new loop must pass
 * through this URL, so walking forward from it finds every loop the change would create.
 */
const checkRedirectChain = async (tx: Executor, path: string, redirectTo: string, ownId: number | undefined) => {
  const chain = [path];
  for (let next: string | null = redirectTo; next && !isExternalAddress(next); ) {
    if (chain.includes(next)) throw refuse('redirect_to', { key: 'server.redirect_loop', params: { chain: [...chain, next].join(' → ') } });
    chain.push(next);
    if (chain.length > MAX_REDIRECT_HOPS)
      throw refuse('redirect_to', { key: 'server.redirect_chain_too_long', params: { max: MAX_REDIRECT_HOPS } });
    const [row]: { redirect_to: string | null }[] = await tx
      .select({ redirect_to: urls.redirect_to })
      .from(urls)
      .where(and(eq(urls.path, next), ownId ? ne(urls.id, ownId) : undefined));
    next = row?.redirect_to ?? null;
  }
};

/** URL management's check of a write: a redirect without loops or long chains, else a target that exists (serialised: chains cross rows). */
export const checkUrlWrite = async (tx: Executor, values: Row, existing: Row | undefined) => {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('storefront redirects'))`);
  const path = values.path as string;
  const redirectTo = values.redirect_to as string | null;
  if (redirectTo) await checkRedirectChain(tx, path, redirectTo, existing?.id as number | undefined);
  else await checkTarget(tx, values.target_type as UrlTargetType, values.target_id as number | null);
  return values;
};

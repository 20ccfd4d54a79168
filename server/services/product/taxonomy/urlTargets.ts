import { and, count, eq } from 'drizzle-orm';
import type { UrlTargetType } from '@domain/taxonomy';
import { urls } from '../../../db/schema';
import type { RecordUser } from './usage';

/** Storefront URLs that show a record: they block its deletion and follow it to a replacement. */
export const urlTargetUser = (type: UrlTargetType): RecordUser => {
  const pointsAt = (id: number) => and(eq(urls.target_type, type), eq(urls.target_id, id));
  return {
    name: 'urls',
    count: async (tx, id) => (await tx.select({ n: count() }).from(urls).where(pointsAt(id)))[0]?.n ?? 0,
    reassign: async (tx, from, to) => {
      await tx.update(urls).set({ target_id: to, updated_at: new Date() }).where(pointsAt(from));
    },
  };
};

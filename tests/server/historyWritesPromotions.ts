import { createIn, uniqueWord } from './catalogueApi';
import type { WriteCase } from './historyWrites';
import { COUPONS, STEALS } from './promotionsApi';
import { someVariants } from './stockApi';

/** The promotions' write routes beyond their CRUD (historyWrites.ts lists that with the product resources). */
const MISSING = 999999999;
const hourFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

export const promotionResources = [
  { name: 'discounts', create: (w: string) => ({ title: `Deal ${w}`, kind: 'fixed', value: 500 }), change: ['title', 'Renamed deal'] as [string, unknown] },
  {
    name: 'coupons',
    create: async (w: string, server: Parameters<typeof createIn>[0], token: string) => ({
      code: `H-${w.toUpperCase()}`,
      discount_id: (await createIn(server, token, 'discounts', { title: `Coded ${w}`, kind: 'percentage', value: 500 })).id,
    }),
    change: ['usage_limit', 9] as [string, unknown],
  },
  { name: 'steals', create: (w: string) => ({ title: `Steal ${w}`, starts_at: hourFromNow(-1), ends_at: hourFromNow(1) }), change: ['title', 'Renamed steal'] as [string, unknown] },
];

export const promotionWriteCases: WriteCase[] = [
  {
    route: `PUT ${STEALS}/:id/variants`,
    succeeds: async (server, token) => {
      const steal = await createIn(server, token, 'steals', { title: uniqueWord('Steal '), starts_at: hourFromNow(-1), ends_at: hourFromNow(1) });
      const [variant] = await someVariants(server, token, 1);
      const price = ((await server.request(token, { method: 'GET', url: `/svc/product/variants/${variant!.id}` })).json() as { price: number }).price;
      const variants = [{ variant_id: variant!.id, price: price - 1, quantity_cap: 3 }];
      return {
        call: { url: `${STEALS}/${steal.id}/variants`, payload: { variants } },
        expect: () => ({ entity: 'steals', entity_id: steal.id, action: 'variants', changes: { variants: [[], variants] } }),
      };
    },
    fails: async () => ({ url: `${STEALS}/${MISSING}/variants`, payload: { variants: [] } }),
  },
  {
    route: `POST ${COUPONS}/generate`,
    succeeds: async (server, token) => {
      const discount = await createIn(server, token, 'discounts', { title: uniqueWord('Batch '), kind: 'fixed', value: 100 });
      return {
        call: { url: `${COUPONS}/generate`, payload: { discount_id: discount.id, prefix: 'H-', count: 3 } },
        expect: () => ({ entity: 'discounts', entity_id: discount.id, action: 'generate_coupons', changes: { coupon_batch: [null, { prefix: 'H-', count: 3 }] } }),
      };
    },
    fails: async () => ({ url: `${COUPONS}/generate`, payload: { discount_id: MISSING, count: 3 } }),
  },
];

import type { Database } from '../client';
import { notifications, scriptVersions, storefrontScripts } from '../schema';

/** Demo notifications (a draft, a cancelled one) and storefront scripts, each script with its first version. */
export const seedNotifications = async (db: Database) => {
  await db.insert(notifications).values([
    {
      title: 'New season drop, {{first_name}}',
      body: 'Over 300 pre-loved designer pieces landed this week. Shop them before they are gone.',
      link: '/collections/new-in',
      channels: ['email', 'push'],
      audience: { kind: 'all', tags: [], cities: [], customer_ids: [] },
    },
    {
      title: 'Festive sale: an early look',
      body: 'Our loyal customers see the festive sale a day early.',
      channels: ['email', 'sms'],
      audience: { kind: 'segment', tags: ['vip'], cities: [], customer_ids: [], orders_min: 3 },
      state: 'cancelled',
    },
  ]);
  const scripts = await db
    .insert(storefrontScripts)
    .values([
      {
        name: 'Analytics',
        placement: 'head',
        pages: [],
        is_active: true,
        position: 0,
        code: "window.dataLayer = window.dataLayer || [];\nwindow.dataLayer.push({ event: 'page_view' });",
      },
      {
        name: 'Chat widget',
        placement: 'body_end',
        pages: ['product', 'cart'],
        is_active: false,
        position: 1,
        code: "document.documentElement.dataset.chat = 'ready';",
      },
    ])
    .returning();
  await db.insert(scriptVersions).values(
    scripts.map(({ id, name, placement, pages, is_active, position, code }) => ({ script_id: id, number: 1, name, placement, pages, is_active, position, code })),
  );
};

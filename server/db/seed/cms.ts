import { asc, eq } from 'drizzle-orm';
import { DEFAULT_LAYOUTS, type CmsPlatform, type SectionType } from '@domain/cms';
import type { Database } from '../client';
import { cmsContainers, cmsContents, cmsSections, cmsVersions, collections, products } from '../schema';
import { draftSnapshot } from '../../services/cms/draft';

type Item = Omit<typeof cmsContents.$inferInsert, 'section_id'>;
interface SeedSection {
  type: SectionType;
  title: string;
  items: (ids: { products: number[]; collections: number[] }) => Item[];
}
interface SeedContainer {
  platform: CmsPlatform;
  name: string;
  slug: string;
  published: boolean;
  sections: SeedSection[];
}

const picks = (ids: number[], from: number, count: number): Item[] => ids.slice(from, from + count).map((product_id) => ({ type: 'product', product_id }));
const links = (pairs: [string, string][]): Item[] => pairs.map(([title, link]) => ({ type: 'link', title, link }));

/** A container seeded as published (its draft copied into version 1), or left a draft. */
const container =
  (published: boolean) =>
  (platform: CmsPlatform, name: string, slug: string, sections: SeedSection[] = []): SeedContainer => ({ platform, name, slug, published, sections });
const published = container(true);
const draft = container(false);

const CONTAINERS: SeedContainer[] = [
  published('web', 'Homepage', 'home', [
    { type: 'banner', title: 'Festive edit', items: () => [{ type: 'image', title: 'The festive edit: up to 40% off', image: null, link: '/diwali' }] },
    { type: 'product_grid', title: 'New in', items: ({ products: ids }) => picks(ids, 0, 8) },
    { type: 'collection_grid', title: 'Shop the edits', items: ({ collections: ids }) => ids.slice(0, 4).map((collection_id) => ({ type: 'collection', collection_id })) },
    { type: 'text', title: 'Why shop with us', items: () => [{ type: 'text', text: 'Authenticated pre-loved designer wear, shipped across India.' }] },
  ]),
  published('mobile', 'App homepage', 'home', [
    { type: 'carousel', title: 'Trending now', items: ({ products: ids }) => picks(ids, 8, 6) },
    { type: 'product_grid', title: 'Under ₹10,000', items: ({ products: ids }) => picks(ids, 14, 4) },
  ]),
  published('header', 'Main header', 'main', [
    { type: 'links', title: 'Navigation', items: () => links([['Women', '/women'], ['Men', '/men'], ['Bridal', '/bridal'], ['Sale', '/sale']]) },
  ]),
  published('footer', 'Main footer', 'main', [
    { type: 'links', title: 'Help', items: () => links([['Shipping', '/help/shipping'], ['Returns', '/help/returns'], ['Contact us', '/contact']]) },
    { type: 'text', title: 'About', items: () => [{ type: 'text', text: 'Luxury resale for India, since 2016.' }] },
  ]),
  draft('web', 'Wedding season landing', 'wedding-season', [
    { type: 'banner', title: 'Wedding season', items: () => [{ type: 'image', title: 'Dressed for every ceremony', image: null, link: '/bridal' }] },
    { type: 'product_grid', title: 'Lehengas and sarees', items: ({ products: ids }) => picks(ids, 18, 6) },
  ]),
  draft('mobile', 'App sale takeover', 'sale'),
  draft('web', 'Monsoon sale landing', 'monsoon-sale'),
];

/** Demo storefront content: a homepage per platform, a header and a footer published; two landing pages as drafts. */
export const seedCms = async (db: Database) => {
  const productIds = (await db.select({ id: products.id }).from(products).where(eq(products.status, 'active')).orderBy(asc(products.id)).limit(40)).map((row) => row.id);
  const collectionIds = (await db.select({ id: collections.id }).from(collections).where(eq(collections.status, 'published')).orderBy(asc(collections.id))).map((row) => row.id);
  for (const container of CONTAINERS) {
    const [created] = await db.insert(cmsContainers).values({ platform: container.platform, name: container.name, slug: container.slug }).returning({ id: cmsContainers.id });
    for (const [position, section] of container.sections.entries()) {
      const [row] = await db
        .insert(cmsSections)
        .values({ container_id: created!.id, type: section.type, title: section.title, layout: DEFAULT_LAYOUTS[section.type], position })
        .returning({ id: cmsSections.id });
      const items = section.items({ products: productIds, collections: collectionIds });
      if (items.length) await db.insert(cmsContents).values(items.map((item, index) => ({ ...item, section_id: row!.id, position: index })));
    }
    if (!container.published) continue;
    const snapshot = await draftSnapshot(db, created!.id);
    await db.insert(cmsVersions).values({ container_id: created!.id, number: 1, kind: 'publish', publish_at: new Date(), snapshot });
    await db.update(cmsContainers).set({ latest_version: 1 }).where(eq(cmsContainers.id, created!.id));
  }
};

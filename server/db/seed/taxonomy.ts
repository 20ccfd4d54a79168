import { and, asc, eq, ilike, inArray, or } from 'drizzle-orm';
import { slugify } from '@domain/slugs';
import type { CollectionRules } from '@domain/collectionRules';
import type { Database } from '../client';
import { attributes, brands, categories, collectionProducts, collections, conditions, designers, products, stores, urls } from '../schema';
import { ATTRIBUTES, BRANDS, CATEGORY_TREE, COLLECTIONS, CONDITIONS, DESIGNERS, STORES } from './taxonomyData';
import { demoGstin } from './gstins';

type UrlRow = typeof urls.$inferInsert;

interface SeededCategory {
  id: number;
  name: string;
  slug: string;
  /** Storefront path, e.g. "women/indian-wear/lehengas". */
  path: string;
  /** Names from the root, e.g. "Women › Indian Wear". */
  trail: string;
}

/** Inserts one level of siblings under `parent`; slugs carry the ancestors' so they stay unique. */
const insertCategories = async (db: Database, names: string[], parent?: SeededCategory): Promise<SeededCategory[]> => {
  if (!names.length) return [];
  const created = await db
    .insert(categories)
    .values(
      names.map((name, position) => ({
        name,
        slug: parent ? `${parent.slug}-${slugify(name)}` : slugify(name),
        parent_id: parent?.id ?? null,
        position,
        description: parent ? `${name} in ${parent.trail}` : `Everything for ${name.toLowerCase()}`,
      })),
    )
    .returning({ id: categories.id, name: categories.name, slug: categories.slug });
  return created.map((row) => ({
    ...row,
    path: parent ? `${parent.path}/${slugify(row.name)}` : slugify(row.name),
    trail: parent ? `${parent.trail} › ${row.name}` : row.name,
  }));
};

/** Department, category, subcategory. */
const seedCategoryTree = async (db: Database): Promise<SeededCategory[]> => {
  const all: SeededCategory[] = [];
  for (const department of await insertCategories(db, Object.keys(CATEGORY_TREE))) {
    const groups = CATEGORY_TREE[department.name]!;
    all.push(department);
    for (const group of await insertCategories(db, Object.keys(groups), department)) {
      all.push(group, ...(await insertCategories(db, groups[group.name]!, group)));
    }
  }
  return all;
};

const collectionRules = (brandIds: number[]): CollectionRules => ({
  match: 'any',
  conditions: brandIds.map((id) => ({ field: 'brand_id', operator: 'equals', value: id })),
});

/** Storefront URLs: brand, designer, category and collection pages, content pages, and a few redirects. */
const urlRows = (
  brandRows: { id: number; slug: string }[],
  designerRows: { id: number; slug: string }[],
  categoryRows: { id: number; path: string }[],
  collectionRows: { id: number; slug: string }[],
): UrlRow[] => [
  ...brandRows.map((b) => ({ path: `/brands/${b.slug}`, target_type: 'brand' as const, target_id: b.id })),
  ...designerRows.map((d) => ({ path: `/designers/${d.slug}`, target_type: 'designer' as const, target_id: d.id })),
  ...categoryRows.map((c) => ({ path: `/${c.path}`, target_type: 'category' as const, target_id: c.id })),
  ...collectionRows.map((c) => ({ path: `/collections/${c.slug}`, target_type: 'collection' as const, target_id: c.id })),
  ...['about-us', 'authenticity-guarantee', 'sell-with-us', 'shipping-and-returns', 'contact'].map((slug) => ({
    path: `/pages/${slug}`,
    target_type: 'page' as const,
  })),
  { path: '/bridal', redirect_to: '/collections/the-bridal-edit', redirect_type: 301 },
  { path: '/sale', redirect_to: '/collections/monsoon-sale', redirect_type: 302 },
  { path: '/lehengas', redirect_to: '/women/indian-wear/lehengas', redirect_type: 301 },
  { path: '/sarees', redirect_to: '/women/indian-wear/sarees', redirect_type: 301 },
  { path: '/brand/sabyasachi', redirect_to: '/brands/sabyasachi', redirect_type: 301 },
  { path: '/brand/manish-malhotra', redirect_to: '/brands/manish-malhotra', redirect_type: 301 },
  { path: '/designer-bags', redirect_to: '/women/bags', redirect_type: 301 },
  { path: '/diwali', redirect_to: '/collections/festive-season-picks', redirect_type: 302 },
  { path: '/instagram', redirect_to: 'https://www.instagram.com/', redirect_type: 302 },
];

/** Brands, designers, condition grades, attributes, the category tree, stores, collections and URLs. */
export const seedTaxonomy = async (db: Database) => {
  const brandRows = await db
    .insert(brands)
    .values(BRANDS.map(([name, description]) => ({ name, slug: slugify(name), description })))
    .returning({ id: brands.id, name: brands.name, slug: brands.slug });
  const designerRows = await db
    .insert(designers)
    .values(DESIGNERS.map(([name, country, bio]) => ({ name, slug: slugify(name), country, bio })))
    .returning({ id: designers.id, slug: designers.slug });
  await db.insert(conditions).values(CONDITIONS.map((condition, position) => ({ ...condition, position })));
  await db.insert(attributes).values(ATTRIBUTES);
  const categoryRows = await seedCategoryTree(db);
  await db.insert(stores).values(STORES.map((store) => ({ ...store, gstin: demoGstin(store.state) })));
  const brandId = new Map(brandRows.map((b) => [b.name, b.id]));
  const collectionRows = await db
    .insert(collections)
    .values(
      COLLECTIONS.map(({ title, description, status, brands: ruleBrands }) => ({
        title,
        slug: slugify(title),
        description,
        status,
        type: ruleBrands ? ('rule' as const) : ('manual' as const),
        rules: ruleBrands ? collectionRules(ruleBrands.map((name) => brandId.get(name)!)) : null,
        published_from: status === 'published' ? new Date('2026-01-01T00:00:00+05:30') : null,
      })),
    )
    .returning({ id: collections.id, slug: collections.slug });
  await db.insert(urls).values(urlRows(brandRows, designerRows, categoryRows, collectionRows));
};

/** Words of product titles that suit each manual collection. */
const COLLECTION_WORDS: Record<string, string[]> = {
  'the-bridal-edit': ['Lehenga', 'Saree'],
  'festive-season-picks': ['Anarkali', 'Kurta', 'Saree'],
  'sangeet-night': ['Anarkali', 'Lehenga', 'Clutch'],
  'under-25000': ['Juttis', 'Scarf', 'Kurta'],
  'groom-essentials': ['Sherwani', 'Bandhgala', 'Loafers'],
  'new-with-tags': ['Bag', 'Watch', 'Sneakers'],
  'monsoon-sale': ['Sunglasses', 'Tote', 'Blazer'],
};
const PRODUCTS_PER_COLLECTION = 12;

/** Fills the manual collections with matching products; runs after the catalogue seeder. */
export const seedCollectionProducts = async (db: Database) => {
  const manual = await db
    .select({ id: collections.id, slug: collections.slug })
    .from(collections)
    .where(and(eq(collections.type, 'manual'), inArray(collections.slug, Object.keys(COLLECTION_WORDS))));
  for (const collection of manual) {
    const words = COLLECTION_WORDS[collection.slug]!;
    const picked = await db
      .select({ id: products.id })
      .from(products)
      .where(or(...words.map((word) => ilike(products.title, `%${word}%`))))
      .orderBy(asc(products.id))
      .limit(PRODUCTS_PER_COLLECTION);
    if (picked.length)
      await db
        .insert(collectionProducts)
        .values(picked.map((p, position) => ({ collection_id: collection.id, product_id: p.id, position })));
  }
};

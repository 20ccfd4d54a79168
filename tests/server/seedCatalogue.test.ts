import { describe, expect, it } from 'vitest';
import { ITEM_TYPES, generateProduct, type Taxonomy } from '../../server/db/seed/catalogueData';
import { BRANDS, BRAND_KINDS, CATEGORY_TREE } from '../../server/db/seed/taxonomyData';

/** The demo taxonomy as loadTaxonomy reads it back: brands with their kinds, categories with their paths. */
const demoTaxonomy = (): Taxonomy => {
  let id = 0;
  const categories = Object.entries(CATEGORY_TREE).flatMap(([department, groups]) =>
    Object.entries(groups).flatMap(([group, leaves]) => [
      { id: ++id, name: group, path: `${department} > ${group}` },
      ...leaves.map((leaf) => ({ id: ++id, name: leaf, path: `${department} > ${group} > ${leaf}` })),
    ]),
  );
  return {
    brands: BRANDS.map(([name], index) => ({ id: index + 1, name, kinds: BRAND_KINDS[name] ?? [] })),
    designers: [{ id: 1, name: 'A designer' }],
    categories,
    conditions: [{ id: 1, name: 'Excellent' }],
  };
};

describe('seeded products', () => {
  const taxonomy = demoTaxonomy();
  const generated = Array.from({ length: 2000 }, (_, index) => generateProduct(index + 1, taxonomy, new Date(0)));

  it('sit in a category of their item and carry a brand that makes it', () => {
    for (const { item, product } of generated) {
      const category = taxonomy.categories.find((row) => row.id === product.category_id)!;
      const brand = taxonomy.brands.find((row) => row.id === product.brand_id)!;
      expect(item.categories, product.title).toContain(category.path);
      expect(brand.kinds.some((kind) => item.makers.includes(kind)), product.title).toBe(true);
      expect(product.title.startsWith(`${brand.name} `)).toBe(true);
    }
  });

  it('every item type has a category in the demo tree and a brand that makes it', () => {
    for (const item of ITEM_TYPES) {
      expect(taxonomy.categories.some((row) => item.categories.includes(row.path)), item.name).toBe(true);
      expect(taxonomy.brands.some((brand) => brand.kinds.some((kind) => item.makers.includes(kind))), item.name).toBe(true);
    }
  });

  it('every demo brand makes something', () => {
    for (const [name] of BRANDS) expect(BRAND_KINDS[name]?.length, name).toBeGreaterThan(0);
  });
});

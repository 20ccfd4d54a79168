import { eq, sql, type SQL } from 'drizzle-orm';
import { foldedName } from '@domain/foldedName';
import type { Executor } from '../../../db/client';
import { attributes, brands, categories, conditions, products, variants } from '../../../db/schema';
import { rowsOf } from '../../../http/listTotal';
import { distinct, idsBy } from '../../../imports/prepareHelpers';

/** The colour attribute: its listed values are the colours a variant may have. */
export const COLOUR_ATTRIBUTE = 'colour';

/** A batch's texts as one parameter, a row each: `v(value)`. */
const valuesTable = (values: readonly string[]) => sql`jsonb_array_elements_text(${JSON.stringify(values)}::jsonb) as v(value)`;

/**
 * Ids of a taxonomy table's records by the cell texts that name them: by code or slug, name or one of its
 * other names (translations, names given when a preview mapped a value), folded (case and accents). One query.
 */
const idsByName = async (tx: Executor, table: typeof conditions | typeof brands | typeof categories, key: SQL, values: readonly string[]) => {
  const matches = new Map<string, number[]>();
  if (!values.length) return matches;
  const rows = rowsOf<{ value: string; id: number }>(
    await tx.execute(sql`
      select v.value, t.id from ${valuesTable(values)}
      join ${table} t on folded(v.value) in (folded(${key}), folded(t.name))
        or exists (select 1 from unnest(t.other_names) as other(name) where folded(other.name) = folded(v.value))
      order by t.id`),
  );
  for (const { value, id } of rows) matches.set(value, [...(matches.get(value) ?? []), id]);
  return matches;
};

/** A product a title names, with what narrows a title several products share. */
interface TitledProduct {
  id: number;
  brand_id: number | null;
  category_id: number | null;
}

/** The products each title names (folded), for titles not already matched as handles. One query. */
const productsByTitle = async (tx: Executor, titles: readonly string[]) => {
  const matches = new Map<string, TitledProduct[]>();
  if (!titles.length) return matches;
  const rows = rowsOf<TitledProduct & { value: string }>(
    await tx.execute(sql`
      select v.value, p.id, p.brand_id, p.category_id from ${valuesTable(titles)}
      join ${products} p on folded(p.title) = folded(v.value)
      order by p.id`),
  );
  for (const { value, ...product } of rows) matches.set(value, [...(matches.get(value) ?? []), product]);
  return matches;
};

/**
 * The products of the variants each SKU's stem names (an existing variant's own SKU included), for
 * rows without a product cell. Two index lookups a batch: by SKU, and by sku_stem().
 */
const productsBySkuStem = async (tx: Executor, skus: readonly string[]) => {
  const matches = new Map<string, number[]>();
  if (!skus.length) return matches;
  const rows = rowsOf<{ value: string; product_id: number }>(
    await tx.execute(sql`
      select v.value, x.product_id from ${valuesTable(skus)} join ${variants} x on x.sku = upper(v.value)
      union
      select v.value, x.product_id from ${valuesTable(skus)} join ${variants} x on sku_stem(x.sku) = sku_stem(v.value)
      order by product_id`),
  );
  for (const { value, product_id } of rows) matches.set(value, [...(matches.get(value) ?? []), product_id]);
  return matches;
};

/** The colour attribute's values by each of their names, folded; undefined when any colour will do. */
const coloursByName = async (tx: Executor) => {
  const [colour] = await tx.select({ values: attributes.values, names: attributes.value_names }).from(attributes).where(eq(attributes.code, COLOUR_ATTRIBUTE));
  if (!colour?.values.length) return undefined;
  const byName = new Map<string, string>();
  for (const value of colour.values) for (const name of [value, ...(colour.names[value] ?? [])]) if (!byName.has(foldedName(name))) byName.set(foldedName(name), value);
  return byName;
};

/** How a product cell resolved: a product, none, or several sharing a title. */
export type ProductMatch = { id: number } | { missing: true } | { ambiguous: number };

/**
 * What a batch of variant rows names, resolved set-wise: products by handle, else by title (narrowed by
 * the row's brand and category when several share it), or for a row without a product cell by its SKU's
 * stem (the product whose variants' SKUs share it), and conditions, brands, categories and colours by
 * code or any of their names. A handful of queries a batch, none a row.
 */
export const matchVariantReferences = async (tx: Executor, cells: readonly Partial<Record<string, string>>[]) => {
  const column = (field: string) => distinct(cells.map((row) => row[field]?.trim()));
  const named = column('product');
  const byHandle = await idsBy(tx, products, products.id, products.slug, distinct(named.map((value) => value.toLowerCase())));
  const byTitle = await productsByTitle(tx, named.filter((value) => !byHandle.has(value.toLowerCase())));
  const bySkuStem = await productsBySkuStem(tx, distinct(cells.filter((row) => !row.product?.trim()).map((row) => row.sku?.trim())));
  const conditionIds = await idsByName(tx, conditions, sql`t.code`, column('condition'));
  const brandIds = await idsByName(tx, brands, sql`t.slug`, column('brand'));
  const categoryIds = await idsByName(tx, categories, sql`t.slug`, column('category'));
  const colours = column('colour').length ? await coloursByName(tx) : undefined;

  return {
    product(value: string, brand: number[] | undefined, category: number[] | undefined): ProductMatch {
      const id = byHandle.get(value.toLowerCase());
      if (id !== undefined) return { id };
      let candidates = byTitle.get(value) ?? [];
      // Several products share the title: the row's brand, then its category, tells them apart.
      for (const [ids, of] of [[brand, 'brand_id'], [category, 'category_id']] as const) {
        const narrowed = ids && candidates.length > 1 ? candidates.filter((product) => product[of] !== null && ids.includes(product[of])) : candidates;
        if (narrowed.length) candidates = narrowed;
      }
      if (!candidates.length) return { missing: true };
      return candidates.length === 1 ? { id: candidates[0]!.id } : { ambiguous: candidates.length };
    },
    /** The product a row without a product cell belongs to, by its SKU's stem. */
    productOfSku(sku: string): ProductMatch {
      const ids = bySkuStem.get(sku) ?? [];
      if (!ids.length) return { missing: true };
      return ids.length === 1 ? { id: ids[0]! } : { ambiguous: ids.length };
    },
    condition: (value: string) => conditionIds.get(value)?.[0],
    brand: (value: string) => brandIds.get(value),
    category: (value: string) => categoryIds.get(value),
    /** The listed colour a cell names, as listed; the cell itself when the colour attribute lists none. */
    colour: (value: string) => (colours ? colours.get(foldedName(value)) : value),
  };
};

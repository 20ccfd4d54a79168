import { productSchema } from '@domain/catalogue';
import { textOf } from '@domain/imports/cells';
import type { ImportRowError } from '@domain/imports/imports';
import { messageOfIssue } from '@domain/schemaMessages';
import { brands, categories, designers, products } from '../../../db/schema';
import { isOneOf } from '../../../db/oneOf';
import type { ImportDefinition, PreparedRow } from '../../../imports/definition';
import { differs, distinct, firstPerField, idsBy, resolveReference } from '../../../imports/prepareHelpers';
import { upsertByKey } from '../../../imports/upsertByKey';
import { everyLabel } from '@domain/imports/fieldLabels';

/** What a product-template import writes: the product form's fields, references resolved. */
type ProductData = {
  slug: string;
  title: string;
  description: string;
  brand_id: number | null;
  designer_id: number | null;
  category_id: number | null;
  tags: string[];
  status: 'draft' | 'active' | 'archived';
};
const COMPARED = ['title', 'description', 'brand_id', 'designer_id', 'category_id', 'tags', 'status'] as const;
const FIELD_OF_PATH: Record<string, string> = { slug: 'handle', brand_id: 'brand', designer_id: 'designer', category_id: 'category' };

/** Shopify's "Body (HTML)" as the plain text the product form holds. */
const plainText = (html: string | undefined) =>
  html
    ?.replace(/<br\s*\/?>|<\/p>|<\/li>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\n{3,}/g, '\n\n')
    .trim();

/**
 * Product templates by handle (slug). A Shopify product export repeats the handle on each variant's
 * row with the product's columns empty: such rows belong to the product above and are passed over.
 */
export const productImport: ImportDefinition<ProductData> = {
  type: 'products',
  keyField: 'handle',
  labels: everyLabel('products'),
  fields: [
    { name: 'handle', required: true, aliases: ['Handle', 'Slug', 'URL handle'] },
    { name: 'title', required: true, aliases: ['Title', 'Product title'] },
    { name: 'description', aliases: ['Body (HTML)', 'Body HTML', 'Description'] },
    { name: 'brand', aliases: ['Vendor', 'Brand'] },
    { name: 'designer', aliases: ['Designer'] },
    { name: 'category', aliases: ['Type', 'Product type', 'Category'] },
    { name: 'tags', aliases: ['Tags'] },
    { name: 'status', aliases: ['Status'] },
  ],
  continues: (cells) => Boolean(textOf(cells.handle)) && !textOf(cells.title),

  async prepare(tx, records) {
    const brandIds = await idsBy(tx, brands, brands.id, brands.name, distinct(records.map(({ cells }) => textOf(cells.brand))), true);
    const designerIds = await idsBy(tx, designers, designers.id, designers.name, distinct(records.map(({ cells }) => textOf(cells.designer))), true);
    const categoryNames = distinct(records.map(({ cells }) => textOf(cells.category)));
    const categoryIds = new Map([
      ...(await idsBy(tx, categories, categories.id, categories.name, categoryNames, true)),
      ...(await idsBy(tx, categories, categories.id, categories.slug, categoryNames.map((name) => name.toLowerCase()))),
    ]);
    const prepared = records.map(({ row, cells }): PreparedRow<ProductData> | { row: number; data: ProductData } => {
      const errors: ImportRowError[] = [];
      const brand = textOf(cells.brand);
      const designer = textOf(cells.designer);
      const category = textOf(cells.category);
      const result = productSchema.safeParse({
        slug: textOf(cells.handle),
        title: textOf(cells.title),
        description: plainText(cells.description),
        brand_id: resolveReference(errors, row, 'brand', brand, brandIds, { key: 'server.import_unknown_brand', params: { name: brand ?? '' } }),
        designer_id: resolveReference(errors, row, 'designer', designer, designerIds, { key: 'server.import_unknown_designer', params: { name: designer ?? '' } }),
        category_id: resolveReference(errors, row, 'category', category, categoryIds, { key: 'server.import_unknown_category', params: { name: category ?? '' } }),
        tags: distinct((cells.tags ?? '').split(',').map((tag) => textOf(tag))),
        status: textOf(cells.status)?.toLowerCase(),
      });
      if (!result.success) {
        for (const issue of result.error.issues) {
          const path = String(issue.path[0] ?? 'handle');
          errors.push({ row, field: FIELD_OF_PATH[path] ?? path, message: messageOfIssue(issue) });
        }
      }
      if (errors.length || !result.success) return { row, errors: firstPerField(errors) };
      const { slug, title, description, brand_id, designer_id, category_id, tags, status } = result.data;
      return { row, data: { slug, title, description, brand_id: brand_id ?? null, designer_id: designer_id ?? null, category_id: category_id ?? null, tags, status } };
    });
    const slugs = prepared.flatMap((row) => ('data' in row && !('outcome' in row) ? [row.data.slug] : []));
    const existing = new Map(slugs.length ? (await tx.select().from(products).where(isOneOf(products.slug, slugs))).map((product) => [product.slug, product]) : []);
    return prepared.map((row): PreparedRow<ProductData> => {
      if (!('data' in row) || 'outcome' in row) return row as PreparedRow<ProductData>;
      const known = existing.get(row.data.slug);
      return { row: row.row, key: row.data.slug, outcome: !known ? 'new' : differs(known, row.data, COMPARED) ? 'updated' : 'unchanged', data: row.data };
    });
  },

  write: (tx, actor, rows, origins) => upsertByKey(tx, actor, { table: products, key: products.slug, entity: 'products', compared: COMPARED }, rows, origins),
};

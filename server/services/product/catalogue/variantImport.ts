import { variantSchema } from '@domain/catalogue';
import { paiseOf, textOf } from '@domain/imports/cells';
import type { ImportRowError } from '@domain/imports/imports';
import { messageOfIssue } from '@domain/schemaMessages';
import type { MessageKey } from '@domain/serverMessages';
import { variants } from '../../../db/schema';
import { isOneOf } from '../../../db/oneOf';
import { differs, distinct, firstPerField } from '../../../imports/prepareHelpers';
import { skuStem } from '@domain/catalogue/skuStem';
import { matchVariantReferences } from './variantMatching';
import { resolveVariantUnmatched } from './variantUnmatched';
import { upsertByKey } from '../../../imports/upsertByKey';
import type { ImportDefinition, PreparedRow } from '../../../imports/definition';
import { everyLabel } from '@domain/imports/fieldLabels';

/** What a variant import writes: the variant form's fields, with the product and condition resolved. */
type VariantData = {
  product_id: number;
  sku: string;
  barcode: string | null;
  size: string;
  colour: string;
  condition_id: number | null;
  mrp: number;
  price: number;
  cost: number;
};
const COMPARED = ['product_id', 'barcode', 'size', 'colour', 'condition_id', 'mrp', 'price', 'cost'] as const;

/** Schema paths named after the import's columns. */
const FIELD_OF_PATH: Record<string, string> = { product_id: 'product', condition_id: 'condition' };

/**
 * Variants by SKU. The product by its handle (slug) or title, or without a product cell by the SKU's
 * stem ("ANK-00008" of "ANK-00008-5") that its other variants share; the condition, brand, category and colour
 * by code or name in any language (variantMatching.ts); prices in rupees. Brand and category only tell
 * apart products that share a title, and a row naming one that matches nothing waits for it.
 */
export const variantImport: ImportDefinition<VariantData> = {
  type: 'variants',
  keyField: 'sku',
  labels: everyLabel('variants'),
  fields: [
    { name: 'sku', required: true, aliases: ['Variant SKU', 'SKU'] },
    { name: 'product', aliases: ['Handle', 'Product handle', 'Product slug', 'Product title', 'Product'] },
    { name: 'barcode', aliases: ['Variant Barcode', 'EAN', 'GTIN'] },
    { name: 'size', aliases: ['Option1 Value'] },
    { name: 'colour', aliases: ['Color', 'Option2 Value'] },
    { name: 'condition', aliases: ['Condition code', 'Condition name', 'Grade'] },
    { name: 'brand', aliases: ['Vendor', 'Brand'] },
    { name: 'category', aliases: ['Product type', 'Product Category'] },
    { name: 'mrp', required: true, aliases: ['Variant Compare At Price', 'Compare at price', 'MRP (INR)'] },
    { name: 'price', required: true, aliases: ['Variant Price', 'Selling price'] },
    { name: 'cost', aliases: ['Cost per item', 'Cost price'] },
  ],

  async prepare(tx, records) {
    const match = await matchVariantReferences(tx, records.map(({ cells }) => cells));
    const parsed = records.map(({ row, cells }): PreparedRow<VariantData> | { row: number; data: VariantData } => {
      const errors: ImportRowError[] = [];
      const unknown = (field: string, key: MessageKey, params: Record<string, string | number>) => errors.push({ row, field, message: { key, params } });
      const [product, condition, brand, category, colour] = (['product', 'condition', 'brand', 'category', 'colour'] as const).map((field) => textOf(cells[field]));
      const brandIds = brand ? match.brand(brand) : undefined;
      const categoryIds = category ? match.category(category) : undefined;
      if (brand && !brandIds) unknown('brand', 'server.import_unknown_brand', { name: brand });
      if (category && !categoryIds) unknown('category', 'server.import_unknown_category', { name: category });
      const skuCell = textOf(cells.sku);
      const stem = skuCell && skuStem(skuCell);
      const found = product ? match.product(product, brandIds, categoryIds) : skuCell ? match.productOfSku(skuCell) : undefined;
      if (product && found && 'missing' in found) unknown('product', 'server.import_unknown_product', { value: product });
      if (product && found && 'ambiguous' in found) unknown('product', 'server.import_product_ambiguous', { value: product, count: found.ambiguous });
      if (!product && skuCell && found && 'missing' in found)
        unknown('product', stem ? 'server.import_no_product_of_stem' : 'server.import_name_the_product', stem ? { stem } : {});
      if (!product && found && 'ambiguous' in found) unknown('product', 'server.import_stem_ambiguous', { stem: stem ?? skuCell ?? '', count: found.ambiguous });
      const conditionId = condition ? match.condition(condition) : null;
      if (condition && !conditionId) unknown('condition', 'server.import_unknown_condition', { value: condition });
      const colourListed = colour ? match.colour(colour) : undefined;
      if (colour && !colourListed) unknown('colour', 'server.import_unknown_colour', { value: colour });
      const result = variantSchema.safeParse({
        product_id: found && 'id' in found ? found.id : undefined,
        sku: skuCell,
        barcode: textOf(cells.barcode) ?? null,
        size: textOf(cells.size),
        colour: colourListed,
        condition_id: conditionId ?? null,
        mrp: paiseOf(cells.mrp),
        price: paiseOf(cells.price),
        cost: paiseOf(cells.cost),
      });
      if (!result.success) {
        for (const issue of result.error.issues) {
          const path = String(issue.path[0] ?? 'sku');
          errors.push({ row, field: FIELD_OF_PATH[path] ?? path, message: messageOfIssue(issue) });
        }
      }
      if (errors.length || !result.success) return { row, errors: firstPerField(errors) };
      const { product_id, sku, barcode, size, colour: listed, condition_id, mrp, price, cost } = result.data;
      return { row, data: { product_id, sku, barcode: barcode ?? null, size, colour: listed, condition_id: condition_id ?? null, mrp, price, cost } };
    });
    const valid = parsed.filter((row): row is { row: number; data: VariantData } => 'data' in row && !('outcome' in row));
    const skus = valid.map(({ data }) => data.sku);
    const barcodes = distinct(valid.map(({ data }) => data.barcode ?? undefined));
    const existing = new Map(skus.length ? (await tx.select().from(variants).where(isOneOf(variants.sku, skus))).map((v) => [v.sku, v]) : []);
    const barcodeOwners = new Map(
      barcodes.length ? (await tx.select({ sku: variants.sku, barcode: variants.barcode }).from(variants).where(isOneOf(variants.barcode, barcodes))).map((v) => [v.barcode, v.sku]) : [],
    );
    const barcodeInBatch = new Map<string, string>();
    return parsed.map((prepared): PreparedRow<VariantData> => {
      if (!('data' in prepared) || 'outcome' in prepared) return prepared as PreparedRow<VariantData>;
      const { row, data } = prepared;
      const known = existing.get(data.sku);
      if (known && known.product_id !== data.product_id)
        return { row, errors: [{ row, field: 'product', message: { key: 'server.import_variant_of_other_product' } }] };
      const owner = data.barcode ? (barcodeOwners.get(data.barcode) ?? barcodeInBatch.get(data.barcode)) : undefined;
      if (data.barcode && owner && owner !== data.sku)
        return { row, errors: [{ row, field: 'barcode', message: { key: 'server.import_barcode_taken', params: { sku: owner } } }] };
      if (data.barcode) barcodeInBatch.set(data.barcode, data.sku);
      const outcome = !known ? 'new' : differs(known, data, COMPARED) ? 'updated' : 'unchanged';
      return { row, key: data.sku, outcome, data };
    });
  },

  unmatched: resolveVariantUnmatched,
  write: (tx, actor, rows, origins) => upsertByKey(tx, actor, { table: variants, key: variants.sku, entity: 'variants', compared: COMPARED }, rows, origins),
};


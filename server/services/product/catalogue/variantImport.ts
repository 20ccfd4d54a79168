import { variantSchema } from '@domain/catalogue';
import { paiseOf, textOf } from '@domain/imports/cells';
import type { ImportRowError } from '@domain/imports/imports';
import { messageOfIssue } from '@domain/schemaMessages';
import { conditions, products, variants } from '../../../db/schema';
import { isOneOf } from '../../../db/oneOf';
import { differs, distinct, firstPerField, idsBy } from '../../../imports/prepareHelpers';
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

/** Variants by SKU: the product by its handle (slug), the condition by its code; prices in rupees. */
export const variantImport: ImportDefinition<VariantData> = {
  type: 'variants',
  keyField: 'sku',
  labels: everyLabel('variants'),
  fields: [
    { name: 'sku', required: true, aliases: ['Variant SKU', 'SKU'] },
    { name: 'product', required: true, aliases: ['Handle', 'Product handle', 'Product slug'] },
    { name: 'barcode', aliases: ['Variant Barcode', 'EAN', 'GTIN'] },
    { name: 'size', aliases: ['Option1 Value'] },
    { name: 'colour', aliases: ['Color', 'Option2 Value'] },
    { name: 'condition', aliases: ['Condition code', 'Grade'] },
    { name: 'mrp', required: true, aliases: ['Variant Compare At Price', 'Compare at price', 'MRP (INR)'] },
    { name: 'price', required: true, aliases: ['Variant Price', 'Selling price'] },
    { name: 'cost', aliases: ['Cost per item', 'Cost price'] },
  ],

  async prepare(tx, records) {
    const slugs = distinct(records.map(({ cells }) => textOf(cells.product)?.toLowerCase()));
    const codes = distinct(records.map(({ cells }) => textOf(cells.condition)?.toUpperCase()));
    const productIds = await idsBy(tx, products, products.id, products.slug, slugs);
    const conditionIds = await idsBy(tx, conditions, conditions.id, conditions.code, codes);
    const parsed = records.map(({ row, cells }): PreparedRow<VariantData> | { row: number; data: VariantData } => {
      const errors: ImportRowError[] = [];
      const slug = textOf(cells.product)?.toLowerCase();
      const code = textOf(cells.condition)?.toUpperCase();
      const productId = slug ? productIds.get(slug) : undefined;
      if (slug && !productId) errors.push({ row, field: 'product', message: { key: 'server.import_unknown_product', params: { handle: slug } } });
      const conditionId = code ? conditionIds.get(code) : null;
      if (code && !conditionId) errors.push({ row, field: 'condition', message: { key: 'server.import_unknown_condition', params: { code } } });
      const result = variantSchema.safeParse({
        product_id: productId,
        sku: textOf(cells.sku),
        barcode: textOf(cells.barcode) ?? null,
        size: textOf(cells.size),
        colour: textOf(cells.colour),
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
      const { product_id, sku, barcode, size, colour, condition_id, mrp, price, cost } = result.data;
      return { row, data: { product_id, sku, barcode: barcode ?? null, size, colour, condition_id: condition_id ?? null, mrp, price, cost } };
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

  write: (tx, actor, rows, origins) => upsertByKey(tx, actor, { table: variants, key: variants.sku, entity: 'variants', compared: COMPARED }, rows, origins),
};


/**
 * A SKU without its last hyphenated segment, in capitals as SKUs are stored: "ank-00008-5" -> "ANK-00008".
 * A supplier's sheet names a variant's product by it when it has no product column: the stem its
 * product's other variants share. Undefined for a SKU of one segment. The database's sku_stem()
 * (migration 0026) cuts the same way.
 */
const LAST_SEGMENT = /-+[^-]*$/;

export const skuStem = (sku: string): string | undefined => {
  const trimmed = sku.trim();
  if (!LAST_SEGMENT.test(trimmed)) return undefined;
  return trimmed.replace(LAST_SEGMENT, '').toUpperCase() || undefined;
};

-- A SKU without its last hyphenated segment, in capitals ("ank-00008-5" -> "ANK-00008"); NULL for a SKU
-- of one segment. domain/catalogue/skuStem.ts cuts the same way. IMMUTABLE, so an index on
-- sku_stem(sku) serves a variant import that names products by the stem their variants share.
CREATE FUNCTION sku_stem(sku text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN CASE WHEN btrim(sku) ~ '-+[^-]*$' THEN nullif(upper(regexp_replace(btrim(sku), '-+[^-]*$', '')), '') END;

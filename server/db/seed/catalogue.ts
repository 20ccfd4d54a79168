import { asc, eq, inArray, sql } from 'drizzle-orm';
import { recordChanges } from '../../history/recordChange';
import type { Database } from '../client';
import { brands, categories, conditions, designers, employees, products, racks, shelfStock, shelves, stockLedger, stores, variantReviews, variants, warehouses } from '../schema';
import { generateProduct, generateVariants, type Taxonomy } from './catalogueData';
import { BRAND_KINDS } from './taxonomyData';
import { demoGstin } from './gstins';

const DAY_MS = 86_400_000;
/** Products per multi-row insert; their variants go in the same round. */
const BATCH = 500;

/** Categories below the departments, each with its path of names ("Women > Bags > Totes"). */
const loadCategoryPaths = async (db: Database) => {
  const rows = await db.select({ id: categories.id, name: categories.name, parent_id: categories.parent_id }).from(categories).orderBy(asc(categories.id));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const pathOf = (row: (typeof rows)[number], depth = 0): string => {
    const parent = row.parent_id === null || depth > 10 ? undefined : byId.get(row.parent_id);
    return parent ? `${pathOf(parent, depth + 1)} > ${row.name}` : row.name;
  };
  return rows.filter((row) => row.parent_id !== null).map((row) => ({ id: row.id, name: row.name, path: pathOf(row) }));
};

export const loadTaxonomy = async (db: Database): Promise<Taxonomy> => ({
  brands: (await db.select({ id: brands.id, name: brands.name }).from(brands).orderBy(asc(brands.id))).map((brand) => ({
    ...brand,
    kinds: BRAND_KINDS[brand.name] ?? [],
  })),
  designers: await db.select({ id: designers.id, name: designers.name }).from(designers).orderBy(asc(designers.id)),
  categories: await loadCategoryPaths(db),
  conditions: await db.select({ id: conditions.id, name: conditions.name }).from(conditions).orderBy(asc(conditions.id)),
});

const WAREHOUSES = [
  { name: 'Mumbai Fulfilment Centre', code: 'WH-BOM', address_line1: 'Building A4, Indian Corporation Logistics Park, Mankoli', pincode: '421302', city: 'Bhiwandi', state: 'Maharashtra' },
  { name: 'Delhi NCR Hub', code: 'WH-DEL', address_line1: 'Plot 17, Sector 37, Pace City II', pincode: '122004', city: 'Gurugram', state: 'Haryana' },
  { name: 'Bengaluru Hub', code: 'WH-BLR', address_line1: 'Survey No. 48, Pillagumpe Industrial Area', pincode: '562114', city: 'Hoskote', state: 'Karnataka' },
].map((warehouse) => ({ ...warehouse, gstin: demoGstin(warehouse.state) }));

/** Three warehouses, four racks each, five shelves per rack; the stores of a warehouse's state keep their stock there. */
export const seedWarehouses = async (db: Database) => {
  const created = await db.insert(warehouses).values(WAREHOUSES).returning({ id: warehouses.id });
  for (const [index, { state }] of WAREHOUSES.entries()) await db.update(stores).set({ warehouse_id: created[index]!.id }).where(eq(stores.state, state));
  const rackRows = await db
    .insert(racks)
    .values(created.flatMap((w) => ['A', 'B', 'C', 'D'].map((code) => ({ warehouse_id: w.id, code: `R-${code}` }))))
    .returning({ id: racks.id, warehouse_id: racks.warehouse_id, code: racks.code });
  // Shelf codes are unique in a warehouse (a scanned label finds one shelf): A-01 .. D-05.
  return db
    .insert(shelves)
    .values(rackRows.flatMap((r) => [1, 2, 3, 4, 5].map((n) => ({ rack_id: r.id, code: `${r.code.slice(2)}-0${n}` }))))
    .returning({ id: shelves.id, rack_id: shelves.rack_id })
    .then((rows) => rows.map((s) => ({ id: s.id, warehouse_id: rackRows.find((r) => r.id === s.rack_id)!.warehouse_id })));
};

export interface CatalogueSize {
  products: number;
  variantsPerProduct: number;
  onBatch?: (done: number) => void;
}

/**
 * Adds products with their variants in multi-row inserts, `BATCH` products at a time (each variant
 * with its creation's History row), and puts about six in ten variants on a shelf. Indexes continue after the highest product id, so SKUs
 * and barcodes never collide with earlier runs.
 */
export const addCatalogue = async (db: Database, { products: count, variantsPerProduct, onBatch }: CatalogueSize) => {
  const taxonomy = await loadTaxonomy(db);
  const shelfRows = await db.select({ id: shelves.id, warehouse_id: racks.warehouse_id }).from(shelves).innerJoin(racks, sql`${racks.id} = ${shelves.rack_id}`);
  const [{ start } = { start: 0 }] = await db.select({ start: sql<number>`coalesce(max(${products.id}), 0)::int` }).from(products);
  const now = Date.now();
  for (let offset = 0; offset < count; offset += BATCH) {
    const size = Math.min(BATCH, count - offset);
    const generated = Array.from({ length: size }, (_, i) => {
      const index = start + offset + i + 1;
      return { index, ...generateProduct(index, taxonomy, new Date(now - ((count - offset - i) / count) * 730 * DAY_MS)) };
    });
    await db.transaction(async (tx) => {
      const ids = await tx.insert(products).values(generated.map((g) => g.product)).returning({ id: products.id });
      const variantRows = generated.flatMap((g, i) => generateVariants(g, ids[i]!.id, g.index, variantsPerProduct, taxonomy));
      const variantIds = await tx.insert(variants).values(variantRows).returning({ id: variants.id });
      // Each variant's timeline starts with its creation, by the system, when it was made.
      await recordChanges(tx, null, 'variants', variantIds.map((v, i) => ({ id: v.id, after: variantRows[i], at: variantRows[i]!.created_at })));
      const stocked = shelfRows.length ? variantIds.filter((v) => v.id % 5 < 3) : [];
      if (stocked.length) {
        const opening = stocked.map((v) => {
          const shelf = shelfRows[v.id % shelfRows.length]!;
          return { variant_id: v.id, shelf_id: shelf.id, warehouse_id: shelf.warehouse_id, quantity: 1 + (v.id % 3) };
        });
        await tx.insert(shelfStock).values(opening);
        // The opening balance is the shelves' first ledger rows: a shelf always equals its ledger.
        await tx
          .insert(stockLedger)
          .values(opening.map((row) => ({ document_type: 'opening', warehouse_id: row.warehouse_id, shelf_id: row.shelf_id, variant_id: row.variant_id, delta: row.quantity, before: 0, after: row.quantity })));
      }
    });
    onBatch?.(offset + size);
  }
};

const REJECT_REASONS = [
  'Photos do not show the embroidery close up',
  'Condition grade looks optimistic: visible stain near the hem',
  'MRP does not match the brand price list',
  'Authenticity card missing from the listing',
];

/** Review history for the seeded approved and rejected variants, decided by the demo staff. */
const seedReviews = async (db: Database) => {
  const staff = await db.select({ id: employees.id }).from(employees).orderBy(asc(employees.id));
  if (!staff.length) return;
  const decided = await db
    .select({ id: variants.id, status: variants.status, created_at: variants.created_at })
    .from(variants)
    .where(inArray(variants.status, ['approved', 'rejected']));
  const rows = decided.map((v, i) => ({
    variant_id: v.id,
    decision: v.status as 'approved' | 'rejected',
    reason: v.status === 'rejected' ? REJECT_REASONS[i % REJECT_REASONS.length]! : '',
    decided_by: staff[i % staff.length]!.id,
    decided_at: new Date(v.created_at.getTime() + (1 + (i % 48)) * 3_600_000),
  }));
  for (let i = 0; i < rows.length; i += 1000) await db.insert(variantReviews).values(rows.slice(i, i + 1000));
};

/** The demo catalogue: warehouses, 300 products with five variants each, stock and review history. */
export const seedCatalogue = async (db: Database) => {
  await seedWarehouses(db);
  await addCatalogue(db, { products: 300, variantsPerProduct: 5 });
  await seedReviews(db);
  // Fresh statistics: list totals of big tables come from the planner's estimates.
  await db.execute(sql`analyze products, variants, shelf_stock`);
};

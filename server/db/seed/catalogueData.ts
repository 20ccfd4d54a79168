import { slugify } from '@domain/slugs';

/**
 * Deterministic, realistic rows for a fashion / luxury resale catalogue in India: titles from
 * brand + colour + material + item, prices in paise, unique SKUs and EAN-13 barcodes derived from
 * the row's index, so any number of rows can be generated without collisions.
 */
export interface NamedId {
  id: number;
  name: string;
}

/** What a brand makes, so a generated title pairs a brand with an item it sells. */
export type BrandKind = 'indian' | 'indian_menswear' | 'jewellery' | 'luxury' | 'shoes' | 'watches' | 'accessible' | 'tailoring' | 'streetwear';

export interface Taxonomy {
  /** `kinds` empty for a brand the demo list does not know: it may make anything. */
  brands: (NamedId & { kinds: readonly BrandKind[] })[];
  designers: NamedId[];
  /** `path`: the names from the department down, joined by " > ". */
  categories: (NamedId & { path: string })[];
  conditions: NamedId[];
}

export interface ItemType {
  name: string;
  code: string;
  sizes: string[];
  materials: string[];
  /** MRP range in rupees. */
  mrp: [number, number];
  /** The category paths (department > group > leaf) this item is listed under. */
  categories: string[];
  makers: BrandKind[];
}

export const ITEM_TYPES: readonly ItemType[] = [
  { name: 'Lehenga', code: 'LEH', sizes: ['XS', 'S', 'M', 'L', 'XL'], materials: ['Raw Silk', 'Velvet', 'Organza', 'Banarasi Silk'], mrp: [45_000, 450_000], categories: ['Women > Indian Wear > Lehengas', 'Kids > Girls > Lehengas'], makers: ['indian'] },
  { name: 'Saree', code: 'SAR', sizes: ['Free size'], materials: ['Banarasi Silk', 'Chanderi', 'Georgette', 'Kanjeevaram Silk'], mrp: [12_000, 180_000], categories: ['Women > Indian Wear > Sarees'], makers: ['indian'] },
  { name: 'Anarkali', code: 'ANK', sizes: ['XS', 'S', 'M', 'L', 'XL'], materials: ['Georgette', 'Chikankari', 'Velvet', 'Raw Silk'], mrp: [18_000, 160_000], categories: ['Women > Indian Wear > Anarkalis'], makers: ['indian'] },
  { name: 'Kurta Set', code: 'KUR', sizes: ['S', 'M', 'L', 'XL', 'XXL'], materials: ['Linen', 'Chikankari', 'Cotton Silk', 'Chanderi'], mrp: [6_000, 60_000], categories: ['Women > Indian Wear > Kurta Sets', 'Men > Indian Wear > Kurta Sets', 'Kids > Boys > Kurta Sets'], makers: ['indian', 'indian_menswear'] },
  { name: 'Sherwani', code: 'SHW', sizes: ['38', '40', '42', '44', '46'], materials: ['Raw Silk', 'Velvet', 'Brocade', 'Jacquard'], mrp: [40_000, 350_000], categories: ['Men > Indian Wear > Sherwanis'], makers: ['indian_menswear'] },
  { name: 'Bandhgala', code: 'BAN', sizes: ['38', '40', '42', '44'], materials: ['Linen', 'Jacquard', 'Wool Blend', 'Velvet'], mrp: [25_000, 140_000], categories: ['Men > Indian Wear > Bandhgalas'], makers: ['indian_menswear'] },
  { name: 'Tote Bag', code: 'TOT', sizes: ['One size'], materials: ['Leather', 'Canvas', 'Monogram Canvas', 'Suede'], mrp: [30_000, 320_000], categories: ['Women > Bags > Totes'], makers: ['luxury', 'accessible'] },
  { name: 'Shoulder Bag', code: 'SHB', sizes: ['One size'], materials: ['Leather', 'Quilted Leather', 'Suede', 'Monogram Canvas'], mrp: [45_000, 420_000], categories: ['Women > Bags > Shoulder Bags'], makers: ['luxury', 'accessible'] },
  { name: 'Clutch', code: 'CLU', sizes: ['One size'], materials: ['Satin', 'Velvet', 'Embellished', 'Leather'], mrp: [9_000, 150_000], categories: ['Women > Bags > Clutches'], makers: ['luxury', 'shoes', 'indian'] },
  { name: 'Sneakers', code: 'SNK', sizes: ['UK 6', 'UK 7', 'UK 8', 'UK 9', 'UK 10'], materials: ['Leather', 'Suede', 'Canvas', 'Mesh'], mrp: [15_000, 95_000], categories: ['Women > Shoes > Sneakers', 'Men > Shoes > Sneakers'], makers: ['luxury', 'shoes', 'streetwear', 'tailoring'] },
  { name: 'Loafers', code: 'LOF', sizes: ['UK 6', 'UK 7', 'UK 8', 'UK 9', 'UK 10'], materials: ['Leather', 'Suede', 'Patent Leather'], mrp: [22_000, 110_000], categories: ['Men > Shoes > Loafers'], makers: ['luxury', 'shoes', 'tailoring'] },
  { name: 'Juttis', code: 'JUT', sizes: ['36', '37', '38', '39', '40'], materials: ['Leather', 'Velvet', 'Embroidered'], mrp: [3_500, 18_000], categories: ['Women > Shoes > Juttis', 'Men > Shoes > Mojaris'], makers: ['indian', 'indian_menswear'] },
  { name: 'Sunglasses', code: 'SUN', sizes: ['One size'], materials: ['Acetate', 'Metal', 'Tortoiseshell'], mrp: [14_000, 65_000], categories: ['Accessories > Eyewear > Sunglasses'], makers: ['luxury', 'accessible', 'tailoring'] },
  { name: 'Watch', code: 'WAT', sizes: ['38 mm', '40 mm', '42 mm'], materials: ['Steel', 'Rose Gold', 'Two-tone', 'Ceramic'], mrp: [60_000, 900_000], categories: ['Accessories > Watches > Luxury Watches'], makers: ['watches', 'accessible'] },
  { name: 'Silk Scarf', code: 'SCF', sizes: ['One size'], materials: ['Silk', 'Cashmere', 'Modal'], mrp: [12_000, 55_000], categories: ['Accessories > Scarves > Silk Scarves', 'Accessories > Scarves > Pashmina Shawls'], makers: ['luxury', 'indian'] },
  { name: 'Blazer', code: 'BLZ', sizes: ['36', '38', '40', '42', '44'], materials: ['Wool', 'Linen', 'Velvet', 'Tweed'], mrp: [28_000, 240_000], categories: ['Men > Western Wear > Blazers'], makers: ['luxury', 'tailoring', 'streetwear'] },
  { name: 'Earrings', code: 'EAR', sizes: ['One size'], materials: ['Kundan', 'Polki', 'Sterling Silver', 'Gold'], mrp: [8_000, 400_000], categories: ['Women > Jewellery > Earrings'], makers: ['jewellery'] },
];

/** HSN codes of the demo items (chapter 62 garments, 4202 bags, 6403 leather footwear ...), by item code. */
export const HSN_BY_ITEM: Readonly<Record<string, string>> = {
  LEH: '6204', SAR: '5007', ANK: '6204', KUR: '6211', SHW: '6203', BAN: '6203', TOT: '4202', SHB: '4202', CLU: '4202',
  SNK: '6404', LOF: '6403', JUT: '6403', SUN: '9004', WAT: '9102', SCF: '6214', BLZ: '6203', EAR: '7113',
};

/** What the generated products' attribute values can be: the seeded attributes list exactly these. */
export const ITEM_NAMES = ITEM_TYPES.map((item) => item.name);
export const ITEM_MATERIALS = [...new Set(ITEM_TYPES.flatMap((item) => item.materials))].sort();

const COLOURS = ['Ivory', 'Blush Pink', 'Emerald', 'Midnight Blue', 'Ruby Red', 'Mustard', 'Black', 'Champagne', 'Teal', 'Rani Pink', 'Sage', 'Tan'];
const DETAILS = [
  'hand-embroidered zardozi work',
  'mirror work along the hem',
  'gota patti borders',
  'original dust bag and box',
  'minimal signs of wear',
  'tailored fit with a concealed zip',
  'signature monogram hardware',
  'resham thread embroidery',
  'authenticity card included',
  'worn once at a family wedding',
];
const OCCASIONS = ['a wedding season', 'festive evenings', 'a sangeet', 'everyday luxury', 'a reception', 'office wear'];
/** Used for titles when the taxonomy holds no brands yet. */
const FALLBACK_BRANDS = ['Sabyasachi', 'Manish Malhotra', 'Anita Dongre', 'Tarun Tahiliani', 'Gucci', 'Louis Vuitton', 'Prada', 'Ritu Kumar'];

const PRODUCT_STATUSES = [...Array(15).fill('active'), 'draft', 'draft', 'archived'] as ('active' | 'draft' | 'archived')[];
const VARIANT_STATUSES = [...Array(14).fill('approved'), 'in_review', 'in_review', 'draft', 'draft', 'rejected'] as (
  | 'approved'
  | 'in_review'
  | 'draft'
  | 'rejected'
)[];
const ERP_STATUSES = [...Array(7).fill('synced'), 'pending', 'pending', 'failed'] as ('synced' | 'pending' | 'failed')[];

/** A cheap deterministic PRNG (mulberry32): the same index always gives the same row. */
const randomFor = (seed: number) => {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};
const pick = <T>(random: () => number, list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
/** One of the rows that fit, else of all rows (a taxonomy edited away from the demo's), else none. */
const pickFitting = <T>(random: () => number, list: readonly T[], fits: (row: T) => boolean): T | undefined => {
  const fitting = list.filter(fits);
  const from = fitting.length ? fitting : list;
  return from.length ? pick(random, from) : undefined;
};

/** EAN-13 with India's 890 prefix and a valid check digit. */
export const ean13 = (serial: number): string => {
  const body = `890${String(serial).padStart(9, '0')}`;
  const sum = [...body].reduce((total, digit, index) => total + Number(digit) * (index % 2 ? 3 : 1), 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
};

export interface GeneratedProduct {
  product: {
    title: string;
    description: string;
    brand_id: number | null;
    designer_id: number | null;
    category_id: number | null;
    attributes: Record<string, string>;
    tags: string[];
    status: 'active' | 'draft' | 'archived';
    slug: string;
    images: string[];
    hsn_code: string;
    created_at: Date;
  };
  item: ItemType;
  colour: string;
  random: () => number;
}

/** The index-th product; `createdAt` spreads rows over time so "newest first" is meaningful. */
export const generateProduct = (index: number, taxonomy: Taxonomy, createdAt: Date): GeneratedProduct => {
  const random = randomFor(index * 7919 + 17);
  const item = pick(random, ITEM_TYPES);
  const colour = pick(random, COLOURS);
  const material = pick(random, item.materials);
  const brand = pickFitting(random, taxonomy.brands, (b) => b.kinds.length === 0 || b.kinds.some((kind) => item.makers.includes(kind)));
  const designer = taxonomy.designers.length ? pick(random, taxonomy.designers) : undefined;
  const category = pickFitting(random, taxonomy.categories, (c) => item.categories.includes(c.path));
  const brandName = brand?.name ?? pick(random, FALLBACK_BRANDS);
  const title = `${brandName} ${colour} ${material} ${item.name}`;
  const details = [pick(random, DETAILS), pick(random, DETAILS)];
  return {
    item,
    colour,
    random,
    product: {
      title,
      description: `Pre-owned ${material.toLowerCase()} ${item.name.toLowerCase()} in ${colour.toLowerCase()}, with ${details[0]} and ${details[1]}. Made for ${pick(random, OCCASIONS)}.`,
      brand_id: brand?.id ?? null,
      designer_id: designer?.id ?? null,
      category_id: category?.id ?? null,
      attributes: { material, colour, item: item.name },
      tags: [item.name.toLowerCase(), material.toLowerCase(), 'pre-owned'],
      status: pick(random, PRODUCT_STATUSES),
      slug: `${slugify(title)}-${index.toString(36)}`,
      images: [],
      hsn_code: HSN_BY_ITEM[item.code] ?? '',
      created_at: createdAt,
    },
  };
};

/** Variants of a generated product: one per size, up to `count`, with SKU and barcode from `serialBase`. */
export const generateVariants = (
  generated: GeneratedProduct,
  productId: number,
  productIndex: number,
  count: number,
  taxonomy: Taxonomy,
) => {
  const { item, colour, random, product } = generated;
  return Array.from({ length: count }, (_, k) => {
    const mrpRupees = Math.round((item.mrp[0] + random() * (item.mrp[1] - item.mrp[0])) / 100) * 100;
    const price = Math.round(mrpRupees * (0.35 + random() * 0.45)) * 100;
    const expiring = random() < 0.15;
    return {
      product_id: productId,
      sku: `${item.code}-${productIndex.toString(36).toUpperCase().padStart(5, '0')}-${k + 1}`,
      barcode: ean13(productIndex * 10 + k),
      size: item.sizes[k % item.sizes.length]!,
      colour,
      condition_id: taxonomy.conditions.length ? pick(random, taxonomy.conditions).id : null,
      mrp: mrpRupees * 100,
      price,
      cost: Math.round(price * (0.5 + random() * 0.2)),
      currency: 'INR',
      status: pick(random, VARIANT_STATUSES),
      erp_status: pick(random, ERP_STATUSES),
      expires_at: expiring ? new Date(product.created_at.getTime() + (random() * 720 - 180) * 86_400_000) : null,
      images: [],
      created_at: new Date(product.created_at.getTime() + k * 1000),
    };
  });
};

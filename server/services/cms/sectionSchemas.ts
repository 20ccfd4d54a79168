import { z } from 'zod';
import { CONTENT_TYPES, DANGLING_REASONS, SECTION_TYPES, sectionLayoutSchema } from '@domain/cms';

/** Sections as the storefront endpoint answers them and the preview draws them (`PublishedSection`, `ResolvedSection` in domain/cms.ts). */
const card = { id: z.number().int(), title: z.string(), slug: z.string(), image: z.string().nullable() };
const publishedItem = z.object({
  id: z.number().int(),
  type: z.enum(CONTENT_TYPES),
  title: z.string(),
  text: z.string(),
  image: z.string().nullable(),
  link: z.string().nullable(),
  product: z.object({ ...card, price: z.number().int().nullable() }).optional(),
  collection: z.object(card).optional(),
});
const section = <T extends z.ZodType>(item: T) => z.object({ id: z.number().int(), type: z.enum(SECTION_TYPES), title: z.string(), layout: sectionLayoutSchema, items: z.array(item) });

export const publishedSection = section(publishedItem);
/** A draft's section: an item the storefront would leave out says why (`dangling`). */
export const resolvedSection = section(publishedItem.extend({ dangling: z.enum(DANGLING_REASONS).optional() }));

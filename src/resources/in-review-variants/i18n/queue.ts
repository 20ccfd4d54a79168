import type { en } from '../../variants/i18n/en';

/** The review queue lists variants: it labels its fields as the variant screens do. */
export const queueMessages = (variants: typeof en) => ({
  resources: { 'in-review-variants': { fields: variants.resources.variants.fields } },
});

import * as variants from '../variants/i18n';

/** The review queue lists variants: it labels its fields as the variant screens do. */
const queue = (messages: typeof variants.en) => ({
  resources: { 'in-review-variants': { fields: messages.resources.variants.fields } },
});

export const en = queue(variants.en);
export const fr = queue(variants.fr);
export const de = queue(variants.de);
export const pt = queue(variants.pt);

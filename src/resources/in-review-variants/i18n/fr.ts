import { fr as variants } from '../../variants/i18n/fr';
import { queueMessages } from './queue';

export const fr = { ...queueMessages(variants), modules: { variant_review: 'Revue des variantes' } };

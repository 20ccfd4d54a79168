import { pt as variants } from '../../variants/i18n/pt';
import { queueMessages } from './queue';

export const pt = { ...queueMessages(variants), modules: { variant_review: 'Revisão de variantes' } };

import { en as variants } from '../../variants/i18n/en';
import { queueMessages } from './queue';

export const en = { ...queueMessages(variants), modules: { variant_review: 'Variant review' } };

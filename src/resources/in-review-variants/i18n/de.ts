import { de as variants } from '../../variants/i18n/de';
import { queueMessages } from './queue';

export const de = { ...queueMessages(variants), modules: { variant_review: 'Variantenprüfung' } };

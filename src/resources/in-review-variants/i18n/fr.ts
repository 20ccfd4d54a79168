import { fr as variants } from '../../variants/i18n/fr';
import { queueMessages } from './queue';

export const fr = queueMessages(variants);

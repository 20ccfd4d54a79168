import frenchMessages from 'ra-language-french';
import { mergeMessages } from '../mergeMessages';
import { fr } from '../app/fr';
import { fr as server } from '../server/fr';
import { mergeResourceMessages } from '../../resources/messages';

/** Every resource folder's i18n/fr.ts (see src/resources/messages.ts). */
const resourceMessages = mergeResourceMessages(import.meta.glob<object>('../../resources/*/i18n/fr.ts', { eager: true, import: 'fr' }));

export default mergeMessages(frenchMessages, fr, { server }, resourceMessages);

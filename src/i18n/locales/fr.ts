import frenchMessages from 'ra-language-french';
import { mergeMessages } from '../mergeMessages';
import { fr } from '../app/fr';
import { mergeResourceMessages } from '../../resources/messages';
import { serverMessagesOf } from '../serverMessages';

/** Every resource folder's i18n/fr.ts (see src/resources/messages.ts). */
const resourceMessages = mergeResourceMessages(import.meta.glob<object>(['../../resources/*/i18n/fr.ts', '../../screens/*/i18n/fr.ts'], { eager: true, import: 'fr' }));

/** Every area's server messages, domain/<area>/messages/fr.ts. */
const server = serverMessagesOf(import.meta.glob<object>('/domain/*/messages/fr.ts', { eager: true, import: 'fr' }));

export default mergeMessages(frenchMessages, fr, server, resourceMessages);

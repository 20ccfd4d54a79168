import germanMessages from 'ra-language-german';
import { mergeMessages } from '../mergeMessages';
import { de } from '../app/de';
import { deCompletions } from '../completions/de';
import { mergeResourceMessages } from '../../resources/messages';
import { serverMessagesOf } from '../serverMessages';
import { unwrapPackage } from './unwrapPackage';

/** Every resource folder's i18n/de.ts (see src/resources/messages.ts). */
const resourceMessages = mergeResourceMessages(import.meta.glob<object>(['../../resources/*/i18n/de.ts', '../../screens/*/i18n/de.ts'], { eager: true, import: 'de' }));

/** Every area's server messages, domain/<area>/messages/de.ts. */
const server = serverMessagesOf(import.meta.glob<object>('/domain/*/messages/de.ts', { eager: true, import: 'de' }));

export default mergeMessages(unwrapPackage(germanMessages), deCompletions, de, server, resourceMessages);

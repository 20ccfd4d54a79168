import portugueseMessages from 'ra-language-portuguese';
import { mergeMessages } from '../mergeMessages';
import { pt } from '../app/pt';
import { ptCompletions } from '../completions/pt';
import { mergeResourceMessages } from '../../resources/messages';
import { serverMessagesOf } from '../serverMessages';
import { unwrapPackage } from './unwrapPackage';

/** Every resource folder's i18n/pt.ts (see src/resources/messages.ts). */
const resourceMessages = mergeResourceMessages(import.meta.glob<object>(['../../resources/*/i18n/pt.ts', '../../screens/*/i18n/pt.ts'], { eager: true, import: 'pt' }));

/** Every area's server messages, domain/<area>/messages/pt.ts. */
const server = serverMessagesOf(import.meta.glob<object>('/domain/*/messages/pt.ts', { eager: true, import: 'pt' }));

export default mergeMessages(unwrapPackage(portugueseMessages), ptCompletions, pt, server, resourceMessages);

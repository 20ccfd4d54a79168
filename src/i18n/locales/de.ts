import germanMessages from 'ra-language-german';
import { mergeMessages } from '../mergeMessages';
import { de } from '../app/de';
import { de as server } from '../server/de';
import { deCompletions } from '../completions/de';
import { mergeResourceMessages } from '../../resources/messages';
import { unwrapPackage } from './unwrapPackage';

/** Every resource folder's i18n/de.ts (see src/resources/messages.ts). */
const resourceMessages = mergeResourceMessages(import.meta.glob<object>('../../resources/*/i18n/de.ts', { eager: true, import: 'de' }));

export default mergeMessages(unwrapPackage(germanMessages), deCompletions, de, { server }, resourceMessages);

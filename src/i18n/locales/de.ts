import germanMessages from 'ra-language-german';
import { mergeTranslations } from 'react-admin';
import { de } from '../app/de';
import { deCompletions } from '../completions/de';
import { RESOURCE_MESSAGES } from '../../resources/messages';
import { unwrapPackage } from './unwrapPackage';

export default mergeTranslations(unwrapPackage(germanMessages), deCompletions, de, RESOURCE_MESSAGES.de);

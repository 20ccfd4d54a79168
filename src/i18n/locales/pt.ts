import portugueseMessages from 'ra-language-portuguese';
import { mergeTranslations } from 'react-admin';
import { pt } from '../app/pt';
import { ptCompletions } from '../completions/pt';
import { RESOURCE_MESSAGES } from '../../resources/messages';
import { unwrapPackage } from './unwrapPackage';

export default mergeTranslations(unwrapPackage(portugueseMessages), ptCompletions, pt, RESOURCE_MESSAGES.pt);

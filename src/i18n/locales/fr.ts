import frenchMessages from 'ra-language-french';
import { mergeTranslations } from 'react-admin';
import { fr } from '../app/fr';
import { RESOURCE_MESSAGES } from '../../resources/messages';

export default mergeTranslations(frenchMessages, fr, RESOURCE_MESSAGES.fr);

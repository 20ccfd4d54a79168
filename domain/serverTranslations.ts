import frenchMessages from 'ra-language-french';
import germanMessages from 'ra-language-german';
import portugueseMessages from 'ra-language-portuguese';
import { INTL_LOCALES } from './intlLocales';
import { renderMessage, templatePhrase } from './renderMessage';
import { ENGLISH_TEMPLATES, englishText, fieldName, isFieldLabelKey, type ServerMessage, type ServerMessageName } from './serverMessages';
import { fr as commonFr } from './common/messages/fr';
import { de as commonDe } from './common/messages/de';
import { pt as commonPt } from './common/messages/pt';
import { fr as employeesFr } from './employees/messages/fr';
import { de as employeesDe } from './employees/messages/de';
import { pt as employeesPt } from './employees/messages/pt';
import { fr as mediaFr } from './media/messages/fr';
import { de as mediaDe } from './media/messages/de';
import { pt as mediaPt } from './media/messages/pt';
import { fr as jobsFr } from './jobs/messages/fr';
import { de as jobsDe } from './jobs/messages/de';
import { pt as jobsPt } from './jobs/messages/pt';
import { fr as catalogueFr } from './catalogue/messages/fr';
import { de as catalogueDe } from './catalogue/messages/de';
import { pt as cataloguePt } from './catalogue/messages/pt';
import { fr as taxonomyFr } from './taxonomy/messages/fr';
import { de as taxonomyDe } from './taxonomy/messages/de';
import { pt as taxonomyPt } from './taxonomy/messages/pt';
import { fr as importsFr } from './imports/messages/fr';
import { de as importsDe } from './imports/messages/de';
import { pt as importsPt } from './imports/messages/pt';
import { fr as mapsFr } from './maps/messages/fr';
import { de as mapsDe } from './maps/messages/de';
import { pt as mapsPt } from './maps/messages/pt';
import { fr as customersFr } from './customers/messages/fr';
import { de as customersDe } from './customers/messages/de';
import { pt as customersPt } from './customers/messages/pt';
import { fr as stockFr } from './stock/messages/fr';
import { de as stockDe } from './stock/messages/de';
import { pt as stockPt } from './stock/messages/pt';
import { fr as cmsFr } from './cms/messages/fr';
import { de as cmsDe } from './cms/messages/de';
import { pt as cmsPt } from './cms/messages/pt';
import { fr as ordersFr } from './orders/messages/fr';
import { de as ordersDe } from './orders/messages/de';
import { pt as ordersPt } from './orders/messages/pt';
import { fr as promotionsFr } from './promotions/messages/fr';
import { de as promotionsDe } from './promotions/messages/de';
import { pt as promotionsPt } from './promotions/messages/pt';
import { fr as rafflesFr } from './raffles/messages/fr';
import { de as rafflesDe } from './raffles/messages/de';
import { pt as rafflesPt } from './raffles/messages/pt';

/**
 * The server's messages in the other languages, for the text an API client reads in the language it
 * asks for (Accept-Language); the console renders from the keys instead. Server only: the console
 * loads a language's messages with it (src/i18n/locales). A new area adds its three files here.
 */
const SERVER_TEXTS = {
  fr: { ...commonFr, ...employeesFr, ...mediaFr, ...jobsFr, ...catalogueFr, ...taxonomyFr, ...importsFr, ...mapsFr, ...customersFr, ...stockFr, ...cmsFr, ...ordersFr, ...promotionsFr, ...rafflesFr },
  de: { ...commonDe, ...employeesDe, ...mediaDe, ...jobsDe, ...catalogueDe, ...taxonomyDe, ...importsDe, ...mapsDe, ...customersDe, ...stockDe, ...cmsDe, ...ordersDe, ...promotionsDe, ...rafflesDe },
  pt: { ...commonPt, ...employeesPt, ...mediaPt, ...jobsPt, ...cataloguePt, ...taxonomyPt, ...importsPt, ...mapsPt, ...customersPt, ...stockPt, ...cmsPt, ...ordersPt, ...promotionsPt, ...rafflesPt },
} satisfies Record<string, Record<ServerMessageName, string>>;

type ValidationTexts = Record<string, string>;
/** react-admin's validation messages of a package; the old de and pt ones ship under `default` in some builds. */
const validationOf = (module: unknown) => {
  const messages = ((module as { default?: unknown }).default ?? module) as { ra: { validation: ValidationTexts } };
  return messages.ra.validation;
};

/** Each language's texts and polyglot's plural rule (French keeps the singular for 0 and 1). */
const LANGUAGES = {
  fr: { texts: SERVER_TEXTS.fr, validation: validationOf(frenchMessages), isPlural: (count: unknown) => !(typeof count === 'number' && count < 2) },
  de: { texts: SERVER_TEXTS.de, validation: validationOf(germanMessages), isPlural: (count: unknown) => count !== 1 },
  pt: { texts: SERVER_TEXTS.pt, validation: validationOf(portugueseMessages), isPlural: (count: unknown) => count !== 1 },
};

export type Language = 'en' | keyof typeof LANGUAGES;

const RA_VALIDATION = 'ra.validation.';

const phraseIn = (language: Exclude<Language, 'en'>) => {
  const { validation, isPlural } = LANGUAGES[language];
  const texts: Record<string, string> = LANGUAGES[language].texts;
  return templatePhrase((key) => {
    if (isFieldLabelKey(key)) return fieldName(key);
    if (key.startsWith(RA_VALIDATION)) return validation[key.slice(RA_VALIDATION.length)] ?? ENGLISH_TEMPLATES[key];
    return texts[key.slice('server.'.length)] ?? ENGLISH_TEMPLATES[key];
  }, isPlural);
};

const PHRASES = { fr: phraseIn('fr'), de: phraseIn('de'), pt: phraseIn('pt') };

/** The language an Accept-Language header prefers among the console's four ("fr-CH, de;q=0.8" -> fr); English otherwise. */
export const languageOf = (header: string | undefined): Language => {
  const ranked = (header ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...parameters] = part.split(';').map((piece) => piece.trim());
      const quality = parameters.find((parameter) => parameter.startsWith('q='));
      return { language: tag.toLowerCase().split('-')[0]!, quality: quality ? Number(quality.slice(2)) : 1 };
    })
    .filter(({ quality }) => quality > 0)
    .sort((a, b) => b.quality - a.quality);
  const known = ranked.find(({ language }) => language === 'en' || language in LANGUAGES);
  return (known?.language as Language | undefined) ?? 'en';
};

/** A message as text in `language`, a field named by its name as the client sends it. */
export const textIn = (language: Language, message: ServerMessage): string =>
  language === 'en' ? englishText(message) : renderMessage(message, PHRASES[language], INTL_LOCALES[language]);

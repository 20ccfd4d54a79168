import { de } from './labels/de';
import { en } from './labels/en';
import { fr } from './labels/fr';
import { pt } from './labels/pt';

/**
 * The labels of the fields an import fills, in the console's four languages (one file each in
 * labels/): the console shows them in its column mapping (src/resources/<type>-imports/i18n) and the
 * server matches a file's headers against all of them, so a file exported from the console in any
 * language maps by itself.
 */
const LABELS = { en, fr, de, pt };
type ImportLanguage = keyof typeof LABELS;
/** The imports whose fields have labels, as labels/en.ts names them. */
type LabelledImport = keyof typeof en;

/** The labels in one language, as a resource's `fields` messages. */
export const labelsIn = <Import extends LabelledImport>(language: ImportLanguage, type: Import): (typeof en)[Import] => LABELS[language][type];

/** Every language's label of each field, for matching headers (`matchColumns`). */
export const everyLabel = (type: LabelledImport): Record<string, string[]> =>
  Object.fromEntries(Object.keys(en[type]).map((field) => [field, Object.values(LABELS).map((labels) => (labels[type] as Record<string, string>)[field]!)]));

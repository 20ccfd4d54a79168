import createCache, { type EmotionCache } from '@emotion/cache';
import { modernPrefixer } from './modernPrefixer';

/** Another engine's pseudo-class or -element in a selector (`::-moz-focus-inner`, `:-ms-input-placeholder`); not a functional one. */
const VENDOR_PSEUDO = /::?-(?:moz|ms|webkit|o)-[\w-]+(?![\w(-])/g;

let scratchSheet: CSSStyleSheet | undefined;
/** Whether this browser's CSS parser takes the selector: a rule with it, tried on a sheet outside the document. */
const sheetParsesSelector = (selector: string) => {
  try {
    scratchSheet ??= new CSSStyleSheet();
  } catch {
    return true; // no constructable sheets (jsdom): the page's sheet decides, as before
  }
  try {
    scratchSheet.insertRule(`${selector}{}`);
    scratchSheet.deleteRule(0);
    return true;
  } catch {
    return false;
  }
};

/**
 * The page's emotion cache, which holds MUI's styles, with prefixes for the build's browsers only
 * (modernPrefixer). A rule whose selector this browser's parser refuses (other engines' pseudo-elements
 * in MUI's styles) is left out, as the browser would, instead of making insertRule throw a costly
 * DOMException. Each vendor pseudo is tried once on a sheet outside the document: CSS.supports cannot
 * tell, being false for `-webkit-` pseudo-elements Chromium parses. At-rules go to the sheet whole.
 */
export const createStyleCache = (parsesSelector = sheetParsesSelector): EmotionCache => {
  const cache = createCache({ key: 'css', stylisPlugins: [modernPrefixer] });
  const parsedPseudos = new Map<string, boolean>();
  const parses = (pseudo: string) => {
    let parsed = parsedPseudos.get(pseudo);
    if (parsed === undefined) parsedPseudos.set(pseudo, (parsed = parsesSelector(`*${pseudo}`)));
    return parsed;
  };
  const { sheet } = cache;
  const insert = sheet.insert.bind(sheet);
  sheet.insert = (rule: string) => {
    const selector = rule.startsWith('@') ? '' : rule.slice(0, rule.indexOf('{'));
    if ((selector.match(VENDOR_PSEUDO) ?? []).every(parses)) insert(rule);
  };
  return cache;
};

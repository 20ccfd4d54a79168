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
 * (modernPrefixer).
 *
 * A style rule whose selector this browser's CSS parser refuses is left out, as the browser would
 * leave it out: handed to the page's sheet, its insertRule throws (emotion catches), and a thrown
 * DOMException is costly. MUI's styles carry other engines' pseudo-elements (Firefox's
 * `::-moz-focus-inner`, old Edge's `::-ms-input-placeholder`): in Chromium 25 rules of the product
 * list's first screen threw, 17-22 ms of that screen's one long render task. Each vendor pseudo is
 * tried once, on a sheet outside the document; CSS.supports('selector(…)') cannot tell, being false
 * for `-webkit-` pseudo-elements Chromium parses. At-rules (`@media`…) go to the sheet whole: an
 * unparsable rule inside one drops only itself.
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

import type { StylisPlugin } from '@emotion/cache';

/**
 * The properties that the browsers the console is built for (Vite's default target: Chrome and Edge
 * 111, Firefox 114, Safari 16.4) still need with `-webkit-`: Safari's user-select, backdrop-filter
 * (before 18) and hyphens (before 17); Chromium's masks (before 120), background-clip: text and
 * box-decoration-break; text-size-adjust.
 */
const STILL_PREFIXED = /^(?:user-select|backdrop-filter|hyphens|text-size-adjust|box-decoration-break|background-clip|mask(?:-[a-z]+)?)$/;

/**
 * Emotion's stylis prefixer written for the build's browsers: its default one prefixes for browsers of
 * ten years ago, CSS written in the first screen's render task. `print-color-adjust` keeps Safari's name.
 */
export const modernPrefixer: StylisPlugin = (element) => {
  if (element.type !== 'decl' || element.return) return;
  const property = element.props as string;
  if (property === 'print-color-adjust' || property === 'color-adjust') element.return = `-webkit-print-color-adjust${element.value.slice(property.length)}${element.value}`;
  else if (STILL_PREFIXED.test(property)) element.return = `-webkit-${element.value}${element.value}`;
};

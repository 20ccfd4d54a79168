import axe from 'axe-core';
import type { Page } from '@playwright/test';

export type AxeResults = axe.AxeResults;

/** What to check: the whole document or one part of it, by WCAG tags or by rule ids. */
export interface AxeCheck {
  include?: string;
  tags?: string[];
  rules?: string[];
}

/**
 * Runs axe-core in the page itself through its documented API (`axe.source`, `axe.run`): each frame
 * gets the source, so axe reaches into the console's same-origin frames. axe-core's own Playwright
 * wrapper requires Node 22; this is the part of it the console uses.
 */
export const runAxe = async (page: Page, check: AxeCheck): Promise<AxeResults> => {
  for (const frame of page.frames()) {
    // A frame that navigated away or closed meanwhile has nothing to check.
    const present = await frame.evaluate('typeof window.axe === "object"').catch(() => true);
    if (!present) await frame.evaluate(axe.source).catch(() => undefined);
  }
  const runOnly = check.rules ? { type: 'rule', values: check.rules } : { type: 'tag', values: check.tags ?? [] };
  const context = check.include ? JSON.stringify({ include: [check.include] }) : 'document';
  return page.evaluate(`axe.run(${context}, ${JSON.stringify({ runOnly })})`) as Promise<AxeResults>;
};

import { z } from './zod';
import { int4, lineText, multiLineText, recordId } from './bounds';
import { schemaMessage } from './schemaMessages';

/** Storefront scripts (issue 39): code the storefront puts on its pages, edited by those with the `scripts` module. */
export const SCRIPT_PLACEMENTS = ['head', 'body_start', 'body_end'] as const;
export type ScriptPlacement = (typeof SCRIPT_PLACEMENTS)[number];

/** The storefront's kinds of page a script may be limited to; none chosen means every page. */
export const STOREFRONT_PAGES = ['home', 'product', 'collection', 'cart', 'checkout', 'account', 'content'] as const;
export type StorefrontPage = (typeof STOREFRONT_PAGES)[number];

const keepUnder = (max: number) => schemaMessage('server.keep_under', { max });
export const SCRIPT_CODE_MAX = 100_000;

export const scriptSchema = z.object({
  name: lineText().trim().min(1, schemaMessage('server.enter_name')).max(120, keepUnder(120)),
  placement: z.enum(SCRIPT_PLACEMENTS),
  pages: z.array(z.enum(STOREFRONT_PAGES)).max(STOREFRONT_PAGES.length).default([]),
  is_active: z.boolean().default(false),
  position: int4(0, schemaMessage('server.position_negative')).default(0),
  code: multiLineText().max(SCRIPT_CODE_MAX, keepUnder(SCRIPT_CODE_MAX)).refine((code) => code.trim().length > 0, schemaMessage('server.script_enter_code')),
});
export const scriptUpdateSchema = scriptSchema.partial().extend({
  /** The version the edit was made from: an edit of an older one is refused (409), as the diff was against it. */
  base_version: int4(1).optional(),
});
export const scriptRollbackSchema = z.object({ version_id: recordId() });

/** One active script as the storefront gets it. */
export interface PublicScript {
  id: number;
  name: string;
  placement: ScriptPlacement;
  pages: StorefrontPage[];
  position: number;
  version: number;
  code: string;
}

import { z } from './zod';
import { SPEC_ROUTES } from './consoleRoutes';
import { schemaMessage } from './schemaMessages';

/** Spec section 9: the starred-pages limit. */
export const STARRED_PAGES_LIMIT = 10;

export const CONSOLE_LANGUAGES = ['en', 'fr', 'de', 'pt'] as const;
export const CONSOLE_THEMES = ['light', 'dark'] as const;
export type ConsoleTheme = (typeof CONSOLE_THEMES)[number];

/** The pages a staff member can star: the route table's paths that take no parameter. */
const PAGE_PATHS: ReadonlySet<string> = new Set(SPEC_ROUTES.map((route) => route.path as string).filter((path) => !path.includes(':')));
export const isStarrablePage = (path: string) => PAGE_PATHS.has(path);

export const starSchema = z.object({
  path: z.string().refine(isStarrablePage, schemaMessage('server.star_page_path')),
});

/** Both optional: a profile saves the one that changed; null goes back to the console's default. */
export const preferencesSchema = z
  .object({
    language: z.enum(CONSOLE_LANGUAGES, schemaMessage('server.choose_language')).nullable(),
    theme: z.enum(CONSOLE_THEMES, schemaMessage('server.choose_theme')).nullable(),
  })
  .partial();
export type Preferences = { language: string | null; theme: ConsoleTheme | null };

/** A record the global search found: what the console opens for it. */
export const SEARCH_KINDS = ['order', 'invoice', 'variant', 'product', 'customer', 'employee'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];
/** 0 the code or name itself, 1 it begins with what was typed, 2 a word or part of it. */
export type SearchRank = 0 | 1 | 2;
export interface SearchHit {
  kind: SearchKind;
  id: number;
  /** The number, SKU, name or title shown first. */
  title: string;
  /** What else identifies it: the customer of an order, the email of a customer. */
  detail: string;
  rank: SearchRank;
}

export const searchQuerySchema = z.object({
  q: z.string().trim().min(1, schemaMessage('server.search_empty')).max(200),
  limit: z.coerce.number().int().min(1).max(20).default(8),
});

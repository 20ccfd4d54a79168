import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { canDo, type AccessSubject } from '@domain/permissions';
import { foldedName } from '@domain/foldedName';
import { isMenuGroup, MENU, type MenuLink } from '../layout/menuEntries';
import { useSessionPermissions } from '../access/useSessionPermissions';

/** A page of the console as the search lists it: the side menu's links, named in the reader's language. */
export interface ConsolePage {
  path: string;
  label: string;
  /** The menu group it sits in ("Employees"), or ''. */
  group: string;
  link: MenuLink;
}

const LINKS: { link: MenuLink; group?: string }[] = MENU.flatMap((entry) =>
  isMenuGroup(entry) ? entry.group.map((link) => ({ link, group: entry.label })) : [{ link: entry }],
);

/** The pages the signed-in employee may open (the menu's rule), in menu order. */
export const useConsolePages = (): ConsolePage[] => {
  const translate = useTranslate();
  const { permissions } = useSessionPermissions<AccessSubject>();
  return useMemo(
    () =>
      LINKS.filter(({ link }) => !permissions || canDo(permissions, link.module, link.action ?? 'list')).map(({ link, group }) => ({
        path: link.path,
        label: translate(link.label),
        group: group ? translate(group) : '',
        link,
      })),
    [translate, permissions],
  );
};

/** 0 the name itself, 1 it begins so, 2 one of its words (or its group's) does; undefined: no match. */
export const pageRank = (page: ConsolePage, q: string): number | undefined => {
  const wanted = foldedName(q);
  if (!wanted) return undefined;
  const label = foldedName(page.label);
  if (label === wanted) return 0;
  if (label.startsWith(wanted)) return 1;
  const words = `${label} ${foldedName(page.group)}`.split(/[\s/-]+/);
  const parts = wanted.split(' ');
  return parts.every((part) => words.some((word) => word.startsWith(part))) ? 2 : undefined;
};

/** The pages matching `q`, best first (menu order among equals). */
export const matchPages = (pages: ConsolePage[], q: string): ConsolePage[] =>
  pages
    .map((page, index) => ({ page, index, rank: pageRank(page, q) }))
    .filter((entry): entry is { page: ConsolePage; index: number; rank: number } => entry.rank !== undefined)
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ page }) => page);

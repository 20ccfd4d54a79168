import type { Action, Module } from '@domain/permissions';
import { RESOURCE_DEFINITIONS, type MenuPlace, type MenuSection, type MenuVariantIcon, type ResourceDefinition, type ResourceName } from '@domain/resources';

/** A link of the static side menu of spec section 1. Paths are spec paths. */
export interface MenuLink {
  label: string;
  path: string;
  module: Module;
  /** What the entry needs on its module; 'list' unless it opens a form. */
  action?: Action;
  /** The resource whose icon it shows, unless it names an icon of its own. */
  resource?: ResourceName;
  icon?: MenuVariantIcon | 'dashboard';
}
export interface MenuGroup {
  label: string;
  section: MenuSection;
  /** The resource whose icon the group shows: that of its first link. */
  resource: ResourceName;
  group: MenuLink[];
}
export type MenuEntry = MenuLink | MenuGroup;

export const isMenuGroup = (entry: MenuEntry): entry is MenuGroup => 'group' in entry;

/** The one link that is not a resource's: the dashboard screen comes first. */
const DASHBOARD: MenuLink = { label: 'app.menu.dashboard', path: '/dashboard/analytics', module: 'dashboard', icon: 'dashboard' };

const linkOf = (row: ResourceDefinition, { label, path, action, icon }: MenuPlace): MenuLink => ({
  label,
  path,
  module: row.module,
  resource: row.name,
  ...(action && { action }),
  ...(icon && { icon }),
});

/** The menu places of the resource table in their order, a section's links gathered into its group. */
const buildMenu = (): MenuEntry[] => {
  const places = RESOURCE_DEFINITIONS.flatMap((row) => (row.menu ?? []).map((place) => ({ row, place })));
  places.sort((a, b) => a.place.order - b.place.order);
  const menu: MenuEntry[] = [DASHBOARD];
  for (const { row, place } of places) {
    const link = linkOf(row, place);
    const last = menu.at(-1);
    if (!place.section) menu.push(link);
    else if (last && isMenuGroup(last) && last.section === place.section) last.group.push(link);
    else menu.push({ label: `app.menu.${place.section}`, section: place.section, resource: row.name, group: [link] });
  }
  return menu;
};

export const MENU: readonly MenuEntry[] = buildMenu();

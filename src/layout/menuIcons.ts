import { createElement } from 'react';
import type { SvgIconComponent } from '@mui/icons-material';
import AnalyticsIcon from '@mui/icons-material/Analytics';
import ListIcon from '@mui/icons-material/List';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import WebIcon from '@mui/icons-material/Web';
import PhoneAndroidIcon from '@mui/icons-material/PhoneAndroid';
import VerticalAlignBottomIcon from '@mui/icons-material/VerticalAlignBottom';
import VerticalAlignTopIcon from '@mui/icons-material/VerticalAlignTop';
import CircleIcon from '@mui/icons-material/Circle';
import type { MenuVariantIcon } from '@domain/resources';
import { RESOURCE_FOLDERS } from '../resources/registry';
import type { MenuEntry } from './menuEntries';

/** Icons of links that are not a resource's own list; every other entry shows its resource's icon. */
const VARIANT_ICONS: Record<MenuVariantIcon | 'dashboard', SvgIconComponent> = {
  dashboard: AnalyticsIcon,
  list: ListIcon,
  person_add: PersonAddIcon,
  web: WebIcon,
  mobile: PhoneAndroidIcon,
  footer: VerticalAlignBottomIcon,
  header: VerticalAlignTopIcon,
};

export const menuIconOf = (entry: MenuEntry) =>
  ('icon' in entry && entry.icon ? VARIANT_ICONS[entry.icon] : entry.resource && RESOURCE_FOLDERS[entry.resource]?.icon) || CircleIcon;

export const renderMenuIcon = (entry: MenuEntry, fontSize?: 'small') => createElement(menuIconOf(entry), { fontSize });

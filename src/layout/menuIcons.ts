import { createElement } from 'react';
import type { SvgIconComponent } from '@mui/icons-material';
import AnalyticsIcon from '@mui/icons-material/Analytics';
import BadgeIcon from '@mui/icons-material/Badge';
import PeopleIcon from '@mui/icons-material/People';
import ListIcon from '@mui/icons-material/List';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import CheckroomIcon from '@mui/icons-material/Checkroom';
import StyleIcon from '@mui/icons-material/Style';
import RateReviewIcon from '@mui/icons-material/RateReview';
import CollectionsIcon from '@mui/icons-material/CollectionsBookmark';
import WarehouseIcon from '@mui/icons-material/Warehouse';
import SellIcon from '@mui/icons-material/Sell';
import LinkIcon from '@mui/icons-material/Link';
import AccountTreeIcon from '@mui/icons-material/AccountTree';
import WebIcon from '@mui/icons-material/Web';
import PhoneAndroidIcon from '@mui/icons-material/PhoneAndroid';
import VerticalAlignBottomIcon from '@mui/icons-material/VerticalAlignBottom';
import VerticalAlignTopIcon from '@mui/icons-material/VerticalAlignTop';
import DashboardCustomizeIcon from '@mui/icons-material/DashboardCustomize';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import CircleIcon from '@mui/icons-material/Circle';

const ICONS: Record<string, SvgIconComponent> = {
  'app.menu.dashboard': AnalyticsIcon,
  'app.menu.employees': BadgeIcon,
  'app.menu.employees_list': ListIcon,
  'app.menu.employees_add': PersonAddIcon,
  'app.menu.roles': AdminPanelSettingsIcon,
  'app.menu.customers': PeopleIcon,
  'app.menu.customers_list': ListIcon,
  'app.menu.customers_add': PersonAddIcon,
  'app.menu.products': CheckroomIcon,
  'app.menu.variants': StyleIcon,
  'app.menu.in_review_variants': RateReviewIcon,
  'app.menu.collections': CollectionsIcon,
  'app.menu.warehouse': WarehouseIcon,
  'app.menu.brand': SellIcon,
  'app.menu.url_management': LinkIcon,
  'app.menu.categories': AccountTreeIcon,
  'app.menu.cms': DashboardCustomizeIcon,
  'app.menu.cms_web': WebIcon,
  'app.menu.cms_mobile': PhoneAndroidIcon,
  'app.menu.cms_footer': VerticalAlignBottomIcon,
  'app.menu.cms_header': VerticalAlignTopIcon,
  'app.menu.orders': ReceiptLongIcon,
  'app.menu.coupons': LocalOfferIcon,
};

export const renderMenuIcon = (label: string, fontSize?: 'small') => createElement(ICONS[label] ?? CircleIcon, { fontSize });

import type { ComponentType, LazyExoticComponent } from 'react';
import type { ScreenName } from '../domain/consoleRoutes';
import { EmployeeProfileScreen, ProfileOfScreen } from '../resources/employees';
import { PermissionsScreen, RolesScreen } from '../resources/roles';
import { lazyScreen } from '../routes/lazyScreen';

/**
 * Screens that are built, each loaded on demand with React.lazy; the others show a titled
 * placeholder until their issue lands.
 */
export const SCREEN_COMPONENTS: Partial<Record<ScreenName, LazyExoticComponent<ComponentType>>> = {
  'employee-profile': EmployeeProfileScreen,
  'profile-of': ProfileOfScreen,
  roles: RolesScreen,
  permissions: PermissionsScreen,
  'collection-products': lazyScreen(() => import('./collection-products/CollectionProductsScreen')),
  'product-variants': lazyScreen(() => import('../resources/variants/ProductVariantList')),
  rack: lazyScreen(() => import('./stock/RackScreen')),
  'warehouse-stock': lazyScreen(() => import('./stock/WarehouseStockScreen')),
  'inbound-inventory': lazyScreen(() => import('./stock/InboundScreen')),
  'outbound-inventory': lazyScreen(() => import('./stock/OutboundScreen')),
  'containers-preview': lazyScreen(() => import('../resources/containers/preview/PreviewScreen')),
  'section-layout': lazyScreen(() => import('../resources/sections/SectionLayoutScreen')),
  barcodes: lazyScreen(() => import('./bar-code-variants/BarcodeVariantsScreen')),
  'variant-tracking': lazyScreen(() => import('./variant-tracking/VariantTrackingScreen')),
  'order-history-report': lazyScreen(() => import('./order-history-report/OrderHistoryReportScreen')),
  'admin-checkout': lazyScreen(() => import('./admin-checkout/AdminCheckoutScreen')),
};

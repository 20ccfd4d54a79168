import { Link } from 'react-router-dom';
import { Tab, Tabs } from '@mui/material';
import { useCanAccessResources, useTranslate } from 'react-admin';
import { consolePath } from '@domain/consolePath';

/** The screens of the orders area, each behind the list permission of its resource. */
const AREA = [
  { value: 'orders', resource: 'orders', to: consolePath('/apps/orders') },
  { value: 'offline-orders', resource: 'offline-orders', to: consolePath('/apps/offline-orders') },
  { value: 'return-orders', resource: 'return-orders', to: consolePath('/apps/return-orders') },
  { value: 'exchange-orders', resource: 'exchange-orders', to: consolePath('/apps/exchange-orders') },
  { value: 'credit-notes', resource: 'credit-notes', to: consolePath('/apps/credit-notes') },
  { value: 'order-history-report', resource: 'orders', to: consolePath('/apps/order-history-report') },
] as const;

export type OrdersAreaScreen = (typeof AREA)[number]['value'];

const RESOURCES = [...new Set(AREA.map((screen) => screen.resource))];

/**
 * Tabs across the orders area's screens (the side menu stays as the spec has it, ending with orders),
 * linked to their routes: each screen shows them, its own tab selected, so every one leads to the others.
 */
export const OrdersAreaTabs = ({ current }: { current: OrdersAreaScreen }) => {
  const translate = useTranslate();
  const { canAccess } = useCanAccessResources({ action: 'list', resources: RESOURCES });
  const shown = AREA.filter((screen) => canAccess?.[screen.resource]);
  if (!shown.some((screen) => screen.value === current)) return null;
  return (
    <Tabs value={current} aria-label={translate('resources.orders.area.label')} variant="scrollable" scrollButtons="auto" sx={{ borderBottom: 1, borderColor: 'divider' }}>
      {shown.map((screen) => (
        <Tab key={screen.value} value={screen.value} component={Link} to={screen.to} label={translate(`resources.orders.area.${screen.value}`)} />
      ))}
    </Tabs>
  );
};

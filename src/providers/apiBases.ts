import { basePrefix, type ServiceBase } from '@domain/bases';

/** Each base's URL: VITE_<BASE>_API_URL when set, else its prefix on the reference server. */
const configured: Partial<Record<ServiceBase, string | undefined>> = {
  employee: import.meta.env.VITE_EMPLOYEE_API_URL,
  product: import.meta.env.VITE_PRODUCT_API_URL,
  customer: import.meta.env.VITE_CUSTOMER_API_URL,
  cart: import.meta.env.VITE_CART_API_URL,
  order: import.meta.env.VITE_ORDER_API_URL,
  cms: import.meta.env.VITE_CMS_API_URL,
  search: import.meta.env.VITE_SEARCH_API_URL,
  media: import.meta.env.VITE_MEDIA_API_URL,
  maps: import.meta.env.VITE_MAPS_API_URL,
};

export const apiBaseUrl = (base: ServiceBase): string => (configured[base] || basePrefix(base)).replace(/\/$/, '');

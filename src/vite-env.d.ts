/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_EMPLOYEE_API_URL?: string;
  readonly VITE_PRODUCT_API_URL?: string;
  readonly VITE_CUSTOMER_API_URL?: string;
  readonly VITE_CART_API_URL?: string;
  readonly VITE_ORDER_API_URL?: string;
  readonly VITE_CMS_API_URL?: string;
  readonly VITE_SEARCH_API_URL?: string;
  readonly VITE_MEDIA_API_URL?: string;
  readonly VITE_MAPS_API_URL?: string;
}

// react-admin's parts that src/layout/deferredAdminParts.tsx loads when first shown.
export { AuthenticationError, Empty, Error, Notification, Offline } from 'react-admin';

// react-admin's confirmation dialog, as layoutWithLazyConfirm.ts loads it.
export { Confirm } from 'react-admin';

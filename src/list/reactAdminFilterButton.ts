// react-admin's filter button (with its saved-query dialogs), as the console's FilterButton loads it.
export { FilterButton as default } from 'react-admin';

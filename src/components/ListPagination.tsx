import { Pagination, useTranslate, type PaginationProps } from 'react-admin';

/**
 * react-admin's pagination with the browser's own select for the rows per page, named by its label:
 * MUI's styled select sets its state from a ref as it mounts, which made React render the page again
 * before the browser could paint a list's first rows. Every list gets it (layout/consoleThemes.ts), and the lists
 * inside a record's page use it too.
 */
export const ListPagination = (props: PaginationProps) => {
  const translate = useTranslate();
  const select = { native: true, inputProps: { 'aria-label': translate('ra.navigation.page_rows_per_page') } };
  return <Pagination slotProps={{ select }} {...props} />;
};

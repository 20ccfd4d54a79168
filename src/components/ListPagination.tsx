import { useMemo } from 'react';
import { Pagination, useListContext, useLocaleState, useTranslate, type PaginationProps } from 'react-admin';
import { toIntlLocale } from '@domain/intlLocales';

/**
 * react-admin's pagination with the browser's own select for the rows per page, named by its label:
 * MUI's styled select sets its state from a ref as it mounts, which made React render the page again
 * before the browser could paint a list's first rows. Every list gets it (layout/consoleThemes.ts), and the lists
 * inside a record's page use it too. Totals read in the staff member's number format, and one the
 * server only estimated (`meta.totalEstimated`, see providers/dataProvider.ts) as "1-10 of about 48,210".
 */
export const ListPagination = (props: PaginationProps) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { meta } = useListContext();
  const estimated = (meta as { totalEstimated?: boolean } | undefined)?.totalEstimated === true;
  const select = { native: true, inputProps: { 'aria-label': translate('ra.navigation.page_rows_per_page') } };
  const labelDisplayedRows = useMemo(() => {
    const numbers = new Intl.NumberFormat(toIntlLocale(locale));
    return ({ from, to, count }: { from: number; to: number; count: number }) =>
      count === -1
        ? translate('ra.navigation.partial_page_range_info', { offsetBegin: from, offsetEnd: to })
        : translate(estimated ? 'app.pagination.about_range' : 'ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total: numbers.format(count) });
  }, [locale, translate, estimated]);
  // Pagination hands the props it does not read to MUI's TablePagination; its type leaves this one out.
  const rangeText = { labelDisplayedRows } as Partial<PaginationProps>;
  return <Pagination slotProps={{ select }} {...rangeText} {...props} />;
};

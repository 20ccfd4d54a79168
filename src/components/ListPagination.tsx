import { useMemo, type ChangeEvent } from 'react';
import { IconButton, Pagination, Toolbar, useMediaQuery, type Theme } from '@mui/material';
import { styled } from '@mui/material/styles';
import PreviousIcon from '@mui/icons-material/KeyboardArrowLeft';
import NextIcon from '@mui/icons-material/KeyboardArrowRight';
import { useListContext, useListPaginationContext, useLocaleState, useTranslate } from 'react-admin';
import { toIntlLocale } from '@domain/intlLocales';

const DEFAULT_ROWS_PER_PAGE = [5, 10, 25, 50];

/** MUI's TablePagination's looks, on the plain elements below (its class names kept). */
const Root = styled('div')(({ theme }) => ({
  overflow: 'auto',
  color: (theme.vars ?? theme).palette.text.primary,
  fontSize: theme.typography.pxToRem(14),
  '& .MuiTablePagination-toolbar': { minHeight: 52, paddingRight: 2, paddingLeft: theme.spacing(2) },
  '& .MuiTablePagination-spacer': { flex: '1 1 100%' },
  '& .MuiTablePagination-selectLabel, & .MuiTablePagination-displayedRows': { ...theme.typography.body2, flexShrink: 0, margin: 0 },
  '& .MuiTablePagination-select': {
    ...theme.typography.body2,
    marginLeft: 8,
    marginRight: 32,
    padding: '4px 4px 4px 8px',
    color: 'inherit',
    background: 'transparent',
    border: 'none',
    borderRadius: (theme.vars ?? theme).shape.borderRadius,
    cursor: 'pointer',
    '& option': { backgroundColor: (theme.vars ?? theme).palette.background.paper },
  },
  '& .MuiTablePagination-actions': { flexShrink: 0, marginLeft: 20, display: 'flex' },
}));

/**
 * react-admin's list pagination, laid out as its Pagination lays out MUI's TablePagination, from
 * react-admin's documented useListPaginationContext: the rows per page in the browser's own select
 * named by its label, the range, and the pages (a phone: the previous and next page). MUI's
 * TablePagination brings its styled Select, with MUI's Menu, Popover and Modal, into every list's
 * first page. Totals read in the staff member's number format, and one the server only estimated
 * (`meta.totalEstimated`, see providers/dataProvider.ts) as "1-10 of about 48,210". Every list gets it
 * (layout/consoleThemes.ts), and the lists inside a record's page use it too.
 */
export const ListPagination = ({ rowsPerPageOptions = DEFAULT_ROWS_PER_PAGE }: { rowsPerPageOptions?: number[] }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { meta } = useListContext();
  const { isPending, hasNextPage, page, perPage, total, setPage, setPerPage } = useListPaginationContext();
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const estimated = (meta as { totalEstimated?: boolean } | undefined)?.totalEstimated === true;
  const numbers = useMemo(() => new Intl.NumberFormat(toIntlLocale(locale)), [locale]);
  if (isPending) return <Toolbar variant="dense" />;
  const pages = total != null ? Math.ceil(total / perPage) : undefined;
  if (total === 0 || page < 1 || (pages !== undefined && page > pages)) return null;
  const from = (page - 1) * perPage + 1;
  const to = total != null ? Math.min(total, page * perPage) : page * perPage;
  const range =
    total == null && hasNextPage
      ? translate('ra.navigation.partial_page_range_info', { offsetBegin: from, offsetEnd: to })
      : translate(estimated ? 'app.pagination.about_range' : 'ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total: numbers.format(total ?? to) });
  const itemLabel = (type: string, item: number | null, selected: boolean) =>
    type === 'page' ? translate(selected ? 'ra.navigation.current_page' : 'ra.navigation.page', { page: item }) : translate(`ra.navigation.${type}`);
  const showPages = !small && pages !== undefined;
  return (
    <Root className="MuiTablePagination-root">
      <Toolbar className="MuiTablePagination-toolbar">
        <div className="MuiTablePagination-spacer" />
        {!small && rowsPerPageOptions.length > 1 && (
          <>
            <p className="MuiTablePagination-selectLabel" aria-hidden>
              {translate('ra.navigation.page_rows_per_page')}
            </p>
            <select
              className="MuiTablePagination-select"
              aria-label={translate('ra.navigation.page_rows_per_page')}
              value={perPage}
              onChange={(event: ChangeEvent<HTMLSelectElement>) => setPerPage(Number(event.target.value))}
            >
              {rowsPerPageOptions.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </select>
          </>
        )}
        <p className="MuiTablePagination-displayedRows">{range}</p>
        <div className="MuiTablePagination-actions">
          {showPages ? (
            pages > 1 && <Pagination size="small" count={pages} page={page} onChange={(_, chosen) => setPage(chosen)} getItemAriaLabel={itemLabel} />
          ) : (
            <>
              <IconButton color="inherit" aria-label={translate('ra.navigation.previous')} disabled={page <= 1} onClick={() => setPage(page - 1)}>
                <PreviousIcon />
              </IconButton>
              <IconButton color="inherit" aria-label={translate('ra.navigation.next')} disabled={!hasNextPage && (pages === undefined || page >= pages)} onClick={() => setPage(page + 1)}>
                <NextIcon />
              </IconButton>
            </>
          )}
        </div>
      </Toolbar>
    </Root>
  );
};

import type { ComponentType, ReactNode } from 'react';
import Card from '@mui/material/Card';
import useMediaQuery from '@mui/material/useMediaQuery';
import { styled, type Theme } from '@mui/material/styles';
import { findResource } from '@domain/resources';
import { useListContext, useResourceContext } from 'react-admin';
import { Empty, Offline } from '../layout/deferredAdminParts';
import { LIST_CLASSES } from './listClasses';
import { ListPagination } from '../components/ListPagination';
import { ListActions } from './ListActions';
import { ListToolbar } from './ListToolbar';
import { ListCardMode } from './cardMode';
import { MoreButton } from './MoreButton';
import { PageTitle } from './PageTitle';
import { classNames } from './tableStyles';
import { useRememberShownParams } from './shownListParams';

export interface ConsoleListViewProps {
  /** The toolbar's buttons; react-admin's ListActions (filter, create, export) by default. */
  actions?: ReactNode | false;
  aside?: ReactNode;
  className?: string;
  component?: ComponentType<{ className?: string; children?: ReactNode }>;
  /** What a list with no records and no filter shows instead of the table; react-admin's Empty by default. */
  empty?: ReactNode | false;
  filters?: ReactNode[];
  /** The list's filters as it opens (ConsoleList's): a filter at its default is not counted as set. */
  filterDefaultValues?: Record<string, unknown>;
  pagination?: ReactNode | false;
  title?: ReactNode | false;
  children?: ReactNode;
}

/** The page's layout, as react-admin's list lays it out (its class names kept for styles and tests). */
const Root = styled('div')(({ theme }) => ({
  display: 'flex',
  [`& .${LIST_CLASSES.main}`]: { flex: '1 1 auto', display: 'flex', flexDirection: 'column' },
  [`& .${LIST_CLASSES.content}`]: { position: 'relative', [theme.breakpoints.down('sm')]: { boxShadow: 'none' }, overflow: 'inherit' },
  [`& .${LIST_CLASSES.noActions}`]: { marginTop: '1em' },
  [`& .${LIST_CLASSES.noResults}`]: { flex: 1 },
}));

const defaultActions = <ListActions />;
const defaultEmpty = <Empty />;
const defaultPagination = <ListPagination />;
const moreButton = <MoreButton />;

/** Below the small breakpoint (576 px) a list shows cards; read before the first paint, so no table shows first. */
const usePhone = () => useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });

/**
 * A list page: its title in the app bar, the toolbar (filter bar and actions), the records in a card
 * and the pagination below; the empty page when there is no record to show and no filter set. On a
 * phone, the records are cards (with the lines the resource table gives them), the filters in a
 * drawer and a "more" button in place of the pagination.
 */
export const ConsoleListView = ({
  actions = defaultActions,
  aside,
  className,
  component: Content = Card,
  empty = defaultEmpty,
  filters,
  filterDefaultValues,
  pagination = defaultPagination,
  title,
  children,
}: ConsoleListViewProps) => {
  const { defaultTitle, data, error, isPaused, isPending, isPlaceholderData, filterValues, total, hasNextPage, hasPreviousPage } = useListContext();
  useRememberShownParams();
  const showOffline = isPaused && (isPending || isPlaceholderData);
  const noRecords = total === 0 || (total == null && hasPreviousPage === false && hasNextPage === false && (data as unknown[] | undefined)?.length === 0);
  const showEmpty = !error && !isPending && noRecords && Object.keys(filterValues).length === 0 && empty !== false;
  const hasToolbar = Boolean(filters || actions);
  const resource = useResourceContext();
  const phone = usePhone();
  const cards = phone ? (findResource(resource ?? '')?.card ?? 'columns') : undefined;
  return (
    <ListCardMode value={cards}>
      <Root className={classNames('list-page', 'RaList-root', className)}>
        {title !== false && <PageTitle title={title} defaultTitle={defaultTitle} />}
        {showEmpty ? (
          <div className={LIST_CLASSES.noResults}>{empty}</div>
        ) : (
          <div className={classNames(LIST_CLASSES.main, (!hasToolbar || showOffline) && LIST_CLASSES.noActions)}>
            {hasToolbar && <ListToolbar filters={filters} actions={actions || undefined} filterDefaultValues={filterDefaultValues} />}
            <Content className={LIST_CLASSES.content}>{showOffline ? <Offline /> : children}</Content>
            {pagination !== false && (cards ? moreButton : pagination)}
          </div>
        )}
        {aside}
      </Root>
    </ListCardMode>
  );
};

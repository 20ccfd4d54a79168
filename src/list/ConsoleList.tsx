import type { ReactElement, ReactNode } from 'react';
import { ListBase, Loading, useResourceContext, type ListBaseProps, type RaRecord } from 'react-admin';
import { useAccessVerified } from '../access/verifiedAccess';
import { ConsoleListView, type ConsoleListViewProps } from './ConsoleListView';
import { useOpeningRows } from './useOpeningRows';

export type ConsoleListProps<RecordType extends RaRecord = RaRecord> = Omit<ListBaseProps<RecordType>, 'children' | 'render'> &
  ConsoleListViewProps & { children: ReactNode };

const defaultAuthLoading: ReactElement = <Loading />;
const defaultFilter = {};

/**
 * Every list of the console: ra-core's ListBase (the records, their sort, filters, pages and
 * selection, kept in the URL and the store as react-admin's <List> keeps them) shown by the
 * console's own view (ConsoleListView), with List's props and defaults. A list whose route already
 * checked the session and its access skips ListBase's checks, and may start with a deep link's rows.
 */
export const ConsoleList = <RecordType extends RaRecord = RaRecord>({
  debounce,
  disableAuthentication,
  disableSyncWithLocation,
  exporter,
  filter = defaultFilter,
  filterDefaultValues,
  authLoading = defaultAuthLoading,
  loading,
  perPage = 10,
  queryOptions,
  resource,
  sort,
  storeKey,
  ...view
}: ConsoleListProps<RecordType>) => {
  const listResource = useResourceContext({ resource });
  const skipsChecks = useAccessVerified(listResource, 'list');
  const opening = useOpeningRows(
    { resource: listResource, perPage, sort, filter, filterDefaultValues },
    (disableAuthentication ?? skipsChecks) && !disableSyncWithLocation && storeKey === undefined && queryOptions?.meta === undefined,
  );
  return (
    <ListBase<RecordType>
      debounce={debounce}
      disableAuthentication={disableAuthentication ?? skipsChecks}
      disableSyncWithLocation={disableSyncWithLocation}
      exporter={exporter}
      filter={filter}
      filterDefaultValues={filterDefaultValues}
      authLoading={authLoading}
      loading={loading}
      perPage={perPage}
      queryOptions={opening ? { ...queryOptions, ...opening } : queryOptions}
      resource={resource}
      sort={sort}
      storeKey={storeKey}
      // The view shows the offline notice inside its card, as react-admin's List does.
      offline={false}
    >
      <ConsoleListView {...view} filterDefaultValues={filterDefaultValues} />
    </ListBase>
  );
};

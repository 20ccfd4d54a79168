import { useEffect } from 'react';
import { useListContext, type FilterPayload, type SortPayload } from 'react-admin';

/** Each resource's list as it was last shown: its sort and filters, the permanent ones included. */
const shown = new Map<string, { sort: SortPayload; filter: FilterPayload }>();

/** How a list of `resource` was last sorted and filtered in this session, if one was shown. */
export const shownListParams = (resource: string) => shown.get(resource);

/** A new console mount (a new session) starts with no list shown. */
export const forgetShownLists = () => shown.clear();

/** Keeps the list's sort and filters as it shows them (read by the record pages' j and k). */
export const useRememberShownParams = () => {
  const { resource, sort, filter, filterValues } = useListContext();
  useEffect(() => {
    shown.set(resource, { sort, filter: { ...filterValues, ...filter } });
  }, [resource, sort, filter, filterValues]);
};

import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { FilterPayload, GetListResult, SortPayload } from 'react-admin';
import { forgetOpeningRows, openingRowsFor } from '../providers/openingRows';

interface OpeningListProps {
  resource: string | undefined;
  perPage: number;
  sort: SortPayload | undefined;
  filter: FilterPayload;
  filterDefaultValues: FilterPayload | undefined;
}

/**
 * The list's query options to start with a deep link's first rows (src/providers/openingRows.ts) when
 * they are the page it opens on: shown in its first render, and not asked for again as it mounts. Only
 * for a list that asks at once (its access checked by its route), opened with no params in its URL.
 */
export const useOpeningRows = ({ resource, perPage, sort, filter, filterDefaultValues }: OpeningListProps, asksAtOnce: boolean) => {
  const { search } = useLocation();
  const [opening] = useState(() => {
    if (!asksAtOnce || !resource || !sort || search !== '') return undefined;
    const rows = openingRowsFor(resource, { pagination: { page: 1, perPage }, sort, filter: { ...filterDefaultValues, ...filter } });
    if (!rows) return undefined;
    let taken = false;
    // react-query asks for initial data as it creates each page's query: only the first, the opening page, gets the rows.
    const initialData = (): GetListResult | undefined => {
      if (taken) return undefined;
      taken = true;
      return rows.result;
    };
    return { rows, queryOptions: { initialData, initialDataUpdatedAt: rows.at, refetchOnMount: false } };
  });
  useEffect(() => {
    if (opening) forgetOpeningRows(opening.rows);
  }, [opening]);
  return opening?.queryOptions;
};

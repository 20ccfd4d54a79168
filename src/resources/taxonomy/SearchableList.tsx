import type { ReactElement, ReactNode } from 'react';
import { type DataTableProps } from 'react-admin';
import { ConsoleDataTable } from '../../list/ConsoleDataTable';
import { ConsoleList } from '../../list/ConsoleList';
import { TaxonomyListActions } from './TaxonomyListActions';
import { searchFilter } from './filters';

interface SearchableListProps {
  /** The filters after the search box. */
  filters?: ReactElement[];
  /** The field that names a row, which the list is sorted by. */
  sortBy?: string;
  rowClick: DataTableProps['rowClick'];
  actions?: ReactElement;
  children: ReactNode;
}

/**
 * A list of records staff look up by name (taxonomy, CMS containers, URLs): searched first, sorted by
 * what names a row, a row opens on click, nothing is done in bulk.
 */
export const SearchableList = ({ filters = [], sortBy = 'name', rowClick, actions = <TaxonomyListActions />, children }: SearchableListProps) => (
  <ConsoleList filters={[searchFilter, ...filters]} sort={{ field: sortBy, order: 'ASC' }} actions={actions}>
    <ConsoleDataTable rowClick={rowClick} bulkActionButtons={false}>
      {children}
    </ConsoleDataTable>
  </ConsoleList>
);

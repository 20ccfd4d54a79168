import type { ReactNode } from 'react';
import { BooleanField } from 'react-admin';
import { ConsoleDataTable } from '../../list/ConsoleDataTable';
import { ConsoleList } from '../../list/ConsoleList';
import { TaxonomyListActions } from './TaxonomyListActions';
import { activeFilter, searchFilter } from './filters';
import { LocaleDateField } from '../../fields/LocaleDateField';
import { LocaleNumberCol } from '../../fields/LocaleNumberCol';

/** The list of a named, sluggable taxonomy record that products use (brands, designers). */
export const NamedTaxonomyList = ({ children }: { children?: ReactNode }) => (
  <ConsoleList
    filters={[searchFilter, activeFilter]}
    sort={{ field: 'name', order: 'ASC' }}
    actions={<TaxonomyListActions />}
  >
    <ConsoleDataTable rowClick="edit" bulkActionButtons={false}>
      <ConsoleDataTable.Col source="name" />
      <ConsoleDataTable.Col source="slug" />
      {children}
      <LocaleNumberCol source="products_count" />
      <ConsoleDataTable.Col source="is_active" field={BooleanField} />
      <ConsoleDataTable.Col source="updated_at" field={LocaleDateField} />
    </ConsoleDataTable>
  </ConsoleList>
);

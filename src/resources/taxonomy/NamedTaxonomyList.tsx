import type { ReactNode } from 'react';
import { BooleanField, DataTable, List } from 'react-admin';
import { TaxonomyListActions } from './TaxonomyListActions';
import { activeFilter, searchFilter } from './filters';
import { LocaleDateField } from '../../fields/LocaleDateField';
import { LocaleNumberCol } from '../../fields/LocaleNumberCol';

/** The list of a named, sluggable taxonomy record that products use (brands, designers). */
export const NamedTaxonomyList = ({ children }: { children?: ReactNode }) => (
  <List
    filters={[searchFilter, activeFilter]}
    sort={{ field: 'name', order: 'ASC' }}
    actions={<TaxonomyListActions />}
  >
    <DataTable rowClick="edit" bulkActionButtons={false}>
      <DataTable.Col source="name" />
      <DataTable.Col source="slug" />
      {children}
      <LocaleNumberCol source="products_count" />
      <DataTable.Col source="is_active" field={BooleanField} />
      <DataTable.Col source="updated_at" field={LocaleDateField} />
    </DataTable>
  </List>
);

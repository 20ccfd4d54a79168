import type { ReactNode } from 'react';
import { BooleanField, CreateButton, DataTable, DateField, ExportButton, List, TopToolbar } from 'react-admin';
import { activeFilter, searchFilter } from './filters';

/** The list of a named, sluggable taxonomy record that products use (brands, designers). */
export const NamedTaxonomyList = ({ children }: { children?: ReactNode }) => (
  <List
    filters={[searchFilter, activeFilter]}
    sort={{ field: 'name', order: 'ASC' }}
    actions={
      <TopToolbar>
        <CreateButton />
        <ExportButton />
      </TopToolbar>
    }
  >
    <DataTable rowClick="edit" bulkActionButtons={false}>
      <DataTable.Col source="name" />
      <DataTable.Col source="slug" />
      {children}
      <DataTable.NumberCol source="products_count" />
      <DataTable.Col source="is_active" field={BooleanField} />
      <DataTable.Col source="updated_at" field={DateField} />
    </DataTable>
  </List>
);

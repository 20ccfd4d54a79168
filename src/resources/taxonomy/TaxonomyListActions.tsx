import { CreateButton, ExportButton, TopToolbar } from 'react-admin';

/** The actions above every taxonomy list: add a record, export the filtered list as CSV. */
export const TaxonomyListActions = () => (
  <TopToolbar>
    <CreateButton />
    <ExportButton />
  </TopToolbar>
);

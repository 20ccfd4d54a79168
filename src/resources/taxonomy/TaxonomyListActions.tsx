import { TopToolbar } from 'react-admin';
import { CreateButton } from '../../list/CreateButton';
import { ExportButton } from '../../list/ExportButton';
import { FilterButton } from '../../list/FilterButton';

/** The actions above every taxonomy list: show a filter that is not always on, add a record, export the filtered list as CSV. */
export const TaxonomyListActions = () => (
  <TopToolbar>
    <FilterButton />
    <CreateButton />
    <ExportButton />
  </TopToolbar>
);

import { CreateButton, ExportButton, TopToolbar, useFilterContext, useListContext, useResourceContext, useResourceDefinition } from 'react-admin';
import { FilterButton } from './FilterButton';

/** A list's default toolbar buttons, as react-admin's ListActions: filter, create, export. */
export const ListActions = () => {
  const { exporter, total } = useListContext();
  const resource = useResourceContext();
  const { hasCreate } = useResourceDefinition();
  const filters = useFilterContext();
  return (
    <TopToolbar>
      {filters && <FilterButton />}
      {hasCreate && <CreateButton />}
      {exporter !== false && <ExportButton disabled={total === 0} resource={resource} />}
    </TopToolbar>
  );
};

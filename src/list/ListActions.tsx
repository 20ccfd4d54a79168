import { TopToolbar, useFilterContext, useListContext, useResourceDefinition } from 'react-admin';
import { CreateButton } from './CreateButton';
import { ExportButton } from './ExportButton';
import { FilterButton } from './FilterButton';

/** A list's default toolbar buttons, as react-admin's ListActions: filter, create, export. */
export const ListActions = () => {
  const { exporter, total } = useListContext();
  const { hasCreate } = useResourceDefinition();
  const filters = useFilterContext();
  return (
    <TopToolbar>
      {filters && <FilterButton />}
      {hasCreate && <CreateButton />}
      {exporter !== false && <ExportButton disabled={total === 0} />}
    </TopToolbar>
  );
};

import { useStore } from 'react-admin';
import { ConsoleList } from '../../list/ConsoleList';
import { TaxonomyListActions } from '../taxonomy/TaxonomyListActions';
import { activeFilter, searchFilter } from '../taxonomy/filters';
import { CategoryTable } from './CategoryTable';

/**
 * The category tree: top-level categories, each expanding into its subcategories. A search lists
 * matches from every level instead, each with its ancestors.
 */
const CategoryList = () => {
  const [params] = useStore<{ filter?: { q?: string } }>('categories.listParams', {});
  const searching = Boolean(params.filter?.q);
  return (
    <ConsoleList
      filters={[searchFilter, activeFilter]}
      filter={searching ? undefined : { root: true }}
      sort={{ field: 'position', order: 'ASC' }}
      perPage={50}
      actions={<TaxonomyListActions />}
    >
      <CategoryTable showPath={searching} />
    </ConsoleList>
  );
};
export default CategoryList;

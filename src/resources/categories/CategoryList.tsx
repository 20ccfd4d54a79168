import { List, useStore } from 'react-admin';
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
    <List
      filters={[searchFilter, activeFilter]}
      filter={searching ? undefined : { root: true }}
      sort={{ field: 'position', order: 'ASC' }}
      perPage={50}
      actions={<TaxonomyListActions />}
    >
      <CategoryTable showPath={searching} />
    </List>
  );
};
export default CategoryList;

import { useGetList, useTranslate } from 'react-admin';
import { SelectInput } from '../../filters/lazyFilterInputs';
import { ALL_FILTER_CHOICE } from './catalogueChoices';
import { CHOICES_VIEW } from '../../providers/choicesView';

interface Category {
  id: number;
  name: string;
  parent_id: number | null;
}

/** "All" or one category (its subcategories included, server side), indented by depth. */
export const CategoryFilterInput = ({ source, alwaysOn }: { source: string; alwaysOn?: boolean }) => {
  const translate = useTranslate();
  const { data = [] } = useGetList<Category>('categories', {
    pagination: { page: 1, perPage: 500 },
    sort: { field: 'position', order: 'ASC' },
    meta: CHOICES_VIEW,
  });
  const byParent = new Map<number | null, Category[]>();
  for (const category of data) byParent.set(category.parent_id, [...(byParent.get(category.parent_id) ?? []), category]);
  const walk = (parent: number | null, depth: number): { id: number; name: string }[] =>
    (byParent.get(parent) ?? []).flatMap((c) => [{ id: c.id, name: `${'\u00a0\u00a0'.repeat(depth)}${c.name}` }, ...walk(c.id, depth + 1)]);
  const choices = [{ ...ALL_FILTER_CHOICE, name: translate(ALL_FILTER_CHOICE.name) }, ...walk(null, 0)];
  return <SelectInput source={source} choices={choices} translateChoice={false} alwaysOn={alwaysOn} emptyText="catalogue.all" />;
};

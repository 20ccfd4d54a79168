import { BooleanField, EditButton, ReferenceManyField, type RaRecord } from 'react-admin';
import { ConsoleDataTable } from '../../list/ConsoleDataTable';
import { PositionButtons } from '../taxonomy/PositionButtons';
import { BranchProductsCount } from './BranchProductsCount';
import { MoveCategoryButton } from './MoveCategoryButton';
import { LocaleNumberCol } from '../../fields/LocaleNumberCol';

const hasChildren = (record: RaRecord) => Number(record.children_count) > 0;

/** The subcategories of the expanded row, as the same table one level deeper (indented by the panel). */
const CategoryChildren = () => (
  <ReferenceManyField reference="categories" target="parent_id" sort={{ field: 'position', order: 'ASC' }} perPage={200}>
    <CategoryTable />
  </ReferenceManyField>
);

/** One level of the category tree: rows with children expand into the next level. */
export const CategoryTable = ({ showPath = false }: { showPath?: boolean }) => (
  <ConsoleDataTable rowClick={false} bulkActionButtons={false} expand={showPath ? undefined : <CategoryChildren />} isRowExpandable={hasChildren}>
    <ConsoleDataTable.Col label="taxonomy.position.label" disableSort render={() => <PositionButtons />} />
    {showPath && <ConsoleDataTable.Col source="path" />}
    <ConsoleDataTable.Col source="name" />
    <ConsoleDataTable.Col source="slug" />
    <LocaleNumberCol source="children_count" />
    <ConsoleDataTable.Col source="products_count" align="right" render={() => <BranchProductsCount />} />
    <ConsoleDataTable.Col source="is_active" field={BooleanField} />
    <ConsoleDataTable.Col label="resources.categories.fields.actions" disableSort>
      <MoveCategoryButton />
      <EditButton />
    </ConsoleDataTable.Col>
  </ConsoleDataTable>
);

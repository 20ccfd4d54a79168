import { BooleanField, DataTable, EditButton, ReferenceManyField, type RaRecord } from 'react-admin';
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
  <DataTable rowClick={false} bulkActionButtons={false} expand={showPath ? undefined : <CategoryChildren />} isRowExpandable={hasChildren}>
    <DataTable.Col label="taxonomy.position.label" disableSort render={() => <PositionButtons />} />
    {showPath && <DataTable.Col source="path" />}
    <DataTable.Col source="name" />
    <DataTable.Col source="slug" />
    <LocaleNumberCol source="children_count" />
    <DataTable.Col source="products_count" align="right" render={() => <BranchProductsCount />} />
    <DataTable.Col source="is_active" field={BooleanField} />
    <DataTable.Col label="resources.categories.fields.actions" disableSort>
      <MoveCategoryButton />
      <EditButton />
    </DataTable.Col>
  </DataTable>
);

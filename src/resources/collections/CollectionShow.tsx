import PlaylistAddIcon from '@mui/icons-material/PlaylistAdd';
import { Link } from 'react-router-dom';
import { Button, ReferenceManyField, SelectField, TextField, useRecordContext } from 'react-admin';
import { ConsoleDataTable } from '../../list/ConsoleDataTable';
import { productStatusChoices } from '../products/catalogueChoices';
import { collectionStatusChoices, collectionTypeChoices } from './collectionChoices';
import { RulesField } from './RulesField';
import { ChoiceCol } from '../../fields/ChoiceCol';
import { LocaleDateField } from '../../fields/LocaleDateField';
import { LocaleNumberField } from '../../fields/LocaleNumberField';
import { ListPagination } from '../../components/ListPagination';
import { ShowWithHistory } from '../../components/ShowWithHistory';
import { consolePath } from '@domain/consolePath';

const ManageProductsButton = () => {
  const record = useRecordContext();
  if (!record || record.type !== 'manual') return null;
  return (
    <Button component={Link} to={consolePath('/apps/collection/add-products/:id', { id: record.id })} label="resources.collections.manage_products">
      <PlaylistAddIcon />
    </Button>
  );
};

const CollectionShow = () => (
  <ShowWithHistory actions={<ManageProductsButton />}>
    <TextField source="title" />
    <TextField source="slug" />
    <SelectField source="type" choices={collectionTypeChoices} />
    <SelectField source="status" choices={collectionStatusChoices} />
    <LocaleDateField source="published_from" showTime />
    <LocaleDateField source="published_to" showTime />
    <TextField source="description" />
    <RulesField />
    {/* Not just "Products": the table below carries that heading. */}
    <LocaleNumberField source="products_count" label="resources.collections.fields.number_of_products" />
    {/* A rule collection's products are the ones its rules match (server side), read-only here as a manual one's. */}
    <ReferenceManyField
      reference="collection-products"
      target="collection_id"
      sort={{ field: 'position', order: 'ASC' }}
      perPage={100}
      pagination={<ListPagination rowsPerPageOptions={[100]} />}
      label="resources.collections.fields.products"
    >
      <ConsoleDataTable bulkActionButtons={false} rowClick={false}>
        <ConsoleDataTable.Col source="position" render={(record) => Number(record.position) + 1} label="#" disableSort />
        <ConsoleDataTable.Col source="title" label="resources.collections.fields.product_title" disableSort />
        <ConsoleDataTable.Col source="brand" label="resources.collections.fields.brand" disableSort />
        <ChoiceCol source="status" label="resources.collections.fields.product_status" disableSort choices={productStatusChoices} />
      </ConsoleDataTable>
    </ReferenceManyField>
  </ShowWithHistory>
);
export default CollectionShow;

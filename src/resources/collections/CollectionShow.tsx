import PlaylistAddIcon from '@mui/icons-material/PlaylistAdd';
import { Link } from 'react-router-dom';
import {
  Button,
  DataTable,
  DateField,
  EditButton,
  Labeled,
  NumberField,
  ReferenceManyField,
  SelectField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import type { CollectionRules } from '../../domain/collectionRules';
import { COLLECTION_PRODUCTS } from './collectionProductsProvider';
import { collectionStatusChoices, collectionTypeChoices } from './collectionChoices';

const ManageProductsButton = () => {
  const record = useRecordContext();
  if (!record || record.type !== 'manual') return null;
  return (
    <Button component={Link} to={`/apps/collection/add-products/${record.id}`} label="resources.collections.manage_products">
      <PlaylistAddIcon />
    </Button>
  );
};

/** "Brand equals 12 · Price less than 2500000" */
const RulesField = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const rules = record?.rules as CollectionRules | null | undefined;
  if (!rules) return null;
  const text = rules.conditions
    .map(
      (c) =>
        `${translate(`resources.collections.rule_fields.${c.field}`)} ${translate(`resources.collections.rule_operators.${c.operator}`)} ${c.value}`,
    )
    .join(` · `);
  return (
    <Labeled label="resources.collections.fields.rules">
      <span>
        {translate(`resources.collections.rule_match.${rules.match}`)}: {text}
      </span>
    </Labeled>
  );
};

const CollectionShow = () => (
  <Show
    actions={
      <TopToolbar>
        <ManageProductsButton />
        <EditButton />
      </TopToolbar>
    }
  >
    <SimpleShowLayout>
      <TextField source="title" />
      <TextField source="slug" />
      <SelectField source="type" choices={collectionTypeChoices} />
      <SelectField source="status" choices={collectionStatusChoices} />
      <DateField source="published_from" showTime />
      <DateField source="published_to" showTime />
      <TextField source="description" />
      <RulesField />
      <NumberField source="products_count" />
      <ReferenceManyField reference={COLLECTION_PRODUCTS} target="collection_id" sort={{ field: 'position', order: 'ASC' }} perPage={100} label="resources.collections.fields.products">
        <DataTable bulkActionButtons={false} rowClick={false}>
          <DataTable.Col source="position" render={(record) => Number(record.position) + 1} label="#" disableSort />
          <DataTable.Col source="title" label="resources.collections.fields.product_title" disableSort />
          <DataTable.Col source="brand" label="resources.collections.fields.brand" disableSort />
          <DataTable.Col source="status" label="resources.collections.fields.product_status" disableSort />
        </DataTable>
      </ReferenceManyField>
    </SimpleShowLayout>
  </Show>
);
export default CollectionShow;

import { DataTable, List, SelectField } from 'react-admin';
import { SelectInput } from '../../filters/lazyFilterInputs';
import { TaxonomyListActions } from '../taxonomy/TaxonomyListActions';
import { searchFilter } from '../taxonomy/filters';
import { collectionStatusChoices, collectionTypeChoices } from './collectionChoices';
import { LocaleDateField } from '../../fields/LocaleDateField';
import { LocaleNumberCol } from '../../fields/LocaleNumberCol';

const CollectionList = () => (
  <List
    filters={[
      searchFilter,
      <SelectInput key="status" source="status" choices={collectionStatusChoices} />,
      <SelectInput key="type" source="type" choices={collectionTypeChoices} />,
    ]}
    sort={{ field: 'title', order: 'ASC' }}
    actions={<TaxonomyListActions />}
  >
    <DataTable rowClick="show" bulkActionButtons={false}>
      <DataTable.Col source="title" />
      <DataTable.Col source="type" field={(props) => <SelectField {...props} choices={collectionTypeChoices} />} />
      <DataTable.Col source="status" field={(props) => <SelectField {...props} choices={collectionStatusChoices} />} />
      {/* Counted per page row (a rule collection's by its rules), so the server does not sort on it. */}
      <LocaleNumberCol source="products_count" disableSort />
      <DataTable.Col source="published_from" field={LocaleDateField} />
      <DataTable.Col source="published_to" field={LocaleDateField} />
    </DataTable>
  </List>
);
export default CollectionList;

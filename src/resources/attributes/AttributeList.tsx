import { DataTable, List, SelectField } from 'react-admin';
import { SelectInput } from '../../filters/lazyFilterInputs';
import { TaxonomyListActions } from '../taxonomy/TaxonomyListActions';
import { searchFilter } from '../taxonomy/filters';
import { attributeTypeChoices } from './attributeTypes';

const AttributeList = () => (
  <List
    filters={[searchFilter, <SelectInput key="type" source="type" choices={attributeTypeChoices} />]}
    sort={{ field: 'name', order: 'ASC' }}
    actions={<TaxonomyListActions />}
  >
    <DataTable rowClick="edit" bulkActionButtons={false}>
      <DataTable.Col source="name" />
      <DataTable.Col source="code" />
      <DataTable.Col source="type" field={(props) => <SelectField {...props} choices={attributeTypeChoices} />} />
      <DataTable.Col source="values" disableSort render={(record) => (record.values as string[]).join(', ') || '—'} />
    </DataTable>
  </List>
);
export default AttributeList;

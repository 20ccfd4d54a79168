import { BooleanField, DataTable, List } from 'react-admin';
import { SelectInput } from '../../filters/lazyFilterInputs';
import { TaxonomyListActions } from '../taxonomy/TaxonomyListActions';
import { activeFilter, searchFilter } from '../taxonomy/filters';
import { UrlDestinationField } from './UrlDestinationField';
import { redirectTypeChoices, targetTypeChoices } from './urlTargets';

const UrlList = () => (
  <List
    filters={[
      searchFilter,
      <SelectInput key="target_type" source="target_type" choices={targetTypeChoices} />,
      <SelectInput key="redirect_type" source="redirect_type" choices={redirectTypeChoices} />,
      activeFilter,
    ]}
    sort={{ field: 'path', order: 'ASC' }}
    actions={<TaxonomyListActions />}
  >
    <DataTable rowClick="edit" bulkActionButtons={false}>
      <DataTable.Col source="path" />
      <DataTable.Col label="resources.urls.fields.destination" disableSort render={() => <UrlDestinationField />} />
      <DataTable.Col source="is_active" field={BooleanField} />
    </DataTable>
  </List>
);
export default UrlList;

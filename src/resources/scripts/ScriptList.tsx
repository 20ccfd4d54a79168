import { BooleanField, CreateButton, DataTable, List, TopToolbar } from 'react-admin';
import { ChoiceCol } from '../../fields/ChoiceCol';
import { LocaleDateCol } from '../../fields/LocaleDateCol';
import { choiceFilter } from '../../filters/choiceFilter';
import { searchFilter } from '../taxonomy/filters';
import { placementChoices } from './scriptChoices';

/** /apps/script/manage: the storefront's scripts in the order the storefront places them. */
const ScriptList = () => (
  <List
    filters={[searchFilter, choiceFilter('placement', placementChoices)]}
    sort={{ field: 'position', order: 'ASC' }}
    actions={
      <TopToolbar>
        <CreateButton />
      </TopToolbar>
    }
  >
    <DataTable rowClick="edit" bulkActionButtons={false}>
      <DataTable.Col source="name" />
      <ChoiceCol source="placement" choices={placementChoices} />
      <DataTable.Col source="position" />
      <DataTable.Col source="is_active" field={BooleanField} />
      <DataTable.Col source="version" />
      <LocaleDateCol source="updated_at" showTime />
    </DataTable>
  </List>
);
export default ScriptList;

import { BooleanField, TopToolbar } from 'react-admin';
import { CreateButton } from '../../list/CreateButton';
import { ConsoleDataTable } from '../../list/ConsoleDataTable';
import { ConsoleList } from '../../list/ConsoleList';
import { ChoiceCol } from '../../fields/ChoiceCol';
import { LocaleDateCol } from '../../fields/LocaleDateCol';
import { choiceFilter } from '../../filters/choiceFilter';
import { searchFilter } from '../taxonomy/filters';
import { placementChoices } from './scriptChoices';

/** /apps/script/manage: the storefront's scripts in the order the storefront places them. */
const ScriptList = () => (
  <ConsoleList
    filters={[searchFilter, choiceFilter('placement', placementChoices)]}
    sort={{ field: 'position', order: 'ASC' }}
    actions={
      <TopToolbar>
        <CreateButton />
      </TopToolbar>
    }
  >
    <ConsoleDataTable rowClick="edit" bulkActionButtons={false}>
      <ConsoleDataTable.Col source="name" />
      <ChoiceCol source="placement" choices={placementChoices} />
      <ConsoleDataTable.Col source="position" />
      <ConsoleDataTable.Col source="is_active" field={BooleanField} />
      <ConsoleDataTable.Col source="version" />
      <LocaleDateCol source="updated_at" showTime />
    </ConsoleDataTable>
  </ConsoleList>
);
export default ScriptList;

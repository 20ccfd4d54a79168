import { SearchInput, SelectInput, TopToolbar } from 'react-admin';
import { CreateButton } from '../../list/CreateButton';
import { ConsoleDataTable } from '../../list/ConsoleDataTable';
import { ConsoleList } from '../../list/ConsoleList';
import { ChoiceCol } from '../../fields/ChoiceCol';
import { LocaleDateCol } from '../../fields/LocaleDateCol';
import { LocaleNumberCol } from '../../fields/LocaleNumberCol';
import { raffleStatusChoices, eligibilityChoices } from './raffleChoices';

const filters = [<SearchInput key="q" source="q" alwaysOn />, <SelectInput key="eligibility" source="eligibility" choices={eligibilityChoices} />];

/** Raffles, latest closing first: where each stands, its window in the staff member's time zone, its entries. */
const RaffleList = () => (
  <ConsoleList
    sort={{ field: 'entry_ends_at', order: 'DESC' }}
    filters={filters}
    actions={
      <TopToolbar>
        <CreateButton />
      </TopToolbar>
    }
    exporter={false}
  >
    <ConsoleDataTable rowClick="edit" bulkActionButtons={false}>
      <ConsoleDataTable.Col source="name" />
      <ChoiceCol source="status" choices={raffleStatusChoices} />
      <LocaleDateCol source="entry_starts_at" showTime />
      <LocaleDateCol source="entry_ends_at" showTime />
      <LocaleNumberCol source="winners" />
      <LocaleNumberCol source="entries_count" />
      <ChoiceCol source="eligibility" choices={eligibilityChoices} />
    </ConsoleDataTable>
  </ConsoleList>
);

export default RaffleList;

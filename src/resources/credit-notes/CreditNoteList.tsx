import { ConsoleDataTable } from '../../list/ConsoleDataTable';
import { ConsoleList } from '../../list/ConsoleList';
import { SearchInput, SelectInput } from '../../filters/lazyFilterInputs';
import { LocaleDateCol } from '../../fields/LocaleDateCol';
import { MoneyCol } from '../variants/MoneyCol';
import { OrdersAreaTabs } from '../orders/OrdersAreaTabs';
import { CreditNoteStatusChip, creditNoteStatusChoices } from './CreditNoteStatusChip';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={creditNoteStatusChoices} alwaysOn />,
];

/** /apps/credit-notes: every note, newest first, by number and status. */
const CreditNoteList = () => (
  <>
    <OrdersAreaTabs current="credit-notes" />
    <ConsoleList filters={filters} sort={{ field: 'created_at', order: 'DESC' }} exporter={false}>
      <ConsoleDataTable rowClick="show" bulkActionButtons={false}>
        <ConsoleDataTable.Col source="number" />
        <ConsoleDataTable.Col source="customer_name" disableSort />
        <ConsoleDataTable.Col source="order_number" disableSort />
        <MoneyCol source="amount" />
        <MoneyCol source="balance" />
        <ConsoleDataTable.Col source="status" field={CreditNoteStatusChip} />
        <LocaleDateCol source="created_at" />
      </ConsoleDataTable>
    </ConsoleList>
  </>
);

export default CreditNoteList;

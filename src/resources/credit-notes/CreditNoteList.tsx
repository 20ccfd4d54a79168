import { DataTable, List } from 'react-admin';
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
    <List filters={filters} sort={{ field: 'created_at', order: 'DESC' }} exporter={false}>
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="number" />
        <DataTable.Col source="customer_name" disableSort />
        <DataTable.Col source="order_number" disableSort />
        <MoneyCol source="amount" />
        <MoneyCol source="balance" />
        <DataTable.Col source="status" field={CreditNoteStatusChip} />
        <LocaleDateCol source="created_at" />
      </DataTable>
    </List>
  </>
);

export default CreditNoteList;

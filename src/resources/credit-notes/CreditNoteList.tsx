import { DataTable, List } from 'react-admin';
import { SearchInput, SelectInput } from '../../filters/lazyFilterInputs';
import { LocaleDateField } from '../../fields/LocaleDateField';
import { MoneyField } from '../variants/moneyField';
import { CreditNoteStatusChip, creditNoteStatusChoices } from './CreditNoteStatusChip';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={creditNoteStatusChoices} alwaysOn />,
];

/** /apps/credit-notes: every note, newest first, by number and status. */
const CreditNoteList = () => (
  <List filters={filters} sort={{ field: 'created_at', order: 'DESC' }} exporter={false}>
    <DataTable rowClick="show" bulkActionButtons={false}>
      <DataTable.Col source="number" />
      <DataTable.Col source="customer_name" disableSort />
      <DataTable.Col source="order_number" disableSort />
      <DataTable.Col source="amount" align="right">
        <MoneyField source="amount" />
      </DataTable.Col>
      <DataTable.Col source="balance" align="right">
        <MoneyField source="balance" />
      </DataTable.Col>
      <DataTable.Col source="status" field={CreditNoteStatusChip} />
      <DataTable.Col source="created_at" field={LocaleDateField} />
    </DataTable>
  </List>
);

export default CreditNoteList;

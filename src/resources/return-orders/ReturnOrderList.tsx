import { DataTable, FunctionField, List, SelectField, TopToolbar } from 'react-admin';
import { SearchInput, SelectInput } from '../../filters/lazyFilterInputs';
import { LocaleDateField } from '../../fields/LocaleDateField';
import { oneLineCell } from '../../fields/oneLineCell';
import { MoneyField } from '../variants/moneyField';
import { NewFromOrderButton } from '../orders/returns/NewFromOrderButton';
import { ReturnDialog } from '../orders/returns/ReturnDialog';
import { refundMethodChoices } from './refundChoices';

interface ReturnRow {
  returned_lines: { line_id: number; sku: string; quantity: number }[];
}

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="refund_method" source="refund_method" choices={refundMethodChoices} alwaysOn />,
];

const ListActions = () => (
  <TopToolbar>
    <NewFromOrderButton label="resources.return-orders.new" dialog={ReturnDialog} />
  </TopToolbar>
);

/** /apps/return-orders: every return, newest first, searchable by order number or email; a new one starts from an order. */
const ReturnOrderList = () => (
  <List filters={filters} sort={{ field: 'created_at', order: 'DESC' }} actions={<ListActions />} empty={false}>
    <DataTable rowClick={false} bulkActionButtons={false}>
      <DataTable.Col source="order_number" cellSx={oneLineCell} disableSort />
      <DataTable.Col source="customer_name" disableSort />
      <DataTable.Col source="returned_lines" disableSort>
        <FunctionField<ReturnRow> render={(record) => record.returned_lines.map((line) => `${line.sku} × ${line.quantity}`).join(', ')} />
      </DataTable.Col>
      <DataTable.Col source="reason" disableSort />
      <DataTable.Col source="refund_method" field={(props) => <SelectField {...props} choices={refundMethodChoices} />} />
      <DataTable.Col source="refund" cellSx={oneLineCell} align="right">
        <MoneyField source="refund" />
      </DataTable.Col>
      <DataTable.Col source="credit_note_number" cellSx={oneLineCell} disableSort />
      <DataTable.Col source="created_at" cellSx={oneLineCell}>
        <LocaleDateField source="created_at" />
      </DataTable.Col>
    </DataTable>
  </List>
);

export default ReturnOrderList;

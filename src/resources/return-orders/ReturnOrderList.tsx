import { FunctionField } from 'react-admin';
import { ConsoleDataTable } from '../../list/ConsoleDataTable';
import { ChoiceCol } from '../../fields/ChoiceCol';
import { oneLineCell } from '../../fields/oneLineCell';
import { choiceFilter } from '../../filters/choiceFilter';
import { SearchInput } from '../../filters/lazyFilterInputs';
import { MoneyField } from '../variants/moneyField';
import { FromOrderList } from '../orders/returns/FromOrderList';
import { ReturnDialog } from '../orders/returns/ReturnDialog';
import { refundMethodChoices } from './refundChoices';

interface ReturnRow {
  returned_lines: { line_id: number; sku: string; quantity: number }[];
}

const filters = [<SearchInput key="q" source="q" alwaysOn />, choiceFilter('refund_method', refundMethodChoices, { alwaysOn: true })];

/** /apps/return-orders: every return, newest first, searchable by order number or email; a new one starts from an order. */
const ReturnOrderList = () => (
  <FromOrderList area="return-orders" filters={filters} newLabel="resources.return-orders.new" dialog={ReturnDialog}>
    <ConsoleDataTable.Col source="returned_lines" disableSort>
      <FunctionField<ReturnRow> render={(record) => record.returned_lines.map((line) => `${line.sku} × ${line.quantity}`).join(', ')} />
    </ConsoleDataTable.Col>
    <ConsoleDataTable.Col source="reason" disableSort />
    <ChoiceCol source="refund_method" choices={refundMethodChoices} />
    <ConsoleDataTable.Col source="refund" cellSx={oneLineCell} align="right">
      <MoneyField source="refund" />
    </ConsoleDataTable.Col>
    <ConsoleDataTable.Col source="credit_note_number" cellSx={oneLineCell} disableSort />
  </FromOrderList>
);

export default ReturnOrderList;

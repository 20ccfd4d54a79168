import { FunctionField, useTranslate } from 'react-admin';
import { ConsoleDataTable } from '../../list/ConsoleDataTable';
import { SearchInput } from '../../filters/lazyFilterInputs';
import { oneLineCell } from '../../fields/oneLineCell';
import { MoneyField } from '../variants/moneyField';
import { ExchangeDialog } from '../orders/exchanges/ExchangeDialog';
import { FromOrderList } from '../orders/returns/FromOrderList';

interface ExchangeRow {
  difference: number;
  credit_note_number: string | null;
}

const filters = [<SearchInput key="q" source="q" alwaysOn />];

/** How the difference was settled: the credit note given, a payment due, or even. */
const Settlement = () => {
  const translate = useTranslate();
  return (
    <FunctionField<ExchangeRow>
      render={(record) => {
        if (record.credit_note_number) return record.credit_note_number;
        return translate(`resources.exchange-orders.settled.${record.difference > 0 ? 'payment_due' : 'even'}`);
      }}
    />
  );
};

/** /apps/exchange-orders: every exchange, newest first, searchable by order number, email or the SKU sent. */
const ExchangeOrderList = () => (
  <FromOrderList area="exchange-orders" filters={filters} newLabel="resources.exchange-orders.new" dialog={ExchangeDialog}>
    <ConsoleDataTable.Col source="returned_sku" cellSx={oneLineCell} disableSort />
    <ConsoleDataTable.Col source="quantity" align="right" />
    <ConsoleDataTable.Col source="new_sku" cellSx={oneLineCell} />
    <ConsoleDataTable.Col source="reason" disableSort />
    <ConsoleDataTable.Col source="difference" cellSx={oneLineCell} align="right">
      <MoneyField source="difference" />
    </ConsoleDataTable.Col>
    <ConsoleDataTable.Col source="settlement" cellSx={oneLineCell} disableSort>
      <Settlement />
    </ConsoleDataTable.Col>
  </FromOrderList>
);

export default ExchangeOrderList;

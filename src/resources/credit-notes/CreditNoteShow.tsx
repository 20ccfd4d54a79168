import { Typography } from '@mui/material';
import { ArrayField, Labeled, ReferenceField, TextField, useTranslate } from 'react-admin';
import { ConsoleDataTable } from '../../list/ConsoleDataTable';
import { ShowWithHistory } from '../../components/ShowWithHistory';
import { LocaleDateField } from '../../fields/LocaleDateField';
import { MoneyField } from '../variants/moneyField';
import { CreditNoteStatusChip } from './CreditNoteStatusChip';
import { CreditNoteActions } from './CreditNoteActions';

const NoRedemptions = () => {
  const translate = useTranslate();
  return <Typography variant="body2">{translate('resources.credit-notes.no_redemptions')}</Typography>;
};

/** One credit note: its number, customer and order, amount and balance, status, each redemption, then its History. */
const CreditNoteShow = () => (
  <ShowWithHistory actions={<CreditNoteActions />}>
    <TextField source="number" />
    <ReferenceField source="customer_id" reference="customers" emptyText="—" />
    <TextField source="order_number" emptyText="—" />
    <MoneyField source="amount" />
    <MoneyField source="balance" />
    <Labeled label="resources.credit-notes.fields.status">
      <CreditNoteStatusChip />
    </Labeled>
    <TextField source="reason" emptyText="—" />
    <TextField source="void_reason" emptyText="—" />
    <TextField source="override_reason" emptyText="—" />
    <LocaleDateField source="voided_at" showTime />
    <LocaleDateField source="created_at" showTime />
    <ArrayField source="redemptions">
      <ConsoleDataTable bulkActionButtons={false} rowClick={false} empty={<NoRedemptions />}>
        <ConsoleDataTable.Col source="created_at" label="resources.credit-notes.fields.redeemed_at">
          <LocaleDateField source="created_at" showTime />
        </ConsoleDataTable.Col>
        <ConsoleDataTable.Col source="order_number" label="resources.credit-notes.fields.order_number" />
        <ConsoleDataTable.Col source="amount" label="resources.credit-notes.fields.redeemed_amount" align="right">
          <MoneyField source="amount" />
        </ConsoleDataTable.Col>
      </ConsoleDataTable>
    </ArrayField>
  </ShowWithHistory>
);

export default CreditNoteShow;

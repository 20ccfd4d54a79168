import { useWatch } from 'react-hook-form';
import { Typography } from '@mui/material';
import { useGetList, useTranslate, type RaRecord } from 'react-admin';
import { MoneyField } from '../../resources/variants/moneyField';

/** What is left on the credit note the staff member typed, as the server has it (placing takes what the order needs). */
export const CreditNoteBalance = () => {
  const translate = useTranslate();
  const number = ((useWatch({ name: 'credit_note_number' }) as string | undefined) ?? '').trim().toUpperCase();
  const { data = [] } = useGetList<RaRecord & { number: string; balance: number }>(
    'credit-notes',
    { filter: { q: number }, pagination: { page: 1, perPage: 1 }, sort: { field: 'created_at', order: 'DESC' } },
    { enabled: number.length >= 8 },
  );
  const note = data.find((candidate) => candidate.number === number);
  if (!note) return null;
  return (
    <Typography variant="body2">
      {translate('resources.carts.credit_note_balance', { number: note.number })}{' '}
      <MoneyField source="balance" record={note} />
    </Typography>
  );
};

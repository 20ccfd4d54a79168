import { useState } from 'react';
import { Stack } from '@mui/material';
import { AutocompleteInput, CreateBase, Form, ReferenceInput, SaveButton, useNotify, useRefresh } from 'react-admin';
import AddIcon from '@mui/icons-material/Add';

/**
 * Adds one customer's entry; the server checks the window, the customer's eligibility and one entry
 * per customer, and its refusal shows at the customer input.
 */
export const AddEntryForm = ({ raffleId }: { raffleId: number }) => {
  const notify = useNotify();
  const refresh = useRefresh();
  // A fresh form after each entry added.
  const [round, setRound] = useState(0);
  const added = () => {
    notify('resources.raffle-entries.added', { type: 'info' });
    setRound((value) => value + 1);
    refresh();
  };
  return (
    <CreateBase key={round} resource="raffle-entries" record={{ raffle_id: raffleId }} redirect={false} mutationOptions={{ onSuccess: added }}>
      <Form>
        <Stack direction="row" spacing={2} alignItems="flex-start">
          <ReferenceInput source="customer_id" reference="customers">
            <AutocompleteInput label="resources.raffle-entries.fields.customer_id" sx={{ minWidth: 320 }} />
          </ReferenceInput>
          <SaveButton label="resources.raffle-entries.add" icon={<AddIcon />} alwaysEnable sx={{ mt: 1 }} />
        </Stack>
      </Form>
    </CreateBase>
  );
};

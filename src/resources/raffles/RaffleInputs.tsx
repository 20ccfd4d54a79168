import { useWatch } from 'react-hook-form';
import { Typography } from '@mui/material';
import {
  AutocompleteArrayInput,
  NumberInput,
  RadioButtonGroupInput,
  ReferenceArrayInput,
  TextArrayInput,
  TextInput,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { LocaleDateTimeInput } from '../../fields/LocaleDateTimeInput';
import { eligibilityChoices, staffTimeZone } from './raffleChoices';

/** The raffle's inputs; once its seed is committed its window and winners are fixed, and once drawn nothing changes. */
export const RaffleInputs = () => {
  const translate = useTranslate();
  const record = useRecordContext<{ seed_hash?: string | null; drawn_at?: string | null }>();
  const eligibility = useWatch({ name: 'eligibility' }) as string | undefined;
  const committed = Boolean(record?.seed_hash);
  const drawn = Boolean(record?.drawn_at);
  return (
    <>
      <TextInput source="name" fullWidth disabled={drawn} />
      <ReferenceArrayInput source="variant_ids" reference="variants">
        <AutocompleteArrayInput fullWidth disabled={drawn} />
      </ReferenceArrayInput>
      <Typography variant="body2" color="text.secondary">
        {translate('resources.raffles.time_zone_note', { zone: staffTimeZone() })}
      </Typography>
      <LocaleDateTimeInput source="entry_starts_at" disabled={committed} />
      <LocaleDateTimeInput source="entry_ends_at" disabled={committed} />
      <NumberInput source="winners" min={1} step={1} defaultValue={1} disabled={committed} />
      <NumberInput source="purchase_hours" min={1} step={1} defaultValue={48} helperText="resources.raffles.purchase_hours_help" disabled={drawn} />
      <RadioButtonGroupInput source="eligibility" choices={eligibilityChoices} defaultValue="all" disabled={drawn} />
      {eligibility === 'tags' && <TextArrayInput source="eligible_tags" disabled={drawn} />}
    </>
  );
};

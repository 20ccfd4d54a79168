import {
  AutocompleteArrayInput,
  CheckboxGroupInput,
  NumberInput,
  RadioButtonGroupInput,
  ReferenceArrayInput,
  SimpleForm,
  TextArrayInput,
  TextInput,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { notificationSchema } from '@domain/notifications';
import { useZodValidator } from '../../forms/zodValidator';
import { audienceChoices, channelChoices } from './notificationChoices';

const customerName = (record: { first_name?: string; last_name?: string; email?: string }) =>
  `${record.first_name ?? ''} ${record.last_name ?? ''} (${record.email ?? ''})`.trim();

/** The audience's own inputs: a segment's rules, or the customers chosen one by one. */
const AudienceInputs = () => {
  const kind = useWatch({ name: 'audience.kind' }) as string | undefined;
  const translate = useTranslate();
  if (kind === 'segment')
    return (
      <>
        <Typography variant="body2" color="text.secondary">
          {translate('resources.notifications.segment_hint')}
        </Typography>
        <TextArrayInput source="audience.tags" />
        <TextArrayInput source="audience.cities" />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <NumberInput source="audience.orders_min" min={0} step={1} />
          <NumberInput source="audience.orders_max" min={0} step={1} />
        </Stack>
      </>
    );
  if (kind === 'customers')
    return (
      <ReferenceArrayInput source="audience.customer_ids" reference="customers">
        <AutocompleteArrayInput optionText={customerName} filterToQuery={(q) => ({ q })} />
      </ReferenceArrayInput>
    );
  return null;
};

/** Compose: the message (title, text, image, link), its channels and its audience; `{{first_name}}` is filled per customer. */
export const NotificationForm = () => {
  const validate = useZodValidator(notificationSchema);
  return (
    <SimpleForm validate={validate} defaultValues={{ channels: ['email'], audience: { kind: 'all', tags: [], cities: [], customer_ids: [] } }}>
      <TextInput source="title" fullWidth helperText="resources.notifications.template_hint" />
      <TextInput source="body" multiline minRows={4} fullWidth />
      <TextInput source="image" fullWidth />
      <TextInput source="link" fullWidth />
      <CheckboxGroupInput source="channels" choices={channelChoices} />
      <RadioButtonGroupInput source="audience.kind" choices={audienceChoices} />
      <AudienceInputs />
    </SimpleForm>
  );
};

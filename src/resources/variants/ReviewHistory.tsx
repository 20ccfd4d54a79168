import { Typography } from '@mui/material';
import { ArrayField, Datagrid, SelectField, TextField, useTranslate } from 'react-admin';
import { variantStatusChoices } from '../products/catalogueChoices';
import { LocaleDateField } from '../../fields/LocaleDateField';

const NoReviews = () => <Typography variant="body2">{useTranslate()('review.none')}</Typography>;

/** Every approve / reject of the variant: decision, reason, who and when (newest first). */
export const ReviewHistory = ({ source }: { source: string }) => (
  <ArrayField source={source}>
    <Datagrid bulkActionButtons={false} rowClick={false} empty={<NoReviews />}>
      <SelectField source="decision" choices={variantStatusChoices} label="review.decision" />
      <TextField source="reason" label="review.reason" />
      <TextField source="decided_by_name" label="review.decided_by" />
      <LocaleDateField source="decided_at" showTime label="review.decided_at" />
    </Datagrid>
  </ArrayField>
);

import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** The heading of a group of a form's inputs; `mt` is its space above, in theme spacing units. */
export const FormSectionTitle = ({ label, mt = 2 }: { label: string; mt?: number }) => {
  const translate = useTranslate();
  return (
    <Typography variant="subtitle1" component="h2" sx={{ mt }}>
      {translate(label)}
    </Typography>
  );
};

import { Card, CardContent, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';

/** A titled placeholder for a screen whose issue has not landed yet. */
export const ScreenPlaceholder = ({ title }: { title: string }) => {
  const translate = useTranslate();
  return (
    <Card sx={{ mt: 1 }} data-testid="screen-placeholder">
      <Title title={translate(title, { smart_count: 2 })} />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {translate(title, { smart_count: 2 })}
        </Typography>
        <Typography color="text.secondary">{translate('app.placeholder.message')}</Typography>
      </CardContent>
    </Card>
  );
};

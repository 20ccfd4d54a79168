import type { ReactNode } from 'react';
import { Card, CardContent, Typography } from '@mui/material';
import { Title } from 'react-admin';

/** A screen on one card under its title (translated), which is also the page's title in the app bar. */
export const ScreenCard = ({ title, children }: { title: string; children: ReactNode }) => (
  <Card sx={{ mt: 1 }}>
    <Title title={title} />
    <CardContent>
      <Typography variant="h5" component="h1" gutterBottom>{title}</Typography>
      {children}
    </CardContent>
  </Card>
);

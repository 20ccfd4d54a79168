import { Card, CardContent, Grid, Link, List, ListItem, ListItemText, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import type { DashboardFigures, RankedRow } from '@domain/dashboard';
import type { Formats } from './format';
import type { FigureLinks } from './links';

type Top = NonNullable<DashboardFigures['top']>;
const LISTS = [
  ['products', 'product'],
  ['brands', 'brand'],
  ['designers', 'designer'],
  ['categories', 'category'],
] as const satisfies readonly [keyof Top, keyof FigureLinks][];

const Ranked = ({ title, rows, to, format }: { title: string; rows: RankedRow[]; to: (id: number) => string; format: Formats }) => {
  const translate = useTranslate();
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="subtitle1" component="h2">
          {title}
        </Typography>
        {rows.length === 0 ? (
          <Typography color="text.secondary">{translate('dashboard.none')}</Typography>
        ) : (
          <List dense disablePadding>
            {rows.map((row) => (
              <ListItem key={row.id} disableGutters>
                <ListItemText
                  primary={
                    <Link component={RouterLink} to={to(row.id)}>
                      {row.name}
                    </Link>
                  }
                  secondary={translate('dashboard.ranked', { revenue: format.money(row.revenue), units: format.count(row.units), smart_count: row.units })}
                />
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
};

/** The period's best sellers: products, brands, designers and categories, by the value of their lines. */
export const Rankings = ({ top, format, links }: { top: Top; format: Formats; links: FigureLinks }) => {
  const translate = useTranslate();
  return (
    <Grid container spacing={2}>
      {LISTS.map(([list, link]) => (
        <Grid key={list} size={{ xs: 12, sm: 6, lg: 3 }}>
          <Ranked title={translate(`dashboard.top.${list}`)} rows={top[list] ?? []} to={links[link]} format={format} />
        </Grid>
      ))}
    </Grid>
  );
};

import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Link, Stack, Typography } from '@mui/material';
import { ReferenceField, TextField, useRecordContext, useTranslate } from 'react-admin';
import { consolePath } from '@domain/consolePath';

const Labelled = ({ label, children }: { label: string; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div">
        {translate(label)}
      </Typography>
      {children}
    </Box>
  );
};

/** Where the shelf is: its warehouse and rack by name, each a link to its page. */
export const ShelfPlace = () => {
  const shelf = useRecordContext();
  if (!shelf) return null;
  return (
    <Stack direction="row" sx={{ gap: 4, px: 2, pt: 2 }}>
      <Labelled label="resources.shelves.fields.warehouse_id">
        <ReferenceField source="warehouse_id" reference="warehouses" link={(warehouse) => consolePath('/apps/warehouse/:id', { id: warehouse.id })}>
          <TextField source="name" variant="body1" />
        </ReferenceField>
      </Labelled>
      <Labelled label="resources.shelves.fields.rack_id">
        <Link component={RouterLink} to={consolePath('/apps/:warehouse_id/racks/:id', { warehouse_id: shelf.warehouse_id as number, id: shelf.rack_id as number })}>
          {shelf.rack_code as string}
        </Link>
      </Labelled>
    </Stack>
  );
};

import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Box, TextField, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { ListBase, ResourceContextProvider, useCreate, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { ConsoleDataTable } from '../../list/ConsoleDataTable';
import { consolePath } from '@domain/consolePath';
import { LabelledButton } from '../../screens/stock/LabelledButton';

/** The racks of the warehouse being edited: open one, or add one by its code. */
export const RacksPanel = () => {
  const warehouse = useRecordContext();
  const translate = useTranslate();
  const navigate = useNavigate();
  const notify = useNotify();
  const [code, setCode] = useState('');
  const [create, { isPending }] = useCreate();
  if (!warehouse) return null;
  const warehouseId = warehouse.id as number;
  const open = (id: number) => navigate(consolePath('/apps/:warehouse_id/racks/:id', { warehouse_id: warehouseId, id }));
  const add = (event: FormEvent) => {
    event.preventDefault();
    void create(
      'racks',
      { data: { warehouse_id: warehouseId, code } },
      {
        onSuccess: (rack) => open(rack.id as number),
        onError: (error) => notify((error as Error).message, { type: 'error' }),
      },
    );
  };
  return (
    <Box>
      <Typography variant="h6" component="h2" gutterBottom>
        {translate('resources.warehouses.racks')}
      </Typography>
      <ResourceContextProvider value="racks">
        <ListBase filter={{ warehouse_id: warehouseId }} sort={{ field: 'code', order: 'ASC' }} perPage={200} disableSyncWithLocation storeKey={false}>
          <ConsoleDataTable
            bulkActionButtons={false}
            rowClick={(id) => {
              open(Number(id));
              return false;
            }}
            empty={<Typography color="text.secondary">{translate('resources.warehouses.no_racks')}</Typography>}
          >
            <ConsoleDataTable.Col source="code" />
            <ConsoleDataTable.Col source="description" />
            <ConsoleDataTable.NumberCol source="shelves_count" label="resources.warehouses.shelves_count" />
          </ConsoleDataTable>
        </ListBase>
      </ResourceContextProvider>
      <Box component="form" onSubmit={add} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mt: 2 }}>
        <TextField
          size="small"
          label={translate('resources.warehouses.rack_code')}
          helperText={translate('resources.racks.code_help')}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          required
        />
        <LabelledButton type="submit" label="resources.warehouses.add_rack" startIcon={<AddIcon />} disabled={isPending || !code.trim()} variant="contained" sx={{ mt: 0.25 }} />
      </Box>
    </Box>
  );
};

import { Link } from 'react-router-dom';
import { Card, CardContent, Stack } from '@mui/material';
import InventoryIcon from '@mui/icons-material/Inventory';
import MoveToInboxIcon from '@mui/icons-material/MoveToInbox';
import OutboxIcon from '@mui/icons-material/Outbox';
import MoveUpIcon from '@mui/icons-material/MoveUp';
import { Button, useRecordContext } from 'react-admin';
import { consolePath } from '@domain/consolePath';
import { warehouseSchema } from '@domain/stock';
import { EditWithHistory } from '../../components/EditWithHistory';
import { SchemaForm } from '../../forms/SchemaForm';
import { StockToolbar } from './StockToolbar';
import WarehouseInputs from './WarehouseInputs';
import { RacksPanel } from './RacksPanel';

/** The warehouse's shopfloor screens: what it holds, receiving, picking, moving. */
const StockLinks = () => {
  const record = useRecordContext();
  if (!record) return null;
  const id = record.id as number;
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
      <Button component={Link} to={consolePath('/apps/warehouse-variants/:id', { id })} label="resources.warehouses.stock" variant="outlined">
        <InventoryIcon />
      </Button>
      <Button component={Link} to={consolePath('/apps/inbound-inventory/:id', { id })} label="resources.warehouses.inbound" variant="outlined">
        <MoveToInboxIcon />
      </Button>
      <Button component={Link} to={consolePath('/apps/outbound-inventory/:id', { id })} label="resources.warehouses.outbound" variant="outlined">
        <OutboxIcon />
      </Button>
      <Button component={Link} to={consolePath('/apps/move-inventory/:id', { id })} label="resources.warehouses.moves" variant="outlined">
        <MoveUpIcon />
      </Button>
    </Stack>
  );
};

/** /apps/warehouse/:id: the warehouse's address, its racks and the way to its stock screens. */
const WarehouseEdit = () => (
  <EditWithHistory redirect={false}>
    <SchemaForm schema={warehouseSchema} toolbar={<StockToolbar />}>
      <StockLinks />
      <WarehouseInputs />
    </SchemaForm>
    <Card variant="outlined" sx={{ m: 2 }}>
      <CardContent>
        <RacksPanel />
      </CardContent>
    </Card>
  </EditWithHistory>
);
export default WarehouseEdit;

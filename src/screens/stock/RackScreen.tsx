import { Link, useParams } from 'react-router-dom';
import { Card, CardContent, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Button, Edit, ListBase, ResourceContextProvider, SimpleForm, TextInput, required, useRecordContext, useTranslate } from 'react-admin';
import { ConsoleDataTable } from '../../list/ConsoleDataTable';
import { consolePath } from '@domain/consolePath';
import { rackSchema } from '@domain/stock';
import { HistoryPanel } from '../../components/HistoryPanel';
import { LocaleNumberCol } from '../../fields/LocaleNumberCol';
import { useZodValidator } from '../../forms/zodValidator';
import { StockToolbar } from '../../resources/warehouses/StockToolbar';
import { ShelfLabelsButton } from './ShelfLabelsButton';

const RackShelves = ({ rackId }: { rackId: number }) => {
  const translate = useTranslate();
  const rackCode = (useRecordContext()?.code as string | undefined) ?? '';
  return (
    <Card variant="outlined" sx={{ m: 2 }}>
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
          <Typography variant="h6" component="h2">
            {translate('resources.racks.shelves')}
          </Typography>
          <Button component={Link} to={consolePath('/apps/shelfs-add/:id', { id: rackId })} label="resources.racks.add_shelves" variant="contained">
            <AddIcon />
          </Button>
        </Stack>
        <ResourceContextProvider value="shelves">
          <ListBase filter={{ rack_id: rackId }} sort={{ field: 'code', order: 'ASC' }} perPage={500} disableSyncWithLocation storeKey={false}>
            <ShelfLabelsButton rackCode={rackCode} />
            <ConsoleDataTable bulkActionButtons={<ShelfLabelsButton rackCode={rackCode} selected />} rowClick="edit">
              <ConsoleDataTable.Col source="code" />
              <LocaleNumberCol source="units" />
            </ConsoleDataTable>
          </ListBase>
        </ResourceContextProvider>
      </CardContent>
    </Card>
  );
};

/** /apps/:warehouse_id/racks/:id: the rack's code and description, and its shelves. */
const RackScreen = () => {
  const { warehouse_id: warehouseId, id } = useParams();
  const validate = useZodValidator(rackSchema.omit({ warehouse_id: true }));
  const rackId = Number(id);
  return (
    <>
      <Button component={Link} to={`/warehouses/${warehouseId}`} label="resources.warehouses.back" sx={{ mt: 1 }}>
        <ArrowBackIcon />
      </Button>
      <Edit resource="racks" id={rackId} mutationMode="pessimistic" redirect={false}>
        <SimpleForm toolbar={<StockToolbar redirect={`/warehouses/${warehouseId}`} />} validate={validate}>
          <TextInput source="code" validate={required()} helperText="resources.racks.code_help" />
          <TextInput source="description" fullWidth />
        </SimpleForm>
        <RackShelves rackId={rackId} />
        <HistoryPanel />
      </Edit>
    </>
  );
};
export default RackScreen;

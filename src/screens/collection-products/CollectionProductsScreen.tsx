import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { Link } from 'react-router-dom';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Box, Card, CardContent, CardHeader, Grid, Typography } from '@mui/material';
import { Button, DeleteButton, ListBase, Loading, ResourceContextProvider, Title, useCreatePath, useGetList, useGetOne, useTranslate } from 'react-admin';
import { ConsoleDataTable } from '../../list/ConsoleDataTable';
import { PositionButtons } from '../../resources/taxonomy/PositionButtons';
import { ProductPicker } from './ProductPicker';

const ORDER = { field: 'position', order: 'ASC' } as const;
const MAX_SHOWN = 200;

/** The products of the collection in their storefront order: move up/down, remove. */
const CollectionContents = ({ collectionId }: { collectionId: string }) => {
  const translate = useTranslate();
  return (
    <Card>
      <CardHeader title={translate('resources.collections.products_screen.in_collection')} />
      <CardContent>
        <ResourceContextProvider value="collection-products">
          <ListBase filter={{ collection_id: Number(collectionId) }} sort={ORDER} perPage={MAX_SHOWN} disableSyncWithLocation storeKey={false}>
            <ConsoleDataTable
              bulkActionButtons={false}
              rowClick={false}
              empty={<Typography color="text.secondary">{translate('resources.collections.products_screen.empty')}</Typography>}
            >
              <ConsoleDataTable.Col label="#" disableSort render={(record) => Number(record.position) + 1} />
              <ConsoleDataTable.Col label="taxonomy.position.label" disableSort render={() => <PositionButtons />} />
              <ConsoleDataTable.Col source="title" label="resources.collections.fields.product_title" disableSort />
              <ConsoleDataTable.Col source="brand" label="resources.collections.fields.brand" disableSort />
              <ConsoleDataTable.Col disableSort>
                <DeleteButton
                  label="resources.collections.products_screen.remove"
                  mutationMode="pessimistic"
                  redirect={false}
                  confirmTitle="resources.collections.products_screen.remove_title"
                  confirmContent="resources.collections.products_screen.remove_content"
                />
              </ConsoleDataTable.Col>
            </ConsoleDataTable>
          </ListBase>
        </ResourceContextProvider>
      </CardContent>
    </Card>
  );
};

/** /apps/collection/add-products/:id — find products and add them to a manual collection, in order. */
const CollectionProductsScreen = () => {
  const { id = '' } = useParams();
  const translate = useTranslate();
  const createPath = useCreatePath();
  const { data: collection, isPending, error } = useGetOne('collections', { id });
  const { data: entries = [] } = useGetList('collection-products', {
    filter: { collection_id: Number(id) },
    sort: ORDER,
    pagination: { page: 1, perPage: MAX_SHOWN },
  });
  const present = useMemo(() => new Set(entries.map((entry) => entry.product_id)), [entries]);
  if (isPending) return <Loading />;
  if (error || !collection) return <Alert severity="error">{translate('ra.page.not_found')}</Alert>;
  const heading = `${translate('app.screens.collection-products')}: ${collection.title}`;
  return (
    <Box sx={{ mt: 1 }}>
      <Title title={heading} />
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
        <Typography variant="h5" component="h1">
          {heading}
        </Typography>
        <Button component={Link} to={createPath({ resource: 'collections', id, type: 'show' })} label="resources.collections.products_screen.back">
          <ArrowBackIcon />
        </Button>
      </Box>
      {collection.type !== 'manual' ? (
        <Alert severity="info">{translate('resources.collections.products_screen.rule_collection')}</Alert>
      ) : (
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 7 }}>
            <CollectionContents collectionId={id} />
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <ProductPicker collectionId={id} present={present} />
          </Grid>
        </Grid>
      )}
    </Box>
  );
};
export default CollectionProductsScreen;

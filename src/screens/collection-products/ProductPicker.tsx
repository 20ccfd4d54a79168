import { useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import { Card, CardContent, CardHeader, List, ListItem, ListItemText, TextField } from '@mui/material';
import { Button, useCreate, useGetList, useNotify, useTranslate, type Identifier } from 'react-admin';

const PAGE = 10;

/** Searches the catalogue (`q` full text) and adds a product at the end of the collection. */
export const ProductPicker = ({ collectionId, present }: { collectionId: Identifier; present: Set<Identifier> }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [q, setQ] = useState('');
  const { data = [], isPending } = useGetList('products', {
    filter: q.trim() ? { q: q.trim() } : {},
    pagination: { page: 1, perPage: PAGE },
    sort: { field: 'id', order: 'DESC' },
  });
  const [create, { isPending: adding }] = useCreate();
  const add = (productId: Identifier) =>
    create(
      'collection-products',
      { data: { collection_id: Number(collectionId), product_id: productId } },
      {
        onSuccess: () => notify('resources.collections.products_screen.added_notice', { type: 'info' }),
        onError: (error) => notify((error as Error).message, { type: 'error' }),
      },
    );
  return (
    <Card>
      <CardHeader title={translate('resources.collections.products_screen.find')} />
      <CardContent>
        <TextField
          fullWidth
          size="small"
          label={translate('resources.collections.products_screen.search')}
          value={q}
          onChange={(event) => setQ(event.target.value)}
          slotProps={{ htmlInput: { 'aria-label': translate('resources.collections.products_screen.search') } }}
        />
        <List dense aria-busy={isPending}>
          {data.map((product) => (
            <ListItem
              key={product.id}
              secondaryAction={
                <Button
                  label={present.has(product.id) ? 'resources.collections.products_screen.added' : 'resources.collections.products_screen.add'}
                  disabled={present.has(product.id) || adding}
                  onClick={() => add(product.id)}
                >
                  <AddIcon />
                </Button>
              }
            >
              <ListItemText primary={product.title} secondary={product.slug} />
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
};
